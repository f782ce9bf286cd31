import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { appWithUsers } from '../../../../test/support/app-with-users';
import type { ProductRow } from '../catalog-rows';
import { loadCatalogRows } from '../load-catalog-rows';

const shop = appWithUsers();

async function get(url: string, cookie?: string): Promise<{ status: number; text: string; type: string }> {
  const response = await shop.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  return { status: response.statusCode, text: response.body, type: String(response.headers['content-type']) };
}

/** What a page of the whole answer must be, as JSON text. */
const slice = (whole: string, start: number, end?: number) => JSON.stringify((JSON.parse(whole) as unknown[]).slice(start, end));

describe('answers written once per catalogue snapshot', () => {
  it.each(['/api/product/list?category=kameraovervakning', '/api/productUser/list', '/api/product/list'])(
    'every page of %s is the same JSON as the same part of the whole answer',
    async (url) => {
      const cookie = url.includes('productUser') ? shop.user.cookie : undefined;
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
    const [product] = shop.app.catalog.current.products;
    const sku = product?.skuId ?? '';
    const priced = await get(`/api/productUser/detail/${sku}`, shop.user.cookie);
    expect(JSON.parse(priced.text)).toHaveProperty('price');
    const visitor = await get(`/api/product/detail/${sku}`);
    expect(visitor.text).not.toMatch(/price/i);
    await get('/api/productUser/list?limit=24', shop.user.cookie);
    expect((await get('/api/product/list?limit=24')).text).not.toMatch(/price/i);
  });

  it('answers the new texts at once after an import', async () => {
    const rows = await loadCatalogRows(shop.db);
    const first = rows.products[0] as ProductRow;
    await get(`/api/product/detail/${first.sku}`);
    await get('/api/product/list');
    await get(`/api/product/search?search=${first.sku}&limit=1`);
    await shop.app.catalog.import({ menuItems: [], suppliers: [], products: [{ ...first, title: { nb: 'Nytt navn', en: 'New name' } }] });
    expect(JSON.parse((await get(`/api/product/detail/${first.sku}`)).text).title.nb).toBe('Nytt navn');
    const list = JSON.parse((await get('/api/product/list')).text) as Array<{ skuId: string; title: { nb: string } }>;
    expect(list.find((product) => product.skuId === first.sku)?.title.nb).toBe('Nytt navn');
    expect(JSON.parse((await get(`/api/product/search?search=${first.sku}&limit=1`)).text)[0].title.nb).toBe('Nytt navn');
  });

  describe('whole lists for a client taking br or gzip', () => {
    const UNPACK = { br: brotliDecompressSync, gzip: gunzipSync } as const;
    const raw = (url: string, headers: Record<string, string>): Promise<LightMyRequestResponse> =>
      shop.app.inject({ method: 'GET', url, headers });
    const cookieFor = (url: string): Record<string, string> => (url.includes('productUser') ? { cookie: shop.user.cookie } : {});

    it.each([
      ['br', '/api/product/list?category=kameraovervakning'],
      ['gzip', '/api/product/list?category=kameraovervakning'],
      ['br', '/api/product/list'],
      ['gzip', '/api/product/list?category=brannprodukter&offset=24'],
      ['br', '/api/productUser/list?category=innbruddsalarm'],
      ['gzip', '/api/product/featured'],
    ] as const)('answers %s for %s: the same JSON as uncompressed, the same bytes each time', async (encoding, url) => {
      const plain = await raw(url, cookieFor(url));
      const first = await raw(url, { ...cookieFor(url), 'accept-encoding': encoding });
      const again = await raw(url, { ...cookieFor(url), 'accept-encoding': encoding });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(first.statusCode).toBe(200);
      expect(first.headers['content-encoding']).toBe(encoding);
      expect(first.headers.vary).toBe('accept-encoding');
      expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(Number(first.headers['content-length'])).toBe(first.rawPayload.length);
      expect(first.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
      expect(UNPACK[encoding](first.rawPayload).equals(plain.rawPayload)).toBe(true);
      expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    });

    it('answers requests arriving together from one compression, all alike', async () => {
      const url = '/api/product/list?category=adgangskontroll';
      const answers = await Promise.all(Array.from({ length: 8 }, () => raw(url, { 'accept-encoding': 'gzip, deflate, br, zstd' })));
      const plain = await raw(url, {});
      for (const answer of answers) {
        expect(answer.headers['content-encoding']).toBe('br');
        expect(answer.rawPayload.equals(answers[0]?.rawPayload ?? Buffer.alloc(0))).toBe(true);
      }
      expect(brotliDecompressSync(answers[0]?.rawPayload ?? Buffer.alloc(0)).equals(plain.rawPayload)).toBe(true);
    });

    it.each([
      ['identity', {}],
      ['br;q=0, gzip;q=0', {}],
      ['br', { 'x-no-compression': '1' }],
    ])('sends the bytes as they are for accept-encoding %j %j', async (encoding, extra) => {
      const url = '/api/product/list?category=brannprodukter';
      const answer = await raw(url, { 'accept-encoding': encoding, ...extra });
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.headers.vary).toBeUndefined();
      expect(answer.rawPayload.equals((await raw(url, {})).rawPayload)).toBe(true);
    });

    it('never sends a compressed priced list to the public side', async () => {
      const priced = await raw('/api/productUser/list?category=brannprodukter', { cookie: shop.user.cookie, 'accept-encoding': 'br' });
      expect(brotliDecompressSync(priced.rawPayload).toString()).toMatch(/"price"/);
      const visitor = await raw('/api/product/list?category=brannprodukter', { 'accept-encoding': 'br' });
      expect(brotliDecompressSync(visitor.rawPayload).toString()).not.toMatch(/price/i);
    });

    it('cuts pages from a list with multi-byte characters, and answers the new list after an import, plain and compressed', async () => {
      const rows = await loadCatalogRows(shop.db);
      const product = rows.products.find((row) => row.categoryPath.startsWith('brannprodukter')) as ProductRow;
      const url = '/api/product/list?category=brannprodukter';
      const before = await raw(url, { 'accept-encoding': 'gzip' });
      const title = { nb: 'Røykvarsler – ø 100 mm, 10 år', en: 'Smoke alarm – ø 100 mm, 10 years' };
      await shop.app.catalog.import({ menuItems: [], suppliers: [], products: [{ ...product, title }] });

      const whole = await get(url);
      const at = (JSON.parse(whole.text) as Array<{ skuId: string }>).findIndex((item) => item.skuId === product.sku);
      expect((JSON.parse(whole.text) as Array<{ title: unknown }>)[at]?.title).toEqual(title);
      for (const offset of [Math.max(at - 1, 0), at, at + 1]) {
        const page = await raw(`${url}&offset=${offset}`, {});
        expect(page.body).toBe(slice(whole.text, offset));
        const packed = await raw(`${url}&offset=${offset}`, { 'accept-encoding': 'br' });
        expect(brotliDecompressSync(packed.rawPayload).toString('utf8')).toBe(page.body);
      }
      const after = await raw(url, { 'accept-encoding': 'gzip' });
      expect(gunzipSync(after.rawPayload).toString('utf8')).toBe(whole.text);
      expect(gunzipSync(before.rawPayload).toString('utf8')).not.toContain(title.nb);
    });
  });
});
