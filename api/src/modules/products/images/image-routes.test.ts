import { type TestApp, buildTestApp } from '../../../test-support/test-app';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp();
});

afterAll(async () => {
  await testApp.close();
});

describe('generated images', () => {
  it('draws every pictured product of the catalogue', async () => {
    const pictured = testApp.app.catalog.current.products.filter((product) => product.images.length > 0).slice(0, 3);
    for (const product of pictured) {
      for (const url of product.images) {
        const response = await testApp.app.inject(url);
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
        expect(response.headers['cache-control']).toBe('public, max-age=86400');
        expect(response.body.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
        expect(response.body).toContain(product.skuId);
        expect(response.body).toContain(product.supplier.name);
      }
    }
  });

  it('draws a logo for each supplier and the banners', async () => {
    for (const supplier of testApp.app.catalog.current.suppliers) {
      const response = await testApp.app.inject(supplier.logo);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain(`<title>${supplier.name}</title>`);
    }
    for (const banner of testApp.app.catalog.current.banners) {
      expect((await testApp.app.inject(banner.image)).statusCode).toBe(200);
    }
  });

  it('answers 404 for an unknown SKU or supplier and 400 for a malformed name', async () => {
    expect((await testApp.app.inject('/api/images/products/NOPE-1.svg')).statusCode).toBe(404);
    expect((await testApp.app.inject('/api/images/suppliers/nobody.svg')).statusCode).toBe(404);
    const malformed = await testApp.app.inject('/api/images/products/%3Cscript%3E.svg');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('file has an invalid format');
  });
});
