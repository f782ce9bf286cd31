import { type Locale, getHref, localeOfPath, matchRoute } from '@shop/shared/routes';

/**
 * The path a login may send a person back to: a page of this shop, never another site
 * ("//evil.example", "https://…", "/\\evil"). Anything else is null.
 */
export function safeReturnPath(value: string | undefined): string | null {
  if (value === undefined || value.length > 500 || !value.startsWith('/') || value.startsWith('//')) return null;
  if (/[\\\s\u0000-\u001f]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, 'http://shop.invalid');
  } catch {
    return null;
  }
  if (url.host !== 'shop.invalid' || matchRoute(url.pathname) === null) return null;
  return url.pathname + url.search;
}

/** The login page in the language of the page the person came from, carrying where to go back to. */
export function loginPageFor(returnPath: string | null, fallbackLocale: Locale): string {
  const locale = returnPath === null ? fallbackLocale : localeOfPath(returnPath);
  const login = getHref('account-login', locale);
  return returnPath === null ? login : `${login}?returnTo=${encodeURIComponent(returnPath)}`;
}
