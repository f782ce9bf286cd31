import { type TestApp, buildTestApp } from '../../../test-support/test-app';
import { type SignedInUser, createSignedInUser } from '../../../test-support/test-session';
import type { ProductRow } from '../catalog-rows';
import { loadCatalogRows } from '../load-catalog-rows';

let testApp: TestApp;
let user: SignedInUser;

beforeAll(async () => {
  testApp = await buildTestApp();
  user = await createSignedInUser(testApp.app);
});

afterAll(async () => {
  await testApp.close();
});

async function get(url: string, cookie?: string): Promise<{ status: number; text: string; type: string }> {
  const response = await testApp.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  return { status: response.statusCode, text: response.body, type: String(response.headers['content-type']) };
}

/** What a page of the whole answer must be, as JSON text. */
const slice = (whole: string, start: number, end?: number) => JSON.stringify((JSON.parse(whole) as unknown[]).slice(start, end));

describe('answers written once per catalogue snapshot', () => {
  it.each(['/api/product/list?category=kameraovervakning', '/api/productUser/list', '/api/product/list'])(
    'every page of %s is the same JSON as the same part of the whole answer',
    async (url) => {
      const cookie = url.includes('productUser') ? user.cookie : undefined;
      const whole = await get(url, cookie);
      expect(whole.type).toBe('application/json; charset=utf-8');
      const join = url.includes('?') ? '&' : '?';
      for (const [query, start, end] of [
        ['limit=24', 0, 24],
        ['limit=5&offset=10', 10, 15],
        ['offset=24', 24, undefined],
        ['offset=100000', 100_000, undefined],
        ['limit=3&offset=100000', 100_000, 100_003],
      ] as const) {
        const page = await get(`${url}${join}${query}`, cookie);
        expect(page.status).toBe(200);
        expect(page.text).toBe(slice(whole.text, start, end));
      }
    },
  );

  it('answers the best results of a search page as the head of the whole result, also when asked again', async () => {
    for (const search of ['kamera', 'dome 4 mp', 'hikvison']) {
      const whole = await get(`/api/product/search?search=${encodeURIComponent(search)}`);
      const first = await get(`/api/product/search?search=${encodeURIComponent(search)}&limit=24`);
      const again = await get(`/api/product/search?search=${encodeURIComponent(search.toUpperCase())}&limit=24`);
      const next = await get(`/api/product/search?search=${encodeURIComponent(search)}&limit=24&offset=24`);
      expect(first.text).toBe(slice(whole.text, 0, 24));
      expect(again.text).toBe(first.text);
      expect(next.text).toBe(slice(whole.text, 24, 48));
    }
  });

  it('answers a filterlist page of overlapping categories as the head of the whole list, each product once', async () => {
    const ids = encodeURIComponent('kameraovervakning,kameraovervakning:ip-kameraer,brannprodukter:roykvarslere');
    const whole = await get(`/api/product/filterlist?filterList=${ids}`);
    const skus = (JSON.parse(whole.text) as Array<{ skuId: string }>).map((product) => product.skuId);
    expect(new Set(skus).size).toBe(skus.length);
    expect((await get(`/api/product/filterlist?filterList=${ids}&limit=30&offset=5`)).text).toBe(slice(whole.text, 5, 35));
  });

  it('never lets a priced answer through the public side, whichever side asked first', async () => {
    const [product] = testApp.app.catalog.current.products;
    const sku = product?.skuId ?? '';
    const priced = await get(`/api/productUser/detail/${sku}`, user.cookie);
    expect(JSON.parse(priced.text)).toHaveProperty('price');
    const visitor = await get(`/api/product/detail/${sku}`);
    expect(visitor.text).not.toMatch(/price/i);
    await get('/api/productUser/list?limit=24', user.cookie);
    expect((await get('/api/product/list?limit=24')).text).not.toMatch(/price/i);
  });

  it('answers the new texts at once after an import', async () => {
    const rows = await loadCatalogRows(testApp.db);
    const first = rows.products[0] as ProductRow;
    await get(`/api/product/detail/${first.sku}`);
    await get('/api/product/list');
    await get(`/api/product/search?search=${first.sku}&limit=1`);
    await testApp.app.catalog.import({ menuItems: [], suppliers: [], products: [{ ...first, title: { nb: 'Nytt navn', en: 'New name' } }] });
    expect(JSON.parse((await get(`/api/product/detail/${first.sku}`)).text).title.nb).toBe('Nytt navn');
    const list = JSON.parse((await get('/api/product/list')).text) as Array<{ skuId: string; title: { nb: string } }>;
    expect(list.find((product) => product.skuId === first.sku)?.title.nb).toBe('Nytt navn');
    expect(JSON.parse((await get(`/api/product/search?search=${first.sku}&limit=1`)).text)[0].title.nb).toBe('Nytt navn');
  });
});
