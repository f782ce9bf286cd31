import { installRoutes, installedRoutes, matchRoute } from '@shop/shared/routes';
import { guardRedirect, pageAnswerFor } from './page-answer';

const catalog = {
  product: (sku: string) => ({ 'HIK-2CD1043': { category: 'kameraovervakning' as const } })[sku],
  supplier: (id: string) => ({ axis: { name: 'Axis' }, bosch: { name: 'Bosch' } })[id],
};
const answer = (address: string) => {
  const [pathname = '', query] = address.split('?');
  return pageAnswerFor(matchRoute(pathname), query === undefined ? '' : `?${query}`, catalog);
};

describe('the server’s answer for a page address', () => {
  it('is 200 for pages without a product and for a product under its own category', () => {
    for (const path of ['/', '/en/cart', '/kameraovervakning', '/kameraovervakning/HIK-2CD1043', '/en/kameraovervakning/HIK-2CD1043']) {
      expect({ path, answer: answer(path) }).toEqual({ path, answer: { status: 200 } });
    }
  });

  it('leaves the id of an account page (an order) to the page, which says itself when it finds none', () => {
    for (const path of ['/min-side/ordre/3f2b8c1e-5d4a-4b7e-9c0d-1a2b3c4d5e6f', '/en/account/orders/NOPE-1']) {
      expect({ path, answer: answer(path) }).toEqual({ path, answer: { status: 200 } });
    }
  });

  it('keeps the all-products and results addresses of a product', () => {
    for (const path of ['/produkter/HIK-2CD1043', '/en/products/HIK-2CD1043', '/resultater/HIK-2CD1043', '/en/results/HIK-2CD1043']) {
      expect({ path, answer: answer(path) }).toEqual({ path, answer: { status: 200 } });
    }
  });

  it('is 404 for an unknown address, an id that is not an id, and a product that does not exist', () => {
    for (const path of ['/finnes-ikke', '/kameraovervakning/bad%20id', '/produkter/NOPE-1', '/en/adgangskontroll/NOPE-1']) {
      expect({ path, answer: answer(path) }).toEqual({ path, answer: { status: 404 } });
    }
  });

  it('is 404 for the page of a supplier the catalogue does not have, on a page the catalogue declares with :supplier', () => {
    const shopRoutes = installedRoutes();
    const supplierPage = { id: 'supplier', paths: { nb: '/merker/:supplier', en: '/en/brands/:supplier' }, about: { param: 'supplier', thing: 'supplier' as const } };
    installRoutes({ ...shopRoutes, catalog: { routes: [...(shopRoutes.catalog?.routes ?? []), supplierPage] } });
    try {
      expect(answer('/merker/axis')).toEqual({ status: 200 });
      expect(answer('/en/brands/gone')).toEqual({ status: 404 });
    } finally {
      installRoutes(shopRoutes);
    }
  });

  it('follows what a route declares, whoever owns it: 404 for a missing thing it is about, 301 to the route declared its products’ address', () => {
    const shopRoutes = installedRoutes();
    const withoutCameras = (shopRoutes.catalog?.routes ?? []).map((route) => (route.productsOf === 'kameraovervakning' ? { ...route, productsOf: undefined } : route));
    const cameraPage = { id: 'camera', paths: { nb: '/kamera/:sku', en: '/en/camera/:sku' }, about: { param: 'sku', thing: 'product' as const }, productsOf: 'kameraovervakning' };
    const projectPage = { id: 'project', paths: { nb: '/prosjekt/:sku', en: '/en/project/:sku' } };
    installRoutes({ ...shopRoutes, catalog: { ...shopRoutes.catalog, routes: withoutCameras }, account: { ...shopRoutes.account, routes: [...(shopRoutes.account?.routes ?? []), cameraPage, projectPage] } });
    try {
      expect(answer('/kamera/HIK-2CD1043')).toEqual({ status: 200 });
      expect(answer('/en/camera/NOPE-1')).toEqual({ status: 404 });
      expect(answer('/adgangskontroll/HIK-2CD1043?quantity=2')).toEqual({ redirectTo: '/kamera/HIK-2CD1043?quantity=2', permanent: true });
      // The category's own detail route no longer declares itself the products' address: it is left as it is.
      expect(answer('/kameraovervakning/HIK-2CD1043')).toEqual({ status: 200 });
      // A route about nothing of the catalogue: its parameter is the page's own business.
      expect(answer('/prosjekt/NOPE-1')).toEqual({ status: 200 });
    } finally {
      installRoutes(shopRoutes);
    }
  });

  it('sends a product under another category to its one address in the same language', () => {
    expect(answer('/adgangskontroll/HIK-2CD1043')).toEqual({ redirectTo: '/kameraovervakning/HIK-2CD1043', permanent: true });
    expect(answer('/en/brannprodukter/HIK-2CD1043?quantity=2')).toEqual({ redirectTo: '/en/kameraovervakning/HIK-2CD1043?quantity=2', permanent: true });
  });

  it('sends a list whose address names suppliers the catalogue does not have to the same list without them, for now', () => {
    expect(answer('/kameraovervakning?supplier=axis,gone&sort=name')).toEqual({ redirectTo: '/kameraovervakning?supplier=axis&sort=name', permanent: false });
    expect(answer('/en/products?supplier=gone')).toEqual({ redirectTo: '/en/products', permanent: false });
    expect(answer('/resultater?search=kamera&supplier=gone&supplier=bosch')).toEqual({ redirectTo: '/resultater?search=kamera&supplier=bosch', permanent: false });
  });

  it('sends a list whose order or stock filter is spelled another way to its one address, for now', () => {
    expect(answer('/kameraovervakning?inStock=1&sort=price-asc')).toEqual({ redirectTo: '/kameraovervakning?inStock=true&sort=price', permanent: false });
    expect(answer('/en/results?search=kamera&sort=NAME&instock=yes')).toEqual({ redirectTo: '/en/results?search=kamera&sort=name&inStock=true', permanent: false });
    expect(answer('/produkter?sort=cheapest&inStock=0')).toEqual({ redirectTo: '/produkter', permanent: false });
    expect(answer('/produkter?supplier=gone&in_stock=on')).toEqual({ redirectTo: '/produkter?inStock=true', permanent: false });
    // The list's own path, not the address as typed.
    expect(answer('/produkter/?sort=price-asc')).toEqual({ redirectTo: '/produkter?sort=price', permanent: false });
  });

  it('leaves a list in its one spelling as it is', () => {
    for (const path of ['/kameraovervakning?inStock=true&sort=price-desc', '/en/products?sort=relevance&page=2', '/resultater?search=%3Cb%3E&sort=sku']) {
      expect({ path, answer: answer(path) }).toEqual({ path, answer: { status: 200 } });
    }
  });

  it('leaves a list whose suppliers are all known, and pages that show no list, as they are', () => {
    for (const path of ['/kameraovervakning?supplier=Axis,bosch', '/kameraovervakning?supplier=%3Cb%3E', '/?supplier=gone', '/en/contact?supplier=gone']) {
      expect({ path, answer: answer(path) }).toEqual({ path, answer: { status: 200 } });
    }
  });
});

