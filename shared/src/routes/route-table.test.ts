import { getHref, localeOfPath, matchRoute, routeTable, translatePath } from './route-table';

describe('route table', () => {
  it('matches Norwegian and English paths of the same route', () => {
    expect(matchRoute('/handlekurv')?.route.id).toBe('cart');
    expect(matchRoute('/en/cart')).toMatchObject({ locale: 'en', route: { id: 'cart' } });
    expect(matchRoute('/en/cart/checkout')?.route.id).toBe('checkout');
    expect(matchRoute('/min-side/logg-inn')?.route.id).toBe('account-login');
  });

  it('matches detail routes and reads the product id', () => {
    expect(matchRoute('/kameraovervakning/HIK-2CD1043')).toMatchObject({
      route: { id: 'category-detail:kameraovervakning' },
      params: { id: 'HIK-2CD1043' },
    });
    expect(matchRoute('/en/adgangskontroll/AX-1')?.locale).toBe('en');
    expect(matchRoute('/en/products/AX-1')?.route.id).toBe('product-detail');
    expect(matchRoute('/resultater/AX-1')?.route.id).toBe('result-detail');
  });

  it('answers null for unknown paths and malformed ids', () => {
    expect(matchRoute('/finnes-ikke')).toBeNull();
    expect(matchRoute('/en/finnes-ikke')).toBeNull();
    expect(matchRoute('/produkter/a/b')).toBeNull();
    expect(matchRoute('/produkter/%E0%A4%A')).toBeNull();
    expect(matchRoute('/produkter/<script>')).toBeNull();
  });

  it('ignores a trailing slash', () => {
    expect(matchRoute('/handlekurv/')?.route.id).toBe('cart');
    expect(matchRoute('/en/')?.route.id).toBe('front');
  });

  it('knows the locale of a path', () => {
    expect(localeOfPath('/')).toBe('nb');
    expect(localeOfPath('/en')).toBe('en');
    expect(localeOfPath('/en/cart')).toBe('en');
    expect(localeOfPath('/english')).toBe('nb');
  });

  it('builds hrefs and translates a path to the other language keeping the id', () => {
    expect(getHref('product-detail', 'nb', { id: 'AB-12' })).toBe('/produkter/AB-12');
    expect(translatePath('/produkter/AB-12', 'en')).toBe('/en/products/AB-12');
    expect(translatePath('/en/camera-surveillance', 'nb')).toBe('/kameraovervakning');
    expect(translatePath('/ukjent', 'en')).toBe('/en');
  });

  it('gives every route a distinct path in each language', () => {
    const paths = routeTable().flatMap((route) => [route.paths.nb, route.paths.en]);
    expect(new Set(paths).size).toBe(paths.length);
  });
});
