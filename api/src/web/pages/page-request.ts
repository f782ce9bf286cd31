import { type ConsentChoice, parseConsent } from '@shop/shared/consent';
import { type Locale, getHref, localeOfPath, matchRoute } from '@shop/shared/routes';

/**
 * A page request as the server reads it, once: what a page is rendered from and what names it in
 * the visitor page cache (visitorPageKey). Nothing else of the request reaches a visitor's render,
 * so a kept page can depend on nothing its key does not say:
 * - the consent answer is read from the raw Cookie header the way the browser's consent bar reads
 *   document.cookie (parseConsent), never from cookie values decoded and joined again, which can
 *   make one cookie's value look like another cookie;
 * - the shop's address is the configured one (PUBLIC_URL, or http://localhost:PORT without it),
 *   never the Host a request names.
 */
export interface PageRequest {
  /** The address's path as it was asked. */
  pathname: string;
  /** The address's query as it was asked: '' or `?…`. */
  search: string;
  locale: Locale;
  consent: ConsentChoice;
  /** The shop's configured origin: every absolute link of the page starts with it. */
  origin: string;
  /** Every query parameter is one the page's route reads: only then may the page be kept. */
  namesOnlyKnownParameters: boolean;
  /**
   * The path is its route's own (getHref): only then may the page be kept. `//kontakt` or
   * `/kontakt/` show the same page, and there is no end to such spellings.
   */
  atOwnPath: boolean;
}

/**
 * The query parameters a page reads are those its route declares (RouteDeclaration.query: the
 * catalogue's list view, filter and search words; the account's login notices, return path, reset
 * token and order list page). A page whose address names anything else is rendered as asked (a
 * list keeps such parameters in its forms, so dropping them would render another page than the
 * browser's) but never kept: a kept page per made-up parameter would let anyone push the real
 * pages out of the cache. A parameter a route leaves out costs only that its pages are not kept.
 */

export function pageRequestOf(url: string, cookieHeader: string | undefined, origin: string): PageRequest {
  const end = url.search(/[?#]/);
  const pathname = end === -1 ? url : url.slice(0, end);
  const search = end === -1 || url[end] === '#' ? '' : url.slice(end).split('#')[0] ?? '';
  const match = matchRoute(pathname);
  const known = new Set(match?.route.query ?? []);
  const names = [...new URLSearchParams(search).keys()];
  return {
    pathname,
    search,
    locale: localeOfPath(pathname),
    consent: parseConsent(cookieHeader ?? ''),
    origin,
    // A staff page is never kept: it is one person's, whoever asks.
    namesOnlyKnownParameters: match?.route.access !== 'staff' && names.every((name) => known.has(name)),
    atOwnPath: match !== null && pathname === getHref(match.route.id, match.locale, match.params),
  };
}

/** The address the page is rendered for: exactly what its key names. */
export function pageAddress(page: PageRequest): string {
  return page.pathname + page.search;
}

/**
 * The key of a visitor's page in the cache: everything its render reads. Undefined for a page
 * that is not kept (its address names parameters its route does not read, or is not its route's own path).
 */
export function visitorPageKey(page: PageRequest): string | undefined {
  if (!page.namesOnlyKnownParameters || !page.atOwnPath) return undefined;
  const consent = `${page.consent.answered ? 'answered' : 'unanswered'}:${page.consent.enabled.join(',')}`;
  // The address goes last: nothing before it holds a `|`, so no two requests share a key.
  return `${consent}|${page.origin}|${pageAddress(page)}`;
}
