import { appWithUsers } from '../../../test/support/app-with-users';
import type { PricedProduct, PricedProductDetails } from './domain-types';

const shop = appWithUsers();

async function getJson<T>(url: string, cookie?: string): Promise<{ status: number; body: T }> {
  const response = await shop.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  return { status: response.statusCode, body: response.json<T>() };
}

const ROUTES = [
  '/api/productUser/list',
  '/api/productUser/list?category=brannprodukter',
  '/api/productUser/featured',
  '/api/productUser/search?search=kamera',
  '/api/productUser/filterlist?filterList=adgangskontroll:laser',
];

describe('/api/productUser/* for a visitor', () => {
  it.each([...ROUTES, '/api/productUser/detail/ANY-1'])('%s answers 401 without a session', async (url) => {
    const { status, body } = await getJson<{ message: string }>(url);
    expect(status).toBe(401);
    expect(body.message).toBe('You must log in to see this');
  });

  it('answers 401 for a made-up session cookie', async () => {
    expect((await getJson('/api/productUser/featured', `access=${'x'.repeat(43)}`)).status).toBe(401);
  });
});

describe('/api/productUser/* for a logged-in retailer', () => {
  it.each(ROUTES)('%s answers priced products', async (url) => {
    const { status, body } = await getJson<PricedProduct[]>(url, shop.user.cookie);
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThan(0);
    for (const product of body) {
      expect(product.price).toEqual(expect.any(Number));
      expect(product.indicativePrice).toBeGreaterThanOrEqual(product.price);
    }
  });

  it.each(ROUTES)('%s is kept by no cache (private, no-store), unlike the public list and the pictures', async (url) => {
    const priced = await shop.app.inject({ url, headers: { cookie: shop.user.cookie } });
    expect(priced.headers['cache-control']).toBe('private, no-store');
    const [first] = (await getJson<PricedProduct[]>('/api/productUser/list', shop.user.cookie)).body;
    const picture = await shop.app.inject({ url: first!.images[0]!, headers: { cookie: shop.user.cookie } });
    expect(picture.statusCode).toBe(200);
    expect(String(picture.headers['cache-control'])).toMatch(/^public/);
    expect((await shop.app.inject({ url: url.replace('productUser', 'product') })).headers['cache-control']).toBeUndefined();
  });

  it('answers the same products as the public side, in the same order', async () => {
    const priced = (await getJson<PricedProduct[]>('/api/productUser/search?search=dome%20kamera', shop.user.cookie)).body;
    const visitor = (await getJson<PricedProduct[]>('/api/product/search?search=dome%20kamera')).body;
    expect(priced.map((p) => p.skuId)).toEqual(visitor.map((p) => p.skuId));
  });

  it('carries the discount exactly where there is one', async () => {
    const list = (await getJson<PricedProduct[]>('/api/productUser/list', shop.user.cookie)).body;
    const discounted = list.filter((product) => product.discount);
    expect(discounted.length).toBeGreaterThan(0);
    for (const product of list) {
      if (product.discount) expect(product.indicativePrice).toBeGreaterThan(product.price);
      else expect(product.indicativePrice).toBe(product.price);
    }
    const inMemory = shop.app.catalog.current.product(discounted[0]!.skuId);
    expect(discounted[0]?.discount).toEqual(inMemory?.discount);
  });

  it('answers the priced details of one product', async () => {
    const product = shop.app.catalog.current.products.find((candidate) => candidate.discount)!;
    const { status, body } = await getJson<PricedProductDetails>(`/api/productUser/detail/${product.skuId}`, shop.user.cookie);
    expect(status).toBe(200);
    expect(body).toMatchObject({ skuId: product.skuId, price: product.price, indicativePrice: product.indicativePrice });
    expect(body.discount?.percentage).toBe(product.discount?.percentage);
    expect(body.specs.length).toBeGreaterThan(0);
  });

  it.each([
    ['/api/productUser/detail/NOPE-404', 404, 'There is no product with the id NOPE-404'],
    ['/api/productUser/detail/-bad', 400, 'id has an invalid format'],
    ['/api/productUser/search?search=', 400, 'search must not be empty'],
    [`/api/productUser/search?search=${'x'.repeat(101)}`, 400, 'search must be at most 100 characters long'],
    ['/api/productUser/filterlist?filterList=', 400, 'filterList must name at least one category'],
    ['/api/productUser/filterlist?filterList=nope', 400, 'filterList names unknown categories: nope'],
    ['/api/productUser/list?category=dorer', 400, 'category must be one of: innbruddsalarm, kameraovervakning, brannprodukter, adgangskontroll'],
  ])('%s answers %d', async (url, status, message) => {
    const answer = await getJson<{ message: string }>(url, shop.user.cookie);
    expect(answer.status).toBe(status);
    expect(answer.body.message).toBe(message);
  });

  it('maps kameraovervåkning to kameraovervakning in any case', async () => {
    const { status, body } = await getJson<PricedProduct[]>('/api/productUser/list?category=KAMERAOVERV%C3%85KNING', shop.user.cookie);
    expect(status).toBe(200);
    expect(body.every((product) => product.category === 'kameraovervakning')).toBe(true);
  });
});
