import { buildCatalog } from './catalog';
import type { CatalogRows, ProductRow } from './catalog-rows';
import type { ListView } from './list-view';

const text = (nb: string, en = nb) => ({ nb, en });

function product(sku: string, supplierId: string, price: number, stock: Record<string, number>, title = sku): ProductRow {
  return {
    sku, title: text(title, `${title} (en)`), subHeading: text(''), description: text(''), specs: [], supplierId,
    categoryPath: 'brannprodukter', price, indicativePrice: price, discountPercentage: null, images: [], featuredRank: null, stock,
  };
}

const rows: CatalogRows = {
  menuItems: [{ id: 'brannprodukter', parentId: null, position: 0, title: text('Brann') }],
  suppliers: [
    { id: 'zeta', name: 'Zeta', logo: '/z.svg', position: 0 },
    { id: 'aasen', name: 'Åsen', logo: '/a.svg', position: 1 },
    { id: 'beta', name: 'Beta', logo: '/b.svg', position: 2 },
  ],
  warehouses: [
    { code: 'bergen', name: text('Bergen'), position: 2 },
    { code: 'oslo', name: text('Oslo'), position: 1 },
  ],
  // Catalogue order is by Norwegian title: A, B, C, D, E.
  products: [
    product('CAM-10', 'zeta', 300, { oslo: 2 }, 'A'),
    product('CAM-9', 'beta', 100, {}, 'B'),
    product('cam-11', 'aasen', 300, { bergen: 1 }, 'C'),
    product('CAM-2', 'zeta', 50, {}, 'D'),
    product('CAM-1', 'beta', 300, { oslo: 1, bergen: 4 }, 'E'),
  ],
};

const catalog = buildCatalog(rows);
const view = (changes: Partial<ListView>): ListView => ({ sort: 'relevance', lang: 'nb', inStock: false, suppliers: null, ...changes });
const skus = (list: readonly { skuId: string }[]) => list.map((item) => item.skuId);

describe('a product\'s availability', () => {
  it('names the warehouses holding any, in their order, and adds up the units', () => {
    const camera = catalog.product('CAM-1');
    expect(camera?.availability).toEqual({ stock: [{ warehouse: 'oslo', quantity: 1 }, { warehouse: 'bergen', quantity: 4 }] });
    expect(camera?.unitsInStock).toBe(5);
    expect(catalog.product('CAM-9')?.availability.stock).toEqual([]);
    expect(catalog.product('cam-11')?.availability.stock).toEqual([{ warehouse: 'bergen', quantity: 1 }]);
    expect(catalog.warehouses.map((warehouse) => warehouse.code)).toEqual(['oslo', 'bergen']);
  });
});

describe('applying a list view', () => {
  const all = catalog.products;

  it('keeps the list as it is without a sort or filter', () => {
    expect(catalog.view(all, view({}))).toBe(all);
  });

  it('sorts SKUs with their numbers in order and case left aside', () => {
    expect(skus(catalog.view(all, view({ sort: 'sku' })))).toEqual(['CAM-1', 'CAM-2', 'CAM-9', 'CAM-10', 'cam-11']);
  });

  it('sorts by supplier name as Norwegian sorts it (Å last), the list\'s order within a supplier', () => {
    expect(skus(catalog.view(all, view({ sort: 'supplier' })))).toEqual(['CAM-9', 'CAM-1', 'CAM-10', 'CAM-2', 'cam-11']);
    const reversed = [...all].reverse();
    expect(skus(catalog.view(reversed, view({ sort: 'supplier' })))).toEqual(['CAM-1', 'CAM-9', 'CAM-2', 'CAM-10', 'cam-11']);
  });

  it('sorts by price either way, equal prices in catalogue order', () => {
    expect(skus(catalog.view(all, view({ sort: 'price' })))).toEqual(['CAM-2', 'CAM-9', 'CAM-10', 'cam-11', 'CAM-1']);
    expect(skus(catalog.view(all, view({ sort: 'price-desc' })))).toEqual(['CAM-10', 'cam-11', 'CAM-1', 'CAM-9', 'CAM-2']);
  });

  it('sorts a short list by comparing and a long one by walking the catalogue\'s order, alike', () => {
    // Two of five products are compared; all five are picked from the catalogue's order.
    const short = [catalog.product('CAM-1'), catalog.product('CAM-2')].filter((item) => item !== undefined);
    expect(skus(catalog.view(short, view({ sort: 'price-desc' })))).toEqual(['CAM-1', 'CAM-2']);
    expect(skus(catalog.view([...short].reverse(), view({ sort: 'sku' })))).toEqual(['CAM-1', 'CAM-2']);
    expect(skus(catalog.view([...all].reverse(), view({ sort: 'sku' })))).toEqual(['CAM-1', 'CAM-2', 'CAM-9', 'CAM-10', 'cam-11']);
  });

  it('filters by stock and suppliers before sorting, and keeps a list\'s view per snapshot', () => {
    const stocked = view({ inStock: true, sort: 'name', lang: 'en' });
    const first = catalog.view(all, stocked, 'list:');
    expect(skus(first)).toEqual(['CAM-10', 'cam-11', 'CAM-1']);
    expect(catalog.view(all, stocked, 'list:')).toBe(first);
    expect(skus(catalog.view(all, { ...stocked, suppliers: new Set(['beta', 'aasen']) }, 'list:'))).toEqual(['cam-11', 'CAM-1']);
  });
});

describe('facets of a list', () => {
  it('counts each filter with the other applied and its own left out', () => {
    expect(catalog.facets(catalog.products, view({}))).toEqual({
      total: 5,
      inStock: 3,
      suppliers: [
        { id: 'beta', name: 'Beta', count: 2 },
        { id: 'zeta', name: 'Zeta', count: 2 },
        { id: 'aasen', name: 'Åsen', count: 1 },
      ],
    });
    expect(catalog.facets(catalog.products, view({ inStock: true, suppliers: new Set(['zeta']) }))).toEqual({
      total: 1,
      inStock: 1,
      suppliers: [
        { id: 'beta', name: 'Beta', count: 1 },
        { id: 'zeta', name: 'Zeta', count: 1 },
        { id: 'aasen', name: 'Åsen', count: 1 },
      ],
    });
  });
});
