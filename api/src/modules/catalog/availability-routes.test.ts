import { appWithUsers } from '../../../test/support/app-with-users';
import type { PricedProduct, PricedProductDetails, PublicProduct, Warehouse } from './domain-types';

const shop = appWithUsers();
const WAREHOUSES = ['oslo', 'bergen', 'trondheim'];

async function getJson<T>(url: string, cookie?: string): Promise<{ status: number; body: T }> {
  const response = await shop.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  return { status: response.statusCode, body: response.json<T>() };
}

/** The same product on the priced side and the public side. */
const bothSides = (path: string) => [`/api/product/${path}`, `/api/productUser/${path}`];

/** Every answer that lists products, as an array of them. */
const LISTS: Array<[string, (body: unknown) => PublicProduct[]]> = [
  ['list', (body) => body as PublicProduct[]],
  ['list?category=brannprodukter', (body) => body as PublicProduct[]],
  ['featured', (body) => body as PublicProduct[]],
  ['search?search=kamera&limit=50', (body) => body as PublicProduct[]],
  ['filterlist?filterList=adgangskontroll,innbruddsalarm:detektorer&limit=50', (body) => body as PublicProduct[]],
  ['batch', (body) => (body as { products: PublicProduct[] }).products],
];
/** The batch asks for the catalogue's first 40 products and one it does not have. */
const urlOf = (base: string, path: string) =>
  path === 'batch'
    ? `${base}/batch?skus=${[...shop.app.catalog.current.products.slice(0, 40).map((product) => product.skuId), 'NOT-A-PRODUCT'].join(',')}`
    : `${base}/${path}`;

describe('availability in the catalogue answers', () => {
  it('GET /api/product/warehouses names the warehouses in both languages, in order', async () => {
    const { status, body } = await getJson<Warehouse[]>('/api/product/warehouses');
    expect(status).toBe(200);
    expect(body).toEqual([
      { code: 'oslo', name: { nb: 'Oslo', en: 'Oslo' } },
      { code: 'bergen', name: { nb: 'Bergen', en: 'Bergen' } },
      { code: 'trondheim', name: { nb: 'Trondheim', en: 'Trondheim' } },
    ]);
  });

  it.each(LISTS)('/api/product/%s: every product carries its stock per warehouse holding any, and no price', async (path, productsOf) => {
    const { status, body } = await getJson<unknown>(urlOf('/api/product', path));
    expect(status).toBe(200);
    const products = productsOf(body);
    expect(products.length).toBeGreaterThan(0);
    for (const product of products) {
      // The warehouses holding any, in the warehouses' order.
      const named = product.availability.stock.map((entry) => entry.warehouse);
      expect(named).toEqual(WAREHOUSES.filter((warehouse) => named.includes(warehouse)));
      for (const { quantity } of product.availability.stock) expect(Number.isInteger(quantity) && quantity > 0).toBe(true);
      expect(product).not.toHaveProperty('price');
      expect(product).not.toHaveProperty('indicativePrice');
      expect(product).not.toHaveProperty('discount');
    }
  });

  it.each(LISTS)('/api/productUser/%s: the same availability, with the price', async (path, productsOf) => {
    const visitor = productsOf((await getJson<unknown>(urlOf('/api/product', path))).body);
    const { status, body } = await getJson<unknown>(urlOf('/api/productUser', path), shop.user.cookie);
    expect(status).toBe(200);
    const priced = productsOf(body) as PricedProduct[];
    expect(priced.map((product) => product.skuId)).toEqual(visitor.map((product) => product.skuId));
    priced.forEach((product, index) => {
      expect(product.price).toEqual(expect.any(Number));
      expect(product.availability).toEqual(visitor[index]?.availability);
    });
  });

  it('answers each product with the stock and lead time the database holds', async () => {
    // One product of each kind the seed spreads: on one shelf only, ordered in, neither.
    const [onlyOne, orderedIn, neither] = await Promise.all(
      [
        `(SELECT count(*) FROM product_stock s WHERE s.sku = p.sku) = 1`,
        `NOT EXISTS (SELECT 1 FROM product_stock s WHERE s.sku = p.sku) AND lead_time_min_days IS NOT NULL`,
        `NOT EXISTS (SELECT 1 FROM product_stock s WHERE s.sku = p.sku) AND lead_time_min_days IS NULL`,
      ].map(async (condition) => {
        const [row] = await shop.db.query<{ sku: string; min: number | null; max: number | null }>(
          `SELECT sku, lead_time_min_days AS min, lead_time_max_days AS max FROM products p WHERE ${condition} ORDER BY sku LIMIT 1`,
        );
        if (!row) throw new Error(`The demo catalogue has no product where ${condition}`);
        const stock = await shop.db.query<{ warehouse: string; quantity: number }>('SELECT warehouse, quantity FROM product_stock WHERE sku = $1', [row.sku]);
        return { ...row, stock: new Map(stock.map((entry) => [entry.warehouse, entry.quantity])) };
      }),
    );
    for (const row of [onlyOne, orderedIn, neither]) {
      for (const url of bothSides(`detail/${row?.sku}`)) {
        const { status, body } = await getJson<PricedProductDetails>(url, shop.user.cookie);
        expect(status).toBe(200);
        const held = WAREHOUSES.filter((warehouse) => row?.stock.has(warehouse));
        expect(body.availability.stock).toEqual(held.map((warehouse) => ({ warehouse, quantity: row?.stock.get(warehouse) })));
        if (row?.min) expect(body.availability.leadTime).toEqual({ minDays: row.min, maxDays: row.max });
        else expect(body.availability).not.toHaveProperty('leadTime');
      }
    }
  });
});
