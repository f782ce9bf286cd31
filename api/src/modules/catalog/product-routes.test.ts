import { CATEGORY_KEYS, PRODUCT_ID_PATTERN } from '@shop/shared/routes';
import { type TestApp, buildTestApp } from '../../../test/support/test-app';
import type { MenuItem, ProductDetails, PublicProduct } from './domain-types';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp();
});

afterAll(async () => {
  await testApp.close();
});

async function getJson<T>(url: string): Promise<{ status: number; body: T; raw: string }> {
  const response = await testApp.app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json<T>(), raw: response.body };
}

function depth(items: MenuItem[]): number {
  return items.length === 0 ? 0 : 1 + Math.max(...items.map((item) => depth(item.subItems)));
}

describe('GET /api/product/menu', () => {
  it('answers the four categories as a tree of at most three levels with nb and en titles', async () => {
    const { status, body } = await getJson<MenuItem[]>('/api/product/menu');
    expect(status).toBe(200);
    expect(body.map((item) => item.id)).toEqual(['innbruddsalarm', 'kameraovervakning', 'brannprodukter', 'adgangskontroll']);
    expect(body.find((item) => item.id === 'kameraovervakning')?.title).toEqual({ nb: 'Kameraovervåkning', en: 'Camera surveillance' });
    expect(depth(body)).toBe(3);

    const visit = (items: MenuItem[], parentId: string | null) => {
      for (const item of items) {
        expect(item.id).toBe(parentId ? `${parentId}:${item.id.split(':').at(-1)}` : item.id);
        expect(item.title.nb.length).toBeGreaterThan(0);
        expect(item.title.en.length).toBeGreaterThan(0);
        visit(item.subItems, item.id);
      }
    };
    visit(body, null);
    const cameras = body.find((item) => item.id === 'kameraovervakning');
    const ipCameras = cameras?.subItems.find((item) => item.id === 'kameraovervakning:ip-kameraer');
    expect(ipCameras?.subItems.map((item) => item.id)).toContain('kameraovervakning:ip-kameraer:bullet-kameraer');
  });
});

describe('GET /api/product/list', () => {
  it('answers every product, unpaged, when no category is given', async () => {
    const { status, body } = await getJson<PublicProduct[]>('/api/product/list');
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThanOrEqual(1500);
    expect(new Set(body.map((product) => product.skuId)).size).toBe(body.length);
    for (const product of body) expect(product.skuId).toMatch(PRODUCT_ID_PATTERN);
  });

  it('answers the products of one category, whose paths start at that category', async () => {
    const { status, body } = await getJson<PublicProduct[]>('/api/product/list?category=brannprodukter');
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThan(100);
    for (const product of body) {
      expect(product.category).toBe('brannprodukter');
      expect(product.categoryPath[0]).toBe('brannprodukter');
      expect(product.categoryPath.at(-1)?.startsWith('brannprodukter:')).toBe(true);
    }
  });

  it('splits the catalogue into the four categories without loss', async () => {
    const all = await getJson<PublicProduct[]>('/api/product/list');
    let sum = 0;
    for (const key of CATEGORY_KEYS) sum += (await getJson<PublicProduct[]>(`/api/product/list?category=${key}`)).body.length;
    expect(sum).toBe(all.body.length);
  });

  it.each(['kameraovervåkning', 'KAMERAOVERVÅKNING', 'Kameraovervakning'])('maps %s to kameraovervakning', async (name) => {
    const { status, body } = await getJson<PublicProduct[]>(`/api/product/list?category=${encodeURIComponent(name)}`);
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThan(100);
    expect(body.every((product) => product.category === 'kameraovervakning')).toBe(true);
  });

  it('answers 400 naming the allowed categories for an unknown one', async () => {
    const { status, body } = await getJson<{ error: string; message: string; details: unknown[] }>('/api/product/list?category=dorer');
    expect(status).toBe(400);
    expect(body.error).toBe('Bad Request');
    expect(body.message).toBe('category must be one of: innbruddsalarm, kameraovervakning, brannprodukter, adgangskontroll');
    expect(body.details).toEqual([{ field: 'category', message: body.message }]);
  });

  it.each([
    ['limit=abc', 'limit must be an integer'],
    ['limit=0', 'limit must be at least 1'],
    ['limit=2.5', 'limit must be an integer'],
    ['offset=-1', 'offset must be at least 0'],
  ])('answers 400 for %s', async (query, message) => {
    const { status, body } = await getJson<{ message: string }>(`/api/product/list?${query}`);
    expect(status).toBe(400);
    expect(body.message).toBe(message);
  });

  it('pages with limit and offset when asked', async () => {
    const all = (await getJson<PublicProduct[]>('/api/product/list?category=adgangskontroll')).body;
    const page = (await getJson<PublicProduct[]>('/api/product/list?category=adgangskontroll&limit=5&offset=10')).body;
    expect(page.map((product) => product.skuId)).toEqual(all.slice(10, 15).map((product) => product.skuId));
  });

  it('refuses a page size of 400 nines, which is read as Infinity and once passed its maximum', async () => {
    const { status, body } = await getJson<{ message: string }>(`/api/product/list?limit=${'9'.repeat(400)}`);
    expect(status).toBe(400);
    expect(body.message).toBe('limit must be a number of a sensible size');
  });
});

