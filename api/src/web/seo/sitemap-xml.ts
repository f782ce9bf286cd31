import { DEFAULT_LOCALE, LOCALES, type Locale } from '@shop/shared/routes';
import type { SitemapPage } from './sitemap-pages';

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
const SITEMAP_NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text for an element or a double-quoted attribute: the five characters XML gives entities for. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character] as string);
}

/** The opening and closing of a sitemap file; its `<url>` elements go between. */
export const URLSET_OPEN = `${XML_DECLARATION}<urlset xmlns="${SITEMAP_NAMESPACE}" xmlns:xhtml="${XHTML_NAMESPACE}">\n`;
export const URLSET_CLOSE = '</urlset>\n';

/**
 * A page's `<url>` element in each language, each naming every language's address as an
 * alternate (itself included, as the hreflang rules ask) and the Norwegian one as x-default.
 */
export function urlElements(origin: string, page: SitemapPage): string[] {
  const addresses: Record<Locale, string> = { nb: escapeXml(`${origin}${page.nb}`), en: escapeXml(`${origin}${page.en}`) };
  const alternate = (hreflang: string, address: string) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${address}"/>`;
  const alternates = LOCALES.map((locale) => alternate(locale, addresses[locale])).join('') + alternate('x-default', addresses[DEFAULT_LOCALE]);
  return LOCALES.map((locale) => `<url><loc>${addresses[locale]}</loc>${alternates}</url>\n`);
}

/** One sitemap file of `<url>` elements. */
export function urlsetXml(elements: readonly string[]): string {
  return `${URLSET_OPEN}${elements.join('')}${URLSET_CLOSE}`;
}

/** A sitemap index naming each file by its absolute address. */
export function sitemapIndexXml(addresses: readonly string[]): string {
  const entries = addresses.map((address) => `<sitemap><loc>${escapeXml(address)}</loc></sitemap>\n`).join('');
  return `${XML_DECLARATION}<sitemapindex xmlns="${SITEMAP_NAMESPACE}">\n${entries}</sitemapindex>\n`;
}
