import { answeredByPriceGroup } from './price-group-reads';

describe('the reads a page kept for a price group may make', () => {
  it('are the catalogue’s, public or priced, with any query', () => {
    for (const path of ['/api/product/menu', '/api/productUser/list?category=innbruddsalarm&limit=25', '/api/productUser/detail/AX-1', '/api/product/facets?category=x']) {
      expect(answeredByPriceGroup(path)).toBe(true);
    }
  });

  it('are never a person’s or an organisation’s own, however the path is written', () => {
    for (const path of [
      '/api/auth/verify',
      '/api/organization/1',
      '/api/orders/1',
      '/api/product/../auth/verify',
      '/api/productUser/..%2f..%2fauth/verify',
      '/api/product/%2e%2e/auth/verify',
      '/api/productUser\\..\\auth',
      '/api/productuser/list',
      '/api/products/list',
      '/api/product',
    ]) {
      expect([path, answeredByPriceGroup(path)]).toEqual([path, false]);
    }
  });
});
