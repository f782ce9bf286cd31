import { inflateSync } from 'node:zlib';
import { PICTURE_WIDTHS } from '@shop/shared/pictures';
import { type TestApp, buildTestApp } from '../../../../test/support/test-app';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp();
});

afterAll(async () => {
  await testApp.close();
});

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Width and height from a PNG's header chunk. */
function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/** The decoded pixel rows of an RGBA PNG, to tell a drawn picture from an empty one. */
function distinctColours(png: Buffer): number {
  const chunks: Buffer[] = [];
  for (let at = 8; at < png.length; ) {
    const length = png.readUInt32BE(at);
    if (png.toString('latin1', at + 4, at + 8) === 'IDAT') chunks.push(png.subarray(at + 8, at + 8 + length));
    at += length + 12;
  }
  const raw = inflateSync(Buffer.concat(chunks));
  const colours = new Set<number>();
  for (let at = 0; at + 4 <= raw.length; at += 97) colours.add(raw.readUInt32BE(at));
  return colours.size;
}

describe('generated images', () => {
  it('draws every pictured product of the catalogue as a PNG', async () => {
    const pictured = testApp.app.catalog.current.products.filter((product) => product.images.length > 0).slice(0, 3);
    for (const product of pictured) {
      for (const url of product.images) {
        expect(url).toMatch(/\.png(\?view=\d)?$/);
        const response = await testApp.app.inject(url);
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toBe('image/png');
        expect(response.headers['cache-control']).toBe('public, max-age=86400');
        expect(pngSize(response.rawPayload)).toEqual({ width: 480, height: 480 });
        expect(distinctColours(response.rawPayload)).toBeGreaterThan(5);
      }
    }
  });

  it('draws a product at each width the shop offers, and the same picture twice the same', async () => {
    const [product] = testApp.app.catalog.current.products.filter((candidate) => candidate.images.length > 0);
    const url = product?.images[0] as string;
    for (const width of PICTURE_WIDTHS) {
      const response = await testApp.app.inject(`${url}${url.includes('?') ? '&' : '?'}w=${width}`);
      expect(response.statusCode).toBe(200);
      expect(pngSize(response.rawPayload)).toEqual({ width, height: width });
    }
    const [a, b] = await Promise.all([testApp.app.inject(url), testApp.app.inject(url)]);
    expect(a.rawPayload.equals(b.rawPayload)).toBe(true);
  });

  it('still serves the SVG each picture is drawn from', async () => {
    const [product] = testApp.app.catalog.current.products.filter((candidate) => candidate.images.length > 0);
    const response = await testApp.app.inject(`/api/images/products/${product?.skuId}.svg`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(response.body.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(response.body).toContain(product?.skuId);
    expect(response.body).toContain(product?.supplier.name);
  });

  it('draws a logo for each supplier and the banners', async () => {
    for (const supplier of testApp.app.catalog.current.suppliers) {
      const response = await testApp.app.inject(supplier.logo);
      expect(response.statusCode).toBe(200);
      expect(pngSize(response.rawPayload)).toEqual({ width: 320, height: 120 });
      const svg = await testApp.app.inject(supplier.logo.replace(/\.png$/, '.svg'));
      expect(svg.body).toContain(`<title>${supplier.name}</title>`);
    }
    for (const banner of testApp.app.catalog.current.banners) {
      const response = await testApp.app.inject(`${banner.image}?w=960`);
      expect(response.statusCode).toBe(200);
      expect(pngSize(response.rawPayload).width).toBe(960);
    }
  });

  it('draws only the pictures the pages show: a product’s own views, the front page’s banners', async () => {
    const products = testApp.app.catalog.current.products;
    const single = products.find((product) => product.images.length === 1);
    const double = products.find((product) => product.images.length === 2);
    const none = products.find((product) => product.images.length === 0);
    expect((await testApp.app.inject(`/api/images/products/${double?.skuId}.png?view=2&w=120`)).statusCode).toBe(200);
    for (const url of [
      `/api/images/products/${single?.skuId}.png?view=2`,
      `/api/images/products/${double?.skuId}.png?view=3&w=120`,
      `/api/images/products/${double?.skuId}.svg?view=4`,
      `/api/images/products/${none?.skuId}.png?w=240`,
    ]) {
      const answer = await testApp.app.inject(url);
      expect({ url, status: answer.statusCode }).toEqual({ url, status: 404 });
    }
    const banners = testApp.app.catalog.current.banners.length;
    expect((await testApp.app.inject(`/api/images/banners/${banners}.png?w=120`)).statusCode).toBe(200);
    expect((await testApp.app.inject(`/api/images/banners/${banners + 1}.png?w=120`)).statusCode).toBe(404);
    expect((await testApp.app.inject('/api/images/banners/99.svg')).statusCode).toBe(404);
  });

  it('answers 404 for an unknown SKU or supplier and 400 for a malformed name or width', async () => {
    expect((await testApp.app.inject('/api/images/products/NOPE-1.png')).statusCode).toBe(404);
    expect((await testApp.app.inject('/api/images/suppliers/nobody.svg')).statusCode).toBe(404);
    const malformed = await testApp.app.inject('/api/images/products/%3Cscript%3E.svg');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('file has an invalid format');
    const [product] = testApp.app.catalog.current.products;
    for (const width of ['300', '0', 'wide', '10000']) {
      const answer = await testApp.app.inject(`/api/images/products/${product?.skuId}.png?w=${width}`);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().message).toMatch(/^w /);
    }
    expect((await testApp.app.inject('/api/images/banners/1.gif')).statusCode).toBe(400);
  });
});
