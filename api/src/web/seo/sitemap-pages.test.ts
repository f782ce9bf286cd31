import { installRoutes, installedRoutes, routeTable } from '@shop/shared/routes';
import { sitemapPages } from './sitemap-pages';

const catalog = {
  products: [
    { skuId: 'HIK-2CD1043', category: 'kameraovervakning' as const },
    { skuId: 'AJAX_HUB.2', category: 'innbruddsalarm' as const },
  ],
};

describe('the pages in the sitemap', () => {
  const pages = sitemapPages(catalog);

  it('are the front page, the categories, all products and the information pages, in both languages', () => {
    expect(pages.slice(0, -2)).toEqual([
      { nb: '/', en: '/en' },
      { nb: '/innbruddsalarm', en: '/en/intruder-alarm' },
      { nb: '/kameraovervakning', en: '/en/camera-surveillance' },
      { nb: '/brannprodukter', en: '/en/fire-products' },
      { nb: '/adgangskontroll', en: '/en/access-control' },
      { nb: '/produkter', en: '/en/products' },
      { nb: '/kontakt', en: '/en/contact' },
      { nb: '/om-oss', en: '/en/about-us' },
      { nb: '/personvernerklaering', en: '/en/privacy' },
      { nb: '/kjopsvilkar', en: '/en/terms-of-purchase' },
    ]);
  });

  it('list each product once, at the address under its own category', () => {
    expect(pages.slice(-2)).toEqual([
      { nb: '/kameraovervakning/HIK-2CD1043', en: '/en/kameraovervakning/HIK-2CD1043' },
      { nb: '/innbruddsalarm/AJAX_HUB.2', en: '/en/innbruddsalarm/AJAX_HUB.2' },
    ]);
  });

  it('leave out the cart, checkout, account, login, logout and results pages', () => {
    const paths = pages.flatMap((page) => [page.nb, page.en]);
    for (const path of ['/handlekurv', '/handlekurv/kasse', '/en/cart', '/min-side', '/min-side/logg-inn', '/en/account/orders', '/login', '/en/logout', '/callback', '/resultater', '/en/results']) {
      expect(paths).not.toContain(path);
    }
  });

  it('follow what the routes declare: each product at the route declared its category’s products’ address, each supplier at a route listed per supplier', () => {
    const shopRoutes = installedRoutes();
    const withoutCameras = (shopRoutes.catalog?.routes ?? []).map((route) => (route.productsOf === 'kameraovervakning' ? { ...route, productsOf: undefined } : route));
    const cameraPage = { id: 'camera', paths: { nb: '/kamera/:sku', en: '/en/camera/:sku' }, about: { param: 'sku', thing: 'product' as const }, productsOf: 'kameraovervakning' };
    const brandPage = { id: 'brand', paths: { nb: '/merke/:navn', en: '/en/brand/:navn' }, sitemap: { each: 'supplier' as const } };
    installRoutes({ ...shopRoutes, catalog: { ...shopRoutes.catalog, routes: withoutCameras }, cart: { ...shopRoutes.cart, routes: [...(shopRoutes.cart?.routes ?? []), cameraPage, brandPage] } });
    try {
      const declared = sitemapPages({ ...catalog, suppliers: [{ id: 'axis' }] }, routeTable());
      expect(declared.slice(-3)).toEqual([
        { nb: '/merke/axis', en: '/en/brand/axis' },
        { nb: '/kamera/HIK-2CD1043', en: '/en/camera/HIK-2CD1043' },
        { nb: '/innbruddsalarm/AJAX_HUB.2', en: '/en/innbruddsalarm/AJAX_HUB.2' },
      ]);
    } finally {
      installRoutes(shopRoutes);
    }
  });
});
