import type { Locale } from '@shop/shared';

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

/**
 * The breadcrumb trail of a path: the front page first, then one item per path segment. The /en
 * prefix is the language, not a page. `lastLabel` replaces the last item's label (a product title).
 */
export function breadcrumbs(pathname: string, locale: Locale, frontLabel: string, lastLabel?: string): Crumb[] {
  const segments = pathname.split('/').filter(Boolean);
  const prefix = locale === 'en' && segments[0] === 'en' ? segments.shift() : undefined;
  const root = prefix ? `/${prefix}` : '/';
  const trail: Crumb[] = [{ label: frontLabel, href: root }];
  segments.forEach((segment, index) => {
    const href = `${prefix ? `/${prefix}` : ''}/${segments.slice(0, index + 1).join('/')}`;
    const isLast = index === segments.length - 1;
    const label = isLast && lastLabel ? lastLabel : segmentLabel(safeDecode(segment), locale);
    trail.push({ label, href });
  });
  return trail;
}
