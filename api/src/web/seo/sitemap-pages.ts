import { type CategoryKey, type Locale, ROUTES, type RouteDefinition, type RouteId, getHref } from '@shop/shared/routes';
import { isPersonalRoute } from './kept-out-paths';

/** One page of the shop: its path in each language. */
export type SitemapPage = Record<Locale, string>;

/** What the sitemap reads of the in-memory catalogue. */
export interface SitemapCatalog {
  readonly products: ReadonlyArray<{ skuId: string; category: CategoryKey }>;
}

/**
 * Search results repeat the catalogue's products under every query a visitor types: no page of
 * their own worth indexing (their product addresses point at the canonical ones anyway).
 */
const NOT_CONTENT: ReadonlySet<RouteId> = new Set(['results']);

/**
 * A route worth indexing: not one of the personal pages robots.txt keeps out, not search results,
 * and without a product id (products are listed from the catalogue, each at one address).
 */
function isContentRoute(route: RouteDefinition): boolean {
  return !isPersonalRoute(route) && !NOT_CONTENT.has(route.id) && !route.paths.nb.includes(':id');
}

const pageOf = (id: RouteId, params: { id?: string } = {}): SitemapPage => ({
  nb: getHref(id, 'nb', params),
  en: getHref(id, 'en', params),
});

/**
 * Every page the sitemap lists, in the route table's order then the catalogue's: the front page,
 * the categories, all products and the information pages, then each product at its one address
 * under its own category (the address page-answer.ts redirects any other category's path to).
 */
export function sitemapPages(catalog: SitemapCatalog, routes: readonly RouteDefinition[] = ROUTES): SitemapPage[] {
  const content = routes.filter(isContentRoute).map((route) => pageOf(route.id));
  const products = catalog.products.map((product) => pageOf(`category-detail:${product.category}`, { id: product.skuId }));
  return [...content, ...products];
}
