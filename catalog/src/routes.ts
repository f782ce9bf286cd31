// The catalogue's pages (spec §2), declared with its release: the shell, the render workers and
// the server read them from here (`catalog/routes`, and routes.json beside the manifest). Plain
// data: only types are imported, so the build can read it on its own.
import type { RemoteRoutes } from '@shop/shared/routes';

/** What a list page reads of its address: its view, filters, page and search words. */
const LIST_QUERY = ['sort', 'inStock', 'supplier', 'page', 'filter', 'search'];

const catalogRoutes: RemoteRoutes = {
  pageData: true,
  routes: [
    { id: 'front', paths: { nb: '/', en: '/en' }, query: LIST_QUERY },
    { id: 'category:innbruddsalarm', paths: { nb: '/innbruddsalarm', en: '/en/intruder-alarm' }, query: LIST_QUERY },
    // The spec keeps the Norwegian segment in English detail paths (/en/adgangskontroll/{id}).
    { id: 'category-detail:innbruddsalarm', paths: { nb: '/innbruddsalarm/:id', en: '/en/innbruddsalarm/:id' }, query: LIST_QUERY },
    { id: 'category:kameraovervakning', paths: { nb: '/kameraovervakning', en: '/en/camera-surveillance' }, query: LIST_QUERY },
    { id: 'category-detail:kameraovervakning', paths: { nb: '/kameraovervakning/:id', en: '/en/kameraovervakning/:id' }, query: LIST_QUERY },
    { id: 'category:brannprodukter', paths: { nb: '/brannprodukter', en: '/en/fire-products' }, query: LIST_QUERY },
    { id: 'category-detail:brannprodukter', paths: { nb: '/brannprodukter/:id', en: '/en/brannprodukter/:id' }, query: LIST_QUERY },
    { id: 'category:adgangskontroll', paths: { nb: '/adgangskontroll', en: '/en/access-control' }, query: LIST_QUERY },
    { id: 'category-detail:adgangskontroll', paths: { nb: '/adgangskontroll/:id', en: '/en/adgangskontroll/:id' }, query: LIST_QUERY },
    { id: 'products', paths: { nb: '/produkter', en: '/en/products' }, query: LIST_QUERY },
    { id: 'product-detail', paths: { nb: '/produkter/:id', en: '/en/products/:id' }, query: LIST_QUERY },
    // Search results repeat the catalogue's products under every query typed: not worth indexing.
    { id: 'results', paths: { nb: '/resultater', en: '/en/results' }, query: LIST_QUERY, sitemap: false },
    { id: 'result-detail', paths: { nb: '/resultater/:id', en: '/en/results/:id' }, query: LIST_QUERY },
  ],
};

export default catalogRoutes;
