import { canonicalListParams, suppliersInAddress, withSuppliers } from '@shop/shared/list-address';
import { guardDecision } from '@shop/shared/session-guard';
import { type CategoryKey, type RouteMatch, getHref, productsRouteOf, subjectOf } from '@shop/shared/routes';

/**
 * What the server answers for a page address: the shell page with a status, or a redirect to an
 * address (its query included) for good (301) or for now (302).
 */
export type PageAnswer = { status: 200 | 404 } | { redirectTo: string; permanent: boolean };

interface CatalogLookup {
  product(sku: string): { category: CategoryKey } | undefined;
  supplier(id: string): object | undefined;
}

/**
 * The status of a page before the browser renders it, so crawlers, shared links and tests see
 * what the page will show (spec §8), by what its route declares (route-declarations.ts), whoever
 * owns it: an unknown address, or a page `about` a product or supplier the catalogue does not
 * have, is 404. A product has one address per language, the route declared `productsOf` its
 * category; another such route's path answers 301 to it. Other paths of a product (all products,
 * results) stay as they are. A `list` page's address naming suppliers the catalogue does not have
 * (a link kept from before an import removed one) answers 302 to the same list, at its own path,
 * without them: the customer gets the list, not an error. So does one whose order or stock filter
 * is spelled another way (`?inStock=1&sort=price-asc`): to the list's one address for it
 * (`?inStock=true&sort=price`), built from the route and the parsed query, never from the address
 * as typed. An order page's id is no product: it is looked up with the session (order-pages.ts).
 */
export function pageAnswerFor(match: RouteMatch | null, search: string, catalog: CatalogLookup): PageAnswer {
  if (!match) return { status: 404 };
  const { route, locale, params } = match;
  const subject = subjectOf(route);
  const named = subject === undefined ? undefined : params[subject.param];
  if (subject?.thing === 'supplier' && (named === undefined || !catalog.supplier(named))) return { status: 404 };
  if (subject?.thing === 'product') {
    const product = named === undefined ? undefined : catalog.product(named);
    if (!product) return { status: 404 };
    const home = route.productsOf === undefined || route.productsOf === product.category ? undefined : productsRouteOf(product.category);
    const homeParam = home === undefined ? undefined : subjectOf(home)?.param;
    if (home && homeParam && named) return { redirectTo: getHref(home.id, locale, { [homeParam]: named }) + search, permanent: true };
  }
  return route.list ? listAnswer(getHref(route.id, locale), search, catalog) : { status: 200 };
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
 * Where the page's session guard sends the one who asks instead (302), or null: a logged-in person
 * who opens a login page goes on as a login would send them; a visitor who opens a guarded page
 * (the account, the checkout) goes to the login page and is brought back after it. The server has
 * read the session by then (renewed from the refresh cookie when it could be), so its answer is the
 * guard's in the browser (session-guard.ts) with the session checked: nothing is rendered only to
 * be sent away.
 */
export function guardRedirect(match: RouteMatch | null, pathname: string, search: string, loggedIn: boolean): string | null {
  if (!match) return null;
  const decision = guardDecision(match.route, { isLoggedIn: loggedIn, sessionChecked: true }, { locale: match.locale, pathname, search });
  return decision.kind === 'redirect' ? decision.to : null;
}
