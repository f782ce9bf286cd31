import { type CategoryKey, type Locale, type RouteDefinition, type RouteId, findRoute, getHref, isPersonalRoute, routeTable } from '@shop/shared/routes';

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

/** The pages of a route declared once per supplier: its one parameter takes each supplier's id. */
function supplierPages(route: RouteDefinition, catalog: SitemapCatalog): SitemapPage[] {
  const name = /\/:([A-Za-z0-9]+)/.exec(route.paths.nb)?.[1];
  if (name === undefined || isPersonalRoute(route)) return [];
  return (catalog.suppliers ?? []).map((supplier) => pageOf(route.id, { [name]: supplier.id }));
}

/**
 * Every page the sitemap lists, from the declared routes of the live release: the teams' pages
 * (the front page, the categories, all products, …), then the shell's information pages, then the
 * pages declared once per supplier, then each product at its one address under its own category
 * (the address page-answer.ts redirects any other category's path to).
 */
export function sitemapPages(catalog: SitemapCatalog, routes: readonly RouteDefinition[] = routeTable()): SitemapPage[] {
  const content = routes.filter(isContentRoute);
  const ordered = [...content.filter((route) => route.owner !== 'shell'), ...content.filter((route) => route.owner === 'shell')];
  const perSupplier = routes.filter((route) => route.sitemap !== undefined && route.sitemap !== false && route.sitemap.each === 'supplier');
  const products = catalog.products
    .filter((product) => findRoute(`category-detail:${product.category}`) !== undefined)
    .map((product) => pageOf(`category-detail:${product.category}`, { id: product.skuId }));
  return [...ordered.map((route) => pageOf(route.id)), ...perSupplier.flatMap((route) => supplierPages(route, catalog)), ...products];
}
