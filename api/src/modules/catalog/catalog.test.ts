import { buildCatalog } from './catalog';
import type { CatalogRows, ProductRow } from './catalog-rows';

const text = (nb: string) => ({ nb, en: `${nb} (en)` });

function product(sku: string, categoryPath: string, overrides: Partial<ProductRow> = {}): ProductRow {
  return {
    sku, title: text(`Tittel ${sku}`), subHeading: text('Under'), description: text('Beskrivelse'), specs: [],
    supplierId: 'acme', categoryPath, price: 100, indicativePrice: 100, discountPercentage: null, images: [], featuredRank: null,
    ...overrides,
  };
}

const rows: CatalogRows = {
  menuItems: [
    { id: 'brannprodukter', parentId: null, position: 1, title: text('Brann') },
    { id: 'innbruddsalarm', parentId: null, position: 0, title: text('Innbrudd') },
    { id: 'innbruddsalarm:detektorer', parentId: 'innbruddsalarm', position: 0, title: text('Detektorer') },
    { id: 'innbruddsalarm:detektorer:pir', parentId: 'innbruddsalarm:detektorer', position: 1, title: text('PIR') },
    { id: 'innbruddsalarm:detektorer:glass', parentId: 'innbruddsalarm:detektorer', position: 0, title: text('Glass') },
  ],
  suppliers: [{ id: 'acme', name: 'Acme', logo: '/acme.svg', position: 0 }],
  products: [
    product('B-1', 'brannprodukter', { featuredRank: 2 }),
    product('P-2', 'innbruddsalarm:detektorer:pir', { title: text('Alfa'), price: 80, discountPercentage: 20, featuredRank: 1 }),
    product('G-1', 'innbruddsalarm:detektorer:glass'),
    product('P-1', 'innbruddsalarm:detektorer:pir', { title: text('Beta') }),
  ],
  banners: [],
};

describe('buildCatalog', () => {
  const catalog = buildCatalog(rows);

  it('builds the menu tree in position order', () => {
    expect(catalog.menu.map((item) => item.id)).toEqual(['innbruddsalarm', 'brannprodukter']);
    expect(catalog.menu[0]?.subItems[0]?.subItems.map((item) => item.id)).toEqual([
      'innbruddsalarm:detektorer:glass',
      'innbruddsalarm:detektorer:pir',
    ]);
  });

  it('orders products by menu position, then by Norwegian title', () => {
    expect(catalog.products.map((item) => item.skuId)).toEqual(['G-1', 'P-2', 'P-1', 'B-1']);
  });

  it('expands the category path to every level and names the supplier', () => {
    expect(catalog.product('P-1')).toMatchObject({
      category: 'innbruddsalarm',
      categoryPath: ['innbruddsalarm', 'innbruddsalarm:detektorer', 'innbruddsalarm:detektorer:pir'],
      supplier: { id: 'acme', name: 'Acme' },
    });
    expect(catalog.productsIn('brannprodukter').map((item) => item.skuId)).toEqual(['B-1']);
  });

  it('carries the discount only where there is one, and featured products by rank', () => {
    expect(catalog.product('P-2')?.discount).toEqual({ percentage: 20 });
    expect(catalog.product('P-1')).not.toHaveProperty('discount');
    expect(catalog.featured.map((item) => item.skuId)).toEqual(['P-2', 'B-1']);
  });
});
