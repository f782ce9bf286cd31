import { appWithUsers } from '../../../test/support/app-with-users';
import type { PricedProduct, PublicProduct } from './domain-types';

const shop = appWithUsers();

type Batch<P> = { products: P[]; unknown: string[] };

async function getBatch<P>(base: 'product' | 'productUser', skus: string, cookie?: string) {
  const response = await shop.app.inject({
    url: `/api/${base}/batch?skus=${encodeURIComponent(skus)}`,
    headers: cookie ? { cookie } : {},
  });
  return { status: response.statusCode, body: response.json<Batch<P> & { message?: string }>(), headers: response.headers };
}

const someSkus = () => shop.app.catalog.current.products.slice(0, 20).map((product) => product.skuId);

describe('GET /api/{product,productUser}/batch: several products by SKU in one answer', () => {
  it('answers a retailer the priced products in the order asked, and names the SKUs the shop does not have', async () => {
    const skus = someSkus();
    const asked = [skus[3], 'NO-SUCH-1', skus[0], skus[19]].join(',');
    const { status, body, headers } = await getBatch<PricedProduct>('productUser', asked, shop.user.cookie);
    expect(status).toBe(200);
    expect(body.products.map((product) => product.skuId)).toEqual([skus[3], skus[0], skus[19]]);
    expect(body.unknown).toEqual(['NO-SUCH-1']);
    for (const product of body.products) {
      const record = shop.app.catalog.current.product(product.skuId);
      expect(product.price).toBe(record?.price);
      expect(product.indicativePrice).toBe(record?.indicativePrice);
      // A cart line needs neither the long description nor the specs.
      expect(product).not.toHaveProperty('description');
    }
    expect(headers['cache-control']).toBe('private, no-store');
  });

  it('prices twenty cart lines with one request', async () => {
    const { body } = await getBatch<PricedProduct>('productUser', someSkus().join(','), shop.user.cookie);
    expect(body.products).toHaveLength(20);
  });

  it('answers a visitor the same products without a price, and refuses the priced side', async () => {
    const skus = someSkus().slice(0, 5).join(',');
    const { status, body } = await getBatch<PublicProduct>('product', skus);
    expect(status).toBe(200);
    expect(body.products).toHaveLength(5);
    for (const product of body.products) {
      expect(product).not.toHaveProperty('price');
      expect(product).not.toHaveProperty('indicativePrice');
      expect(product).not.toHaveProperty('discount');
    }
    expect((await getBatch('productUser', skus)).status).toBe(401);
  });

  it('asks for each SKU once however often it is named', async () => {
    const [sku] = someSkus();
    const { body } = await getBatch<PublicProduct>('product', `${sku},${sku}, ${sku}`);
    expect(body.products.map((product) => product.skuId)).toEqual([sku]);
  });

  it.each([
    ['an empty list', ',,', 'skus must name at least one product'],
    ['a malformed id', 'AX-1,../etc/passwd', 'skus has ids of the wrong form: ../etc/passwd'],
    ['more SKUs than an order has lines', Array.from({ length: 501 }, (_, index) => `S${index}`).join(','), 'skus may name at most 500 products'],
  ])('refuses %s with a plain message', async (_case, skus, message) => {
    const { status, body } = await getBatch('product', skus);
    expect(status).toBe(400);
    expect(body.message).toBe(message);
  });

  it('refuses a request without the list', async () => {
    const response = await shop.app.inject({ url: '/api/product/batch' });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(/skus/);
  });
});
