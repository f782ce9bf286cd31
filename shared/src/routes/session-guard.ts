import { isLoginPage, landingOfLoggedIn } from './login-page';
import { type Locale, type RouteDefinition, getHref, safeReturnPath } from './route-table';

export type GuardDecision = { kind: 'allow' } | { kind: 'wait' } | { kind: 'redirect'; to: string };

/** The login page as spec §6 names it: the account route with page=login, and where to come back to. */
export function loginRedirectHref(locale: Locale, returnPath: string): string {
  const back = safeReturnPath(returnPath);
  const query = new URLSearchParams({ page: 'login' });
  if (back !== null) query.set('returnTo', back);
  return `${getHref('account', locale)}?${query.toString()}`;
}

/**
 * The auth guard (spec §6): a guarded route needs the logged-in flag; a visitor is sent to the
 * login page and brought back afterwards. Until the app-start verify check has answered, wait.
 * A logged-in person has nothing to do on a login page: they go on as a login would send them.
 */
export function guardDecision(
  route: Pick<RouteDefinition, 'id' | 'access'>,
  session: { isLoggedIn: boolean; sessionChecked: boolean },
  location: { locale: Locale; pathname: string; search: string },
): GuardDecision {
  if (session.isLoggedIn && isLoginPage(route.id, location.search)) return { kind: 'redirect', to: landingOfLoggedIn(location.locale, location.search) };
  if (route.access !== 'guarded' || isLoginPage(route.id, location.search) || session.isLoggedIn) return { kind: 'allow' };
  if (!session.sessionChecked) return { kind: 'wait' };
  return { kind: 'redirect', to: loginRedirectHref(location.locale, location.pathname + location.search) };
}
