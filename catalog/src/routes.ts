// The catalogue's pages (spec §2), declared with its release: the shell, the render workers and
// the server read them from here (`catalog/routes`, and routes.json beside the manifest). Plain
// data: only types are imported, so the build can read it on its own.
import type { RemoteRoutes } from '@shop/shared/routes';

/** What a list page reads of its address: its view, filters, page and search words. */
const LIST_QUERY = ['sort', 'inStock', 'supplier', 'page', 'filter', 'search'];

/**
 * A page about one product, named by its `id`: 404 while the catalogue has no such product. A
 * category's product page is the product's one address (`productsOf`); the all-products and
 * results paths of a product stay as they are.
 */
const PRODUCT = { param: 'id', thing: 'product' } as const;

const catalogRoutes: RemoteRoutes = {
  pageData: true,
  routes: [
    { id: 'front', paths: { nb: '/', en: '/en' }, query: LIST_QUERY },
    { id: 'category:innbruddsalarm', paths: { nb: '/innbruddsalarm', en: '/en/intruder-alarm' }, query: LIST_QUERY, list: true },
    // The spec keeps the Norwegian segment in English detail paths (/en/adgangskontroll/{id}).
    { id: 'category-detail:innbruddsalarm', paths: { nb: '/innbruddsalarm/:id', en: '/en/innbruddsalarm/:id' }, query: LIST_QUERY, about: PRODUCT, productsOf: 'innbruddsalarm' },
    { id: 'category:kameraovervakning', paths: { nb: '/kameraovervakning', en: '/en/camera-surveillance' }, query: LIST_QUERY, list: true },
    { id: 'category-detail:kameraovervakning', paths: { nb: '/kameraovervakning/:id', en: '/en/kameraovervakning/:id' }, query: LIST_QUERY, about: PRODUCT, productsOf: 'kameraovervakning' },
    { id: 'category:brannprodukter', paths: { nb: '/brannprodukter', en: '/en/fire-products' }, query: LIST_QUERY, list: true },
    { id: 'category-detail:brannprodukter', paths: { nb: '/brannprodukter/:id', en: '/en/brannprodukter/:id' }, query: LIST_QUERY, about: PRODUCT, productsOf: 'brannprodukter' },
    { id: 'category:adgangskontroll', paths: { nb: '/adgangskontroll', en: '/en/access-control' }, query: LIST_QUERY, list: true },
    { id: 'category-detail:adgangskontroll', paths: { nb: '/adgangskontroll/:id', en: '/en/adgangskontroll/:id' }, query: LIST_QUERY, about: PRODUCT, productsOf: 'adgangskontroll' },
    { id: 'products', paths: { nb: '/produkter', en: '/en/products' }, query: LIST_QUERY, list: true },
    { id: 'product-detail', paths: { nb: '/produkter/:id', en: '/en/products/:id' }, query: LIST_QUERY, about: PRODUCT },
    // Search results repeat the catalogue's products under every query typed: not worth indexing.
    { id: 'results', paths: { nb: '/resultater', en: '/en/results' }, query: LIST_QUERY, sitemap: false, list: true },
    { id: 'result-detail', paths: { nb: '/resultater/:id', en: '/en/results/:id' }, query: LIST_QUERY, about: PRODUCT },
  ],
};

export default catalogRoutes;
