import { LOCALES, type RouteDefinition, isPersonalRoute, routeTable } from '@shop/shared/routes';

/** The API answers under this prefix (app.ts registers its routes there). */
const API_PREFIX = '/api';

/**
 * The distributor's staff area (the back-office) in both languages: kept out whether or not its
 * team's pages are live, as the staff API is (under /api).
 */
const STAFF_AREA = ['/intern', '/en/staff'];

/** A pattern's path up to its first parameter: `/min-side/:id` → `/min-side`. */
function fixedPrefix(pattern: string): string {
  const parameter = pattern.indexOf('/:');
  return parameter === -1 ? pattern : pattern.slice(0, parameter);
}

/** Whether `path` is `prefix` or lies below it. */
const isUnder = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/**
 * The paths robots.txt keeps crawlers out of, read from the declared routes: every personal route
 * (guarded, staff, or declared personal: the account's and the cart's) in both languages, the
 * staff area, and the API. A path below another one listed is left
 * out (`Disallow: /min-side` already covers `/min-side/ordre`).
 */
export function keptOutPaths(routes: readonly RouteDefinition[] = routeTable()): string[] {
  const paths = routes
    .filter(isPersonalRoute)
    .flatMap((route) => LOCALES.map((locale) => fixedPrefix(route.paths[locale])));
  const unique = [...new Set([API_PREFIX, ...STAFF_AREA, ...paths])].sort();
  return unique.filter((path) => !unique.some((other) => other !== path && isUnder(path, other)));
}