describe('GET /api/product/featured', () => {
  it('answers twelve pictured products from all four categories', async () => {
    const { status, body } = await getJson<PublicProduct[]>('/api/product/featured');
    expect(status).toBe(200);
    expect(body).toHaveLength(12);
    expect(new Set(body.map((product) => product.category))).toEqual(new Set(CATEGORY_KEYS));
    for (const product of body) expect(product.images.length).toBeGreaterThan(0);
  });
});

describe('GET /api/product/detail/:id', () => {
  it('answers the description and specs of a product', async () => {
    const [first] = (await getJson<PublicProduct[]>('/api/product/list?limit=1')).body;
    const { status, body } = await getJson<ProductDetails>(`/api/product/detail/${first?.skuId}`);
    expect(status).toBe(200);
    expect(body.skuId).toBe(first?.skuId);
    expect(body.description.nb.length).toBeGreaterThan(20);
    expect(body.specs.length).toBeGreaterThan(2);
    expect(body.specs[0]).toEqual({ label: { nb: expect.any(String), en: expect.any(String) }, value: { nb: expect.any(String), en: expect.any(String) } });
  });

  it('answers 404 for an unknown SKU and 400 for an impossible one', async () => {
    expect((await getJson('/api/product/detail/NOPE-123')).status).toBe(404);
    const bad = await getJson<{ message: string }>('/api/product/detail/-bad');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('id has an invalid format');
  });
});

describe('GET /api/product/suppliers and /api/product/banners', () => {
  it('answers 30 suppliers with logos served by the shop', async () => {
    const { status, body } = await getJson<Array<{ id: string; name: string; logo: string }>>('/api/product/suppliers');
    expect(status).toBe(200);
    expect(body).toHaveLength(30);
    for (const supplier of body) expect(supplier.logo).toBe(`/api/images/suppliers/${supplier.id}.png`);
  });

  it('answers the banner items with texts in both languages', async () => {
    const { status, body } = await getJson<Array<{ bannerText: { nb: string; en: string }; image: string }>>('/api/product/banners');
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThan(0);
    for (const banner of body) {
      expect(banner.bannerText.nb).not.toBe('');
      expect(banner.bannerText.en).not.toBe('');
      expect(banner.image).toMatch(/^\/api\/images\/banners\/\d+\.png$/);
    }
  });
});

describe('public answers carry no prices', () => {
  it.each([
    '/api/product/list',
    '/api/product/list?category=kameraovervakning',
    '/api/product/featured',
    '/api/product/menu',
    '/api/product/suppliers',
    '/api/product/banners',
    '/api/product/search?search=kamera',
    '/api/product/filterlist?filterList=brannprodukter,adgangskontroll:laser',
  ])('%s has no price, indicativePrice or discount anywhere', async (url) => {
    const { status, raw } = await getJson(url);
    expect(status).toBe(200);
    expect(raw).not.toMatch(/"(price|indicativePrice|discount|percentage|featuredRank)"/i);
  });

  it('the detail answer has none either, although the catalogue holds them', async () => {
    const product = testApp.app.catalog.current.products.find((candidate) => candidate.discount);
    expect(product?.price).toEqual(expect.any(Number));
    const { raw } = await getJson(`/api/product/detail/${product?.skuId}`);
    expect(raw).not.toMatch(/"(price|indicativePrice|discount|percentage|featuredRank)"/i);
  });
});
