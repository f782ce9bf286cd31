import { canonicalListParams, suppliersInAddress, withSuppliers } from '@shop/shared/list-address';
import { isLoginPage, landingOfLoggedIn } from '@shop/shared/login-page';
import { type CategoryKey, type RouteMatch, getHref } from '@shop/shared/routes';

/**
 * What the server answers for a page address: the shell page with a status, or a redirect to an
 * address (its query included) for good (301) or for now (302).
 */
export type PageAnswer = { status: 200 | 404 } | { redirectTo: string; permanent: boolean };

interface CatalogLookup {
  product(sku: string): { category: CategoryKey } | undefined;
  supplier(id: string): object | undefined;
}

const CATEGORY_DETAIL = 'category-detail:';
/** The catalogue's pages that show a list, whose address may filter it by supplier. */
const isListPage = (routeId: string) => routeId.startsWith('category:') || routeId === 'products' || routeId === 'results';

/**
 * The status of a page before the browser renders it, so crawlers, shared links and tests see
 * what the page will show (spec §8): an unknown address or a product that does not exist is 404.
 * A product has one address per language under its own category; another category's path answers
 * 301 to it. The all-products and results paths (/produkter/{id}, /resultater/{id}) stay as they are.
 * A list's address naming suppliers the catalogue does not have (a link kept from before an import
 * removed one) answers 302 to the same list, at its own path, without them: the customer gets the list, not an error.
 * So does one whose order or stock filter is spelled another way (`?inStock=1&sort=price-asc`): to
 * the list's one address for it (`?inStock=true&sort=price`), built from the route and the parsed
 * query, never from the address as typed.
 */
export function pageAnswerFor(match: RouteMatch | null, search: string, catalog: CatalogLookup): PageAnswer {
  if (!match) return { status: 404 };
  const { route, locale, params } = match;
  if (route.owner !== 'catalog') return { status: 200 };
  // A page of one supplier (a route the catalogue declares with `:supplier`) exists while the supplier does.
  if (params.supplier !== undefined && !catalog.supplier(params.supplier)) return { status: 404 };
  if (params.id === undefined) return isListPage(route.id) ? listAnswer(getHref(route.id, locale), search, catalog) : { status: 200 };
  // Only the catalogue's ids are products; an order page's id is looked up with the session (order-pages.ts).
  const product = catalog.product(params.id);
  if (!product) return { status: 404 };
  if (route.id.startsWith(CATEGORY_DETAIL) && route.id !== `${CATEGORY_DETAIL}${product.category}`) {
    return { redirectTo: getHref(`${CATEGORY_DETAIL}${product.category}`, locale, params) + search, permanent: true };
  }
  return { status: 200 };
}

/** `listPath` is the list's own (getHref), not the address asked: `//kameraovervakning` goes to /kameraovervakning. */
function listAnswer(listPath: string, search: string, catalog: CatalogLookup): PageAnswer {
  const query = new URLSearchParams(search);
  const named = suppliersInAddress(query);
  const known = named.filter((id) => catalog.supplier(id) !== undefined);
  const canonical = canonicalListParams(known.length === named.length ? query : withSuppliers(query, known));
  const rest = canonical.toString();
  if (rest === query.toString()) return { status: 200 };
  return { redirectTo: rest ? `${listPath}?${rest}` : listPath, permanent: false };
}

/**
 * Where a logged-in person who opens a login page goes instead (302), or null: the login form is
 * no use to them. The same place the shell's guard sends them in the browser (login-page.ts).
 */
export function loggedInRedirect(match: RouteMatch | null, search: string): string | null {
  if (!match || !isLoginPage(match.route.id, search)) return null;
  return landingOfLoggedIn(match.locale, search);
}
