import { appWithUsers } from '../../../test/support/app-with-users';
import type { Facets } from '@shop/shared/contracts';
import type { PricedProduct, PublicProduct } from './domain-types';

const shop = appWithUsers();

type ErrorBody = { message: string; details?: Array<{ field: string; message: string }> };

async function getJson<T>(url: string, cookie?: string): Promise<{ status: number; body: T }> {
  const response = await shop.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  return { status: response.statusCode, body: response.json<T>() };
}
const products = async (url: string, cookie?: string) => {
  const { status, body } = await getJson<PricedProduct[]>(url, cookie);
  expect(status).toBe(200);
  return body;
};
const skus = (list: PublicProduct[]) => list.map((product) => product.skuId);
const units = (product: PublicProduct) => product.availability.stock.reduce((sum, entry) => sum + entry.quantity, 0);
const sorted = <T>(list: T[], compare: (a: T, b: T) => number) => [...list].sort(compare);

describe('list filters', () => {
  it('inStock=true keeps the products some warehouse holds, in the list\'s order', async () => {
    const all = await products('/api/product/list?category=kameraovervakning');
    const stocked = await products('/api/product/list?category=kameraovervakning&inStock=true');
    expect(stocked.length).toBeGreaterThan(0);
    expect(stocked.length).toBeLessThan(all.length);
    expect(skus(stocked)).toEqual(skus(all.filter((product) => units(product) > 0)));
    // The same list again: kept per snapshot, answered alike.
    expect(skus(await products('/api/product/list?category=kameraovervakning&inStock=true'))).toEqual(skus(stocked));
  });

  it('supplier=a,b keeps those suppliers\' products, any case, with the other filters', async () => {
    const all = await products('/api/product/list?category=innbruddsalarm');
    const [first, second] = [...new Set(all.map((product) => product.supplier.id))];
    const chosen = await products(`/api/product/list?category=innbruddsalarm&supplier=${first},${second?.toUpperCase()}`);
    expect(skus(chosen)).toEqual(skus(all.filter((product) => product.supplier.id === first || product.supplier.id === second)));
    const stocked = await products(`/api/product/list?category=innbruddsalarm&supplier=${first}&inStock=true`);
    expect(skus(stocked)).toEqual(skus(all.filter((product) => product.supplier.id === first && units(product) > 0)));
  });

  it('filters and sorts a search and a menu filter, paged after filtering', async () => {
    const found = await products('/api/product/search?search=kamera');
    const stocked = found.filter((product) => units(product) > 0);
    expect(skus(await products('/api/product/search?search=kamera&inStock=true'))).toEqual(skus(stocked));
    expect(skus(await products('/api/product/search?search=kamera&inStock=true&limit=5&offset=3'))).toEqual(skus(stocked.slice(3, 8)));
    const filtered = await products('/api/product/filterlist?filterList=brannprodukter,adgangskontroll:kortlesere');
    const bySku = await products('/api/product/filterlist?filterList=brannprodukter,adgangskontroll:kortlesere&sort=sku');
    expect(new Set(skus(bySku))).toEqual(new Set(skus(filtered)));
    const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
    expect(skus(bySku)).toEqual(skus(sorted(filtered, (a, b) => collator.compare(a.skuId, b.skuId) || (a.skuId < b.skuId ? -1 : 1))));
  });
});

describe('list sorting', () => {
  it('sorts by name in the language asked for', async () => {
    const list = await products('/api/product/list?category=brannprodukter');
    const nb = new Intl.Collator('nb');
    const en = new Intl.Collator('en');
    const byName = await products('/api/product/list?category=brannprodukter&sort=name');
    expect(byName.map((product) => product.title.nb)).toEqual(list.map((product) => product.title.nb).sort(nb.compare));
    const byEnglish = await products('/api/product/list?category=brannprodukter&sort=name&lang=en&limit=30&offset=10');
    expect(byEnglish.map((product) => product.title.en)).toEqual(list.map((product) => product.title.en).sort(en.compare).slice(10, 40));
  });

  it('sorts by supplier name, keeping the list\'s own order within a supplier', async () => {
    const found = await products('/api/product/search?search=detektor');
    const bySupplier = await products('/api/product/search?search=detektor&sort=supplier');
    const names = bySupplier.map((product) => product.supplier.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('nb').compare));
    for (const supplier of new Set(names)) {
      const of = (list: PublicProduct[]) => skus(list.filter((product) => product.supplier.name === supplier));
      expect(of(bySupplier)).toEqual(of(found));
    }
  });

  it('sorts a logged-in retailer\'s list by price, either way', async () => {
    const cookie = shop.user.cookie;
    const cheapest = await products('/api/productUser/list?category=adgangskontroll&sort=price', cookie);
    const prices = cheapest.map((product) => product.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const dearest = await products('/api/productUser/list?category=adgangskontroll&sort=price-desc&inStock=true', cookie);
    expect(dearest.map((product) => product.price)).toEqual(cheapest.filter((product) => units(product) > 0).map((product) => product.price).reverse());
    const searched = await products('/api/productUser/search?search=kamera&sort=price&limit=10', cookie);
    expect(searched.map((product) => product.price)).toEqual([...searched.map((product) => product.price)].sort((a, b) => a - b));
  });

  it.each(['price', 'price-desc'])('refuses a visitor\'s list sorted by %s, saying why', async (sort) => {
    for (const url of [`/api/product/list?sort=${sort}`, `/api/product/search?search=kamera&sort=${sort}`, `/api/product/filterlist?filterList=brannprodukter&sort=${sort}`]) {
      const { status, body } = await getJson<ErrorBody & PublicProduct[]>(url);
      expect(status).toBe(400);
      expect(body.message).toBe(`sort=${sort} needs a login: prices are only on the /api/productUser lists`);
      expect(body.details?.[0]?.field).toBe('sort');
    }
  });
});

