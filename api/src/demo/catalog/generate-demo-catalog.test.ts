import { CATEGORY_KEYS, PRODUCT_ID_PATTERN } from '@shop/shared/routes';
import { validateCatalogRows } from '../../modules/catalog';
import { DEMO_WAREHOUSES } from './demo-availability';
import { generateDemoCatalog } from './generate-demo-catalog';

const catalog = generateDemoCatalog();

describe('generateDemoCatalog', () => {
  it('comes out the same on every run', () => {
    const again = generateDemoCatalog();
    expect(again.products.slice(0, 20).map((product) => product.sku)).toEqual(catalog.products.slice(0, 20).map((product) => product.sku));
    expect(again).toEqual(catalog);
  });

  it('differs for another seed', () => {
    expect(generateDemoCatalog(7).products.map((product) => product.sku)).not.toEqual(catalog.products.map((product) => product.sku));
  });

  it('holds at least 1,500 products with unique, well-formed SKUs', () => {
    expect(catalog.products.length).toBeGreaterThanOrEqual(1500);
    const skus = catalog.products.map((product) => product.sku);
    expect(new Set(skus).size).toBe(skus.length);
    for (const sku of skus) expect(sku).toMatch(PRODUCT_ID_PATTERN);
  });

  it('passes the import validation', () => {
    expect(validateCatalogRows(catalog, { warehouseCodes: new Set(DEMO_WAREHOUSES) })).toEqual([]);
  });

  it('spreads stock and lead times as a distributor has them', () => {
    const total = catalog.products.length;
    const share = (test: (product: (typeof catalog.products)[number]) => boolean) => catalog.products.filter(test).length / total;
    const shelves = (product: (typeof catalog.products)[number]) => Object.values(product.stock ?? {}).filter((quantity) => quantity > 0).length;
    // Every product says how many each warehouse holds, none included.
    for (const product of catalog.products) expect(Object.keys(product.stock ?? {}).sort()).toEqual([...DEMO_WAREHOUSES].sort());
    expect(share((product) => shelves(product) > 0)).toBeGreaterThan(0.6);
    expect(share((product) => shelves(product) === 1)).toBeGreaterThan(0.1);
    expect(share((product) => shelves(product) === 3)).toBeGreaterThan(0.05);
    const orderedIn = share((product) => shelves(product) === 0 && product.leadTime !== null);
    expect(orderedIn).toBeGreaterThan(0.15);
    expect(orderedIn).toBeLessThan(0.35);
    const neither = share((product) => shelves(product) === 0 && product.leadTime === null);
    expect(neither).toBeGreaterThan(0.01);
    expect(neither).toBeLessThan(0.1);
  });

  it('has the four categories with sub-categories down to three levels', () => {
    const roots = catalog.menuItems.filter((item) => item.parentId === null).map((item) => item.id);
    expect(roots).toEqual([...CATEGORY_KEYS]);
    for (const key of CATEGORY_KEYS) {
      expect(catalog.menuItems.some((item) => item.id.startsWith(`${key}:`) && item.id.split(':').length === 3)).toBe(true);
    }
    expect(catalog.menuItems.map((item) => item.id)).toEqual(
      expect.arrayContaining(['kameraovervakning:ip-kameraer:bullet-kameraer', 'innbruddsalarm:detektorer:pir-detektorer', 'brannprodukter:roykvarslere', 'adgangskontroll:kortlesere']),
    );
    expect(Math.max(...catalog.menuItems.map((item) => item.id.split(':').length))).toBe(3);
  });

  it('puts every product in a menu leaf and gives every leaf products', () => {
    const parents = new Set(catalog.menuItems.map((item) => item.parentId));
    const leaves = catalog.menuItems.filter((item) => !parents.has(item.id)).map((item) => item.id);
    const used = new Set(catalog.products.map((product) => product.categoryPath));
    expect([...used].sort()).toEqual([...leaves].sort());
  });

  it('prices in NOK with two decimals, a discount exactly when below the indicative price', () => {
    let discounted = 0;
    for (const product of catalog.products) {
      expect(product.price).toBeGreaterThan(0);
      expect(Math.round(product.price * 100) / 100).toBe(product.price);
      expect(product.indicativePrice).toBeGreaterThanOrEqual(product.price);
      expect(product.discountPercentage !== null).toBe(product.indicativePrice > product.price);
      if (product.discountPercentage !== null) discounted += 1;
    }
    expect(discounted).toBeGreaterThan(100);
  });

  it('has 30 suppliers, texts in both languages, some products without pictures and 12 featured', () => {
    expect(catalog.suppliers).toHaveLength(30);
    for (const product of catalog.products) {
      for (const text of [product.title, product.subHeading, product.description]) {
        expect(text.nb).not.toBe('');
        expect(text.en).not.toBe('');
      }
      expect(product.specs.length).toBeGreaterThan(2);
    }
    expect(catalog.products.some((product) => product.images.length === 0)).toBe(true);
    const featured = catalog.products.filter((product) => product.featuredRank !== null);
    expect(featured.map((product) => product.featuredRank).sort((a, b) => (a as number) - (b as number))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });
});
