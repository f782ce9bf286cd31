import { type CategoryKey, type RouteMatch, getHref } from '@shop/shared/routes';

/** What the server answers for a page address: the shell page with a status, or a redirect. */
export type PageAnswer = { status: 200 | 404 } | { redirectTo: string };

interface ProductLookup {
  product(sku: string): { category: CategoryKey } | undefined;
}

const CATEGORY_DETAIL = 'category-detail:';

/**
 * The status of a page before the browser renders it, so crawlers, shared links and tests see
 * what the page will show (spec §8): an unknown address or a product that does not exist is 404.
 * A product has one address per language under its own category; another category's path answers
 * 301 to it. The all-products and results paths (/produkter/{id}, /resultater/{id}) stay as they are.
 */
export function pageAnswerFor(match: RouteMatch | null, catalog: ProductLookup): PageAnswer {
  if (!match) return { status: 404 };
  const { route, locale, params } = match;
  // Only the catalogue's ids are products; an order page's id is looked up with the session (order-pages.ts).
  if (params.id === undefined || route.owner !== 'catalog') return { status: 200 };
  const product = catalog.product(params.id);
  if (!product) return { status: 404 };
  if (route.id.startsWith(CATEGORY_DETAIL) && route.id !== `${CATEGORY_DETAIL}${product.category}`) {
    return { redirectTo: getHref(`${CATEGORY_DETAIL}${product.category}`, locale, params) };
  }
  return { status: 200 };
}
