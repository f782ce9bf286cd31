import { type TestApp, buildTestApp } from '../../../test/support/test-app';
import type { PublicProduct } from './domain-types';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp();
});

afterAll(async () => {
  await testApp.close();
});

async function getJson<T>(url: string): Promise<{ status: number; body: T }> {
  const response = await testApp.app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json<T>() };
}

type ErrorBody = { error: string; message: string; details?: Array<{ field: string; message: string }> };

describe('GET /api/product/search', () => {
  it('finds a product by its exact SKU first', async () => {
    const [product] = testApp.app.catalog.current.productsIn('kameraovervakning');
    const { status, body } = await getJson<PublicProduct[]>(`/api/product/search?search=${product?.skuId}`);
    expect(status).toBe(200);
    expect(body[0]?.skuId).toBe(product?.skuId);
  });

  it('finds the plural, the singular and the English word alike', async () => {
    const plural = (await getJson<PublicProduct[]>('/api/product/search?search=kameraer')).body;
    const singular = (await getJson<PublicProduct[]>('/api/product/search?search=kamera')).body;
    const english = (await getJson<PublicProduct[]>('/api/product/search?search=cameras')).body;
    expect(plural.length).toBeGreaterThan(100);
    expect(plural.slice(0, 20).every((product) => product.category === 'kameraovervakning')).toBe(true);
    expect(singular.slice(0, 20).map((p) => p.skuId)).toEqual(plural.slice(0, 20).map((p) => p.skuId));
    expect(english.slice(0, 20).map((p) => p.skuId)).toEqual(plural.slice(0, 20).map((p) => p.skuId));
  });

  it('pages with limit and offset', async () => {
    const all = (await getJson<PublicProduct[]>('/api/product/search?search=detektor')).body;
    const part = (await getJson<PublicProduct[]>('/api/product/search?search=detektor&limit=3&offset=2')).body;
    expect(part.map((p) => p.skuId)).toEqual(all.slice(2, 5).map((p) => p.skuId));
  });

  it('answers an empty list when nothing matches', async () => {
    const { status, body } = await getJson<PublicProduct[]>('/api/product/search?search=xyzzyq');
    expect(status).toBe(200);
    expect(body).toEqual([]);
  });

  it.each([
    ['', 'search must not be empty'],
    ['search=', 'search must not be empty'],
    ['search=%20%20%20', 'search must not be empty'],
    ['search=%21%3F', 'search must contain a letter or a digit'],
    [`search=${'a'.repeat(101)}`, 'search must be at most 100 characters long'],
  ])('answers 400 for "%s"', async (query, message) => {
    const { status, body } = await getJson<ErrorBody>(`/api/product/search?${query}`);
    expect(status).toBe(400);
    expect(body.message).toBe(query === '' ? 'search is required' : message);
    expect(body.details?.[0]?.field).toBe('search');
  });
});

describe('GET /api/product/filterlist', () => {
  it('answers the products of a leaf', async () => {
    const { status, body } = await getJson<PublicProduct[]>('/api/product/filterlist?filterList=adgangskontroll:laser:magnetlaser');
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThan(0);
    for (const product of body) expect(product.categoryPath.at(-1)).toBe('adgangskontroll:laser:magnetlaser');
  });

  it('treats a checked parent as its whole sub-tree', async () => {
    const parent = (await getJson<PublicProduct[]>('/api/product/filterlist?filterList=kameraovervakning')).body;
    const list = (await getJson<PublicProduct[]>('/api/product/list?category=kameraovervakning')).body;
    expect(parent.map((p) => p.skuId)).toEqual(list.map((p) => p.skuId));
  });

  it('takes a category key in any case and as "kameraovervåkning", like list?category= (spec §3)', async () => {
    const list = (await getJson<PublicProduct[]>('/api/product/list?category=kameraovervakning')).body;
    for (const spelling of ['kameraovervåkning', 'KAMERAOVERVÅKNING', 'Kameraovervakning']) {
      const { status, body } = await getJson<PublicProduct[]>(`/api/product/filterlist?filterList=${encodeURIComponent(spelling)}`);
      expect(status).toBe(200);
      expect(body.map((p) => p.skuId)).toEqual(list.map((p) => p.skuId));
    }
    const leaf = await getJson<PublicProduct[]>(`/api/product/filterlist?filterList=${encodeURIComponent('Adgangskontroll:Laser:Magnetlaser')}`);
    expect(leaf.status).toBe(200);
    expect(leaf.body.length).toBeGreaterThan(0);
  });

  it('answers products in any of the checked categories, in catalogue order, each once', async () => {
    const ids = ['brannprodukter:slokkeutstyr', 'adgangskontroll:laser', 'adgangskontroll:laser:magnetlaser'];
    const { body } = await getJson<PublicProduct[]>(`/api/product/filterlist?filterList=${ids.join(',')}`);
    const expected = testApp.app.catalog.current.products.filter((product) =>
      product.categoryPath.some((id) => ids.includes(id)),
    );
    expect(body.map((p) => p.skuId)).toEqual(expected.map((p) => p.skuId));
    expect(new Set(body.map((p) => p.category))).toEqual(new Set(['brannprodukter', 'adgangskontroll']));
  });

  it.each([
    ['', 'filterList is required'],
    ['filterList=', 'filterList must name at least one category'],
    ['filterList=%2C%2C', 'filterList must name at least one category'],
    ['filterList=Kamera%20!', 'filterList has ids of the wrong form: kamera !'],
    ['filterList=brannprodukter,finnes-ikke', 'filterList names unknown categories: finnes-ikke'],
    [`filterList=${'a'.repeat(4001)}`, 'filterList must be at most 4000 characters long'],
  ])('answers 400 for "%s"', async (query, message) => {
    const { status, body } = await getJson<ErrorBody>(`/api/product/filterlist?${query}`);
    expect(status).toBe(400);
    expect(body.message).toBe(message);
  });
});
