import { LOCALES, translatePath, type Locale, type PageHead } from '@shop/shared';
import { dataBlock, escapeAttribute, escapeText } from './page-document';

/** What the head of a page rendered on the server is made of. */
export interface HeadParts {
  /** The document title (the page's name and the shop's). */
  title: string;
  description: string;
  /** The shop's address as the visitor reached it, e.g. `https://shop.example`. */
  origin: string;
  /** The page's one address (a product's under its own category), without the query. */
  canonicalPath: string;
  /** The query that is part of it (`?page=2` of a list), kept in each language's address too. */
  canonicalQuery?: string | undefined;
  structuredData?: Record<string, unknown> | undefined;
}

/**
 * The tags search engines and link previews read: the title and description in the page's
 * language, the canonical address, the same page in each language (hreflang; Norwegian is the
 * default) and the page's schema.org data.
 */
export function headTags(parts: HeadParts): string {
  const url = (path: string) => escapeAttribute(new URL(path + (parts.canonicalQuery ?? ''), parts.origin).href);
  const alternates = LOCALES.map((locale: Locale) => `<link rel="alternate" hreflang="${locale}" href="${url(translatePath(parts.canonicalPath, locale))}">`);
  return [
    `<title>${escapeText(parts.title)}</title>`,
    `<meta name="description" content="${escapeAttribute(parts.description)}">`,
    `<link rel="canonical" href="${url(parts.canonicalPath)}">`,
    ...alternates,
    `<link rel="alternate" hreflang="x-default" href="${url(translatePath(parts.canonicalPath, 'nb'))}">`,
    parts.structuredData ? dataBlock('shop-structured-data', parts.structuredData, 'application/ld+json') : '',
  ].join('');
}

/** The head's own parts of a page from its remote (PageHead), where it gave them. */
export function withPageHead(parts: HeadParts, head: PageHead | undefined, shopName: string): HeadParts {
  if (!head) return parts;
  return {
    ...parts,
    ...(head.title ? { title: `${head.title} - ${shopName}` } : {}),
    ...(head.description ? { description: head.description } : {}),
    ...(head.canonicalPath ? { canonicalPath: head.canonicalPath } : {}),
    ...(head.canonicalQuery ? { canonicalQuery: head.canonicalQuery } : {}),
    structuredData: head.structuredData,
  };
}