/** Where the guard sends the one who asks for `address` (logged in or not), or null. */
const guarded = (address: string, loggedIn: boolean) => {
  const [pathname = '', query] = address.split('?');
  return guardRedirect(matchRoute(pathname), pathname, query === undefined ? '' : `?${query}`, loggedIn);
};

describe('a logged-in person’s answer for a login page', () => {
  const redirect = (address: string) => guarded(address, true);

  it('goes on to the account in the page’s language from every form of the login page', () => {
    for (const path of ['/min-side/logg-inn', '/min-side?page=login', '/login']) expect({ path, to: redirect(path) }).toEqual({ path, to: '/min-side' });
    for (const path of ['/en/account/log-in', '/en/account?page=login', '/en/login']) expect({ path, to: redirect(path) }).toEqual({ path, to: '/en/account' });
  });

  it('goes where the login would have returned to, when that is a page of the shop and no login or logout page', () => {
    expect(redirect('/min-side/logg-inn?returnTo=%2Fhandlekurv%2Fkasse')).toBe('/handlekurv/kasse');
    for (const back of ['//evil.example/x', 'https://evil.example', '/\\evil.example', '/min-side/logg-inn', '/en/account?page=login', '/logout', '/nope/nope']) {
      expect({ back, to: redirect(`/min-side?page=login&returnTo=${encodeURIComponent(back)}`) }).toEqual({ back, to: '/min-side' });
    }
  });

  it('leaves every other page alone', () => {
    for (const path of ['/min-side', '/min-side?page=contacts', '/min-side/logg-ut', '/en/account/logout', '/callback', '/finnes-ikke']) {
      expect({ path, to: redirect(path) }).toEqual({ path, to: null });
    }
  });
});

describe("a visitor's answer for a guarded page", () => {
  it('goes to the login page in the page’s language, to come back to the page asked for', () => {
    expect(guarded('/min-side', false)).toBe('/min-side?page=login&returnTo=%2Fmin-side');
    expect(guarded('/min-side/ordre?page=2', false)).toBe('/min-side?page=login&returnTo=%2Fmin-side%2Fordre%3Fpage%3D2');
    expect(guarded('/handlekurv/kasse', false)).toBe('/min-side?page=login&returnTo=%2Fhandlekurv%2Fkasse');
    expect(guarded('/en/account/orders', false)).toBe('/en/account?page=login&returnTo=%2Fen%2Faccount%2Forders');
  });

  it('leaves the login pages and every public page alone, and every page for one who is logged in', () => {
    for (const path of ['/min-side?page=login', '/min-side/logg-inn', '/en/login', '/', '/kameraovervakning', '/handlekurv', '/kontakt', '/finnes-ikke']) {
      expect({ path, to: guarded(path, false) }).toEqual({ path, to: null });
    }
    for (const path of ['/min-side', '/min-side/ordre', '/handlekurv/kasse']) expect({ path, to: guarded(path, true) }).toEqual({ path, to: null });
  });
});
