import { CATEGORY_KEYS, getHref, isLoginPage, matchRoute, type CategoryKey, type Locale } from '@shop/shared';

export interface Crumb {
  label: string;
  href: string;
}

/**
 * URL segments are written without Norwegian letters; the breadcrumb gives them back
 * (spec §2: kameraovervakning → Kameraovervåkning, kjopsvilkar → Kjøpsvilkår, æ).
 */
const NORWEGIAN_SPELLINGS: Array<[RegExp, string]> = [
  [/vakning/g, 'våkning'],
  [/kjop/g, 'kjøp'],
  [/vilkar/g, 'vilkår'],
  [/klaering/g, 'klæring'],
  [/aer/g, 'ær'],
];

function restoreNorwegianLetters(text: string): string {
  return NORWEGIAN_SPELLINGS.reduce((result, [pattern, spelling]) => result.replace(pattern, spelling), text);
}

/** One path segment as a breadcrumb label: hyphens to spaces, first letter capitalised. */
export function segmentLabel(segment: string, locale: Locale): string {
  let label = segment.replace(/-/g, ' ');
  if (locale === 'nb') label = restoreNorwegianLetters(label);
  return label.charAt(0).toLocaleUpperCase(locale === 'nb' ? 'nb-NO' : 'en-GB') + label.slice(1);
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

const isCategoryKey = (segment: string): segment is CategoryKey => (CATEGORY_KEYS as readonly string[]).includes(segment);

/**
 * The crumb of a category segment that is not the last: English product paths keep the Norwegian
 * category key (/en/kameraovervakning/{id}, spec §2), but the category page itself is
 * /en/camera-surveillance, so the crumb links there and reads as that page's name.
 */
function categoryCrumb(key: CategoryKey, locale: Locale): Crumb {
  const href = getHref(`category:${key}`, locale);
  return { href, label: segmentLabel(href.split('/').at(-1) ?? key, locale) };
}

/** What a trail says besides the path's own words. */
export interface TrailOptions {
  /** The address's query: the account route with ?page=login is the login page (spec §2). */
  search?: string;
  /** The last item of an address no page has: its words are nobody's page, nor in the page's language. */
  notFound?: string;
}

/**
 * The breadcrumb trail of a path: the front page first, then one item per path segment. The /en
 * prefix is the language, not a page. `lastLabel` replaces the last item's label (a product title).
 * `pageNames` names segments whose word is not in the page's language (the Norwegian /login,
 * /logout and /callback); `pageNames.login` also names the login page that the account route
 * shows with ?page=login. An address no route has keeps the crumbs of the pages above it that
 * exist and ends with `notFound`, never with its own made-up words.
 */
export function breadcrumbs(
  pathname: string,
  locale: Locale,
  frontLabel: string,
  lastLabel?: string,
  pageNames: Readonly<Record<string, string>> = {},
  options: TrailOptions = {},
): Crumb[] {
  const segments = pathname.split('/').filter(Boolean);
  const prefix = locale === 'en' && segments[0] === 'en' ? segments.shift() : undefined;
  const root = prefix ? `/${prefix}` : '/';
  const trail: Crumb[] = [{ label: frontLabel, href: root }];
  const match = matchRoute(pathname);
  const unknown = match === null && options.notFound !== undefined;
  segments.forEach((segment, index) => {
    const isLast = index === segments.length - 1;
    if (!isLast && index === 0 && isCategoryKey(segment)) {
      trail.push(categoryCrumb(segment, locale));
      return;
    }
    const href = `${prefix ? `/${prefix}` : ''}/${segments.slice(0, index + 1).join('/')}`;
    if (unknown && (isLast || matchRoute(href) === null)) return;
    const label = isLast && lastLabel ? lastLabel : (pageNames[segment] ?? segmentLabel(safeDecode(segment), locale));
    trail.push({ label, href });
  });
  if (unknown && options.notFound !== undefined) trail.push({ label: options.notFound, href: pathname });
  const loginName = pageNames['login'];
  if (match?.route.id === 'account' && loginName && isLoginPage('account', options.search ?? '')) {
    trail.push({ label: loginName, href: `${pathname}${options.search ?? ''}` });
  }
  return trail;
}