describe('bad sort and filter values', () => {
  it.each([
    ['sort must be one of: relevance, name, supplier, sku, price, price-desc', 'sort=cheapest'],
    ['lang must be one of: nb, en', 'sort=name&lang=de'],
    ['inStock must be a boolean', 'inStock=maybe'],
    ['supplier must name at least one supplier', 'supplier='],
    ['supplier must name at least one supplier', 'supplier=%2C%20%2C'],
    ['supplier names unknown suppliers: nobody-we-know', 'supplier=nobody-we-know'],
    ['supplier has ids of the wrong form: æøå', 'supplier=%C3%A6%C3%B8%C3%A5'],
    ['supplier must be at most 2000 characters long', `supplier=${'a'.repeat(2001)}`],
  ])('answers 400 "%s" on every list (and the facets, which take the filters)', async (message, query) => {
    const lists = ['/api/product/list?', '/api/productUser/search?search=kamera&', '/api/product/filterlist?filterList=brannprodukter&'];
    for (const base of query.startsWith('s') && !query.startsWith('supplier') ? lists : [...lists, '/api/productUser/facets?']) {
      const { status, body } = await getJson<ErrorBody>(`${base}${query}`, shop.user.cookie);
      expect(status).toBe(400);
      expect(body.message).toBe(message);
    }
  });
});

describe('GET /api/product/facets', () => {
  it('counts each supplier\'s products of a category, by name, with the stock filter applied', async () => {
    const list = await products('/api/product/list?category=kameraovervakning');
    const { status, body } = await getJson<Facets>('/api/product/facets?category=kameraovervakning');
    expect(status).toBe(200);
    expect(body.total).toBe(list.length);
    expect(body.inStock).toBe(list.filter((product) => units(product) > 0).length);
    const expected = new Map<string, number>();
    for (const product of list) expected.set(product.supplier.id, (expected.get(product.supplier.id) ?? 0) + 1);
    expect(new Map(body.suppliers.map((supplier) => [supplier.id, supplier.count]))).toEqual(expected);
    const names = body.suppliers.map((supplier) => supplier.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('nb').compare));

    const stocked = (await getJson<Facets>('/api/product/facets?category=kameraovervakning&inStock=true')).body;
    expect(stocked.total).toBe(body.inStock);
    expect(stocked.suppliers.reduce((sum, supplier) => sum + supplier.count, 0)).toBe(body.inStock);
  });

  it('counts a search and a menu filter as their lists show them, a chosen supplier in the totals only', async () => {
    const supplier = (await getJson<Facets>('/api/product/facets?search=kamera')).body.suppliers[0]?.id as string;
    const shown = await products(`/api/product/search?search=kamera&supplier=${supplier}`);
    const facets = (await getJson<Facets>(`/api/product/facets?search=kamera&supplier=${supplier}`)).body;
    expect(facets.total).toBe(shown.length);
    expect(facets.inStock).toBe(shown.filter((product) => units(product) > 0).length);
    expect(facets.suppliers.length).toBeGreaterThan(1);
    const menu = await products('/api/product/filterlist?filterList=brannprodukter');
    expect((await getJson<Facets>('/api/product/facets?filterList=brannprodukter')).body.total).toBe(menu.length);
    const everything = (await getJson<Facets>('/api/productUser/facets', shop.user.cookie)).body;
    expect(everything.total).toBe((await products('/api/product/list')).length);
  });

  it('answers 400 for more than one list, and a bad category or search', async () => {
    for (const [query, message] of [
      ['category=brannprodukter&search=kamera', 'Give at most one of category, filterList and search'],
      ['filterList=nowhere', 'filterList names unknown categories: nowhere'],
      ['search=%21%21', 'search must contain a letter or a digit'],
      ['category=garden', 'category must be one of: innbruddsalarm, kameraovervakning, brannprodukter, adgangskontroll'],
    ]) {
      const { status, body } = await getJson<ErrorBody>(`/api/product/facets?${query}`);
      expect(status).toBe(400);
      expect(body.message).toBe(message);
    }
  });
});
