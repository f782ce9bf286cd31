import { keptOutPaths } from './kept-out-paths';

/** The sitemap's address on the shop's origin. */
export const SITEMAP_PATH = '/sitemap.xml';

/**
 * robots.txt for every crawler: the personal pages and the API kept out, the rest of the shop
 * allowed, and the sitemap named by its absolute address (the protocol asks for one). The
 * Disallow lines come first, for crawlers that take the first matching line rather than the
 * longest (RFC 9309 takes the longest, so the order changes nothing for the others).
 */
export function robotsTxt(origin: string, disallowed: readonly string[] = keptOutPaths()): string {
  return [
    'User-agent: *',
    ...disallowed.map((path) => `Disallow: ${path}`),
    'Allow: /',
    '',
    `Sitemap: ${origin}${SITEMAP_PATH}`,
    '',
  ].join('\n');
}
