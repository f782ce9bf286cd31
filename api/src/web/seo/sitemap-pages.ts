import { type CategoryKey, type Locale, type RouteDefinition, type RouteId, getHref, isPersonalRoute, productsRouteOf, routeTable, subjectOf } from '@shop/shared/routes';

/** One page of the shop: its path in each language. */
export type SitemapPage = Record<Locale, string>;

/** What the sitemap reads of the in-memory catalogue. */
export interface SitemapCatalog {
  readonly products: ReadonlyArray<{ skuId: string; category: CategoryKey }>;
  /** The suppliers, for a route declared once per supplier (`sitemap: { each: 'supplier' }`). */
  readonly suppliers?: ReadonlyArray<{ id: string }>;
}

const hasParameters = (route: RouteDefinition) => route.paths.nb.includes('/:');

/**
 * A route worth indexing as one page: public and not personal (robots.txt keeps those out), not
 * declared out of the sitemap (search results), and without parameters (products are listed from
 * the catalogue, each at one address).
 */
function isContentRoute(route: RouteDefinition): boolean {
  return !isPersonalRoute(route) && route.sitemap === undefined && !hasParameters(route);
}

const pageOf = (id: RouteId, params: Record<string, string> = {}): SitemapPage => ({
  nb: getHref(id, 'nb', params),
  en: getHref(id, 'en', params),
});

/** The pages of a route declared once per supplier: the parameter naming its supplier takes each supplier's id. */
function supplierPages(route: RouteDefinition, catalog: SitemapCatalog): SitemapPage[] {
  const name = subjectOf(route)?.param;
  if (name === undefined || isPersonalRoute(route)) return [];
  return (catalog.suppliers ?? []).map((supplier) => pageOf(route.id, { [name]: supplier.id }));
}

/** A product's one page: the route declared `productsOf` its category, its subject parameter the product's id. */
function productPage(product: SitemapCatalog['products'][number], routes: readonly RouteDefinition[]): SitemapPage[] {
  const route = productsRouteOf(product.category, routes);
  const name = route === undefined ? undefined : subjectOf(route)?.param;
  return route === undefined || name === undefined || isPersonalRoute(route) ? [] : [pageOf(route.id, { [name]: product.skuId })];
}

/**
 * Every page the sitemap lists, from the declared routes of the live release: the teams' pages
 * (the front page, the categories, all products, …), then the shell's information pages, then the
 * pages declared once per supplier, then each product at its one address, the route declared
 * `productsOf` its category (the address page-answer.ts redirects any other category's path to).
 */
export function sitemapPages(catalog: SitemapCatalog, routes: readonly RouteDefinition[] = routeTable()): SitemapPage[] {
  const content = routes.filter(isContentRoute);
  const ordered = [...content.filter((route) => route.owner !== 'shell'), ...content.filter((route) => route.owner === 'shell')];
  const perSupplier = routes.filter((route) => route.sitemap !== undefined && route.sitemap !== false && route.sitemap.each === 'supplier');
  const products = catalog.products.flatMap((product) => productPage(product, routes));
  return [...ordered.map((route) => pageOf(route.id)), ...perSupplier.flatMap((route) => supplierPages(route, catalog)), ...products];
}
