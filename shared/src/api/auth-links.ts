import { getHref, localeOfPath, safeReturnPath } from '../routes/route-table';

/**
 * The login link (spec §7: a navigation to /api/auth/authorize). The API remembers `returnPath`
 * and, after the login page and /callback, brings the person back to it.
 */
export function authorizeHref(returnPath: string): string {
  return `/api/auth/authorize?returnTo=${encodeURIComponent(returnPath)}`;
}

/**
 * Where /api/auth/authorize sends a visitor: the account's login page in the language of the page
 * to come back to, with that page saved. Inside the running shop the login link goes there
 * directly, so the page being left (its code, its product) is still loaded when the person comes
 * back through /callback, and only its prices need fetching.
 */
export function loginPageHref(returnPath: string): string {
  const back = safeReturnPath(returnPath);
  const login = getHref('account-login', localeOfPath(returnPath));
  return back === null ? login : `${login}?returnTo=${encodeURIComponent(back)}`;
}

/** A click the page handles itself: the main button, no key held for a new tab or window. */
export function isPlainClick(event: Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey' | 'defaultPrevented'>): boolean {
  return !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
