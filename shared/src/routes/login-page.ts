import { type Locale, type RouteId, getHref, matchRoute, safeReturnPath } from './route-table';

/**
 * Whether a route shows the login page: its own addresses (/min-side/logg-inn, /login) or the
 * account route with page=login (spec §2). Not the login page's address carrying a mailed
 * confirmation link (`?confirm=`): that is the link's page, with its button, and a logged-in
 * person opens it too (the link of a change of their login e-mail), so nobody is sent on from it.
 */
export function isLoginPage(routeId: RouteId, search: string): boolean {
  const query = new URLSearchParams(search);
  if (query.has('confirm')) return false;
  return routeId === 'account-login' || routeId === 'login' || (routeId === 'account' && query.get('page') === 'login');
}

/** The pages that start or end a session: never where a logged-in person is sent on to. */
const SESSION_PAGES: readonly RouteId[] = ['account-logout', 'logout', 'callback'];

/**
 * Where a logged-in person who opens a login page goes instead (the server's redirect and the
 * shell's guard say the same): where a login there would have taken them, the page of its
 * `returnTo` when that is a page of the shop and not another login or logout page, else the
 * account. Built from the parsed address, never from the raw query.
 */
export function landingOfLoggedIn(locale: Locale, search: string): string {
  const back = safeReturnPath(new URLSearchParams(search).get('returnTo'));
  if (back !== null) {
    const url = new URL(back, 'http://shop.invalid');
    const match = matchRoute(url.pathname);
    if (match && !isLoginPage(match.route.id, url.search) && !SESSION_PAGES.includes(match.route.id)) return back;
  }
  return getHref('account', locale);
}
