import { LOCALES, ROUTES, type RouteDefinition, type RouteOwner } from '@shop/shared/routes';

/**
 * The remotes whose pages belong to one person (the account, the cart and checkout, logging in
 * and out): no search engine should crawl, index or link to them.
 */
const PERSONAL_OWNERS: ReadonlySet<RouteOwner> = new Set(['account', 'cart']);

/** The API answers under this prefix (app.ts registers its routes there). */
const API_PREFIX = '/api';

/**
 * The distributor's staff area (the back-office) in both languages: kept out whether or not its
 * pages are in the route table yet, as the staff API is (under /api).
 */
const STAFF_AREA = ['/intern', '/en/staff'];

export function isPersonalRoute(route: RouteDefinition): boolean {
  return PERSONAL_OWNERS.has(route.owner);
}

/** A pattern's path up to its first parameter: `/min-side/:id` → `/min-side`. */
function fixedPrefix(pattern: string): string {
  const parameter = pattern.indexOf('/:');
  return parameter === -1 ? pattern : pattern.slice(0, parameter);
}

/** Whether `path` is `prefix` or lies below it. */
const isUnder = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/**
 * The paths robots.txt keeps crawlers out of, read from the route table: every route of the
 * account and the cart in both languages, the staff area, and the API. A path below another one listed is left
 * out (`Disallow: /min-side` already covers `/min-side/ordre`).
 */
export function keptOutPaths(routes: readonly RouteDefinition[] = ROUTES): string[] {
  const paths = routes
    .filter(isPersonalRoute)
    .flatMap((route) => LOCALES.map((locale) => fixedPrefix(route.paths[locale])));
  const unique = [...new Set([API_PREFIX, ...STAFF_AREA, ...paths])].sort();
  return unique.filter((path) => !unique.some((other) => other !== path && isUnder(path, other)));
}
