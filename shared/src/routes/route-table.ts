/**
 * The shop's bilingual route table (spec §2) at run time: the shell's own pages, and the routes the
 * remotes of the running release declared (their `./routes` modules: route-declarations.ts). The
 * router of the shell, the breadcrumbs, the language switch and the server's 404 decision all read
 * it, so a path exists in exactly one place. Norwegian paths have no prefix; English paths start
 * with /en. A team adds a page by releasing its remote: the kernel lists none of the remotes' pages.
 */
import {
  type Locale,
  type RemoteRoutes,
  type RouteDefinition,
  LOCALES,
  defineRoute,
  isParameterValue,
  parameterOf,
  remoteRoutesProblem,
  routeClash,
  splitPath,
} from './route-declarations';

export {
  DEFAULT_LOCALE,
  LOCALES,
  PRODUCT_ID_PATTERN,
  isPersonalRoute,
  patternsClash,
  remoteRoutesProblem,
  subjectOf,
  type CatalogThing,
  type Locale,
  type PageSubject,
  type RemoteRoutes,
  type RouteAccess,
  type RouteDeclaration,
  type RouteDefinition,
  type SitemapSource,
} from './route-declarations';

export type CategoryKey = 'innbruddsalarm' | 'brannprodukter' | 'adgangskontroll' | 'kameraovervakning';

export const CATEGORY_KEYS: readonly CategoryKey[] = [
  'innbruddsalarm',
  'kameraovervakning',
  'brannprodukter',
  'adgangskontroll',
];

/** A route's id: unique in the shop, declared by the team that owns the route. */
export type RouteId = string;

/** Which app renders a route: the shell itself or a remote (by its name). */
export type RouteOwner = string;

/** The declared routes of a release: each remote's `./routes` value, by the remote's name. */
export type DeclaredRoutes = Readonly<Record<string, RemoteRoutes>>;

/** The shell's own pages: the only routes the kernel itself lists. */
export const SHELL_ROUTES: readonly RouteDefinition[] = [
  { id: 'contact', paths: { nb: '/kontakt', en: '/en/contact' } },
  { id: 'about', paths: { nb: '/om-oss', en: '/en/about-us' } },
  { id: 'privacy', paths: { nb: '/personvernerklaering', en: '/en/privacy' } },
  { id: 'terms', paths: { nb: '/kjopsvilkar', en: '/en/terms-of-purchase' } },
].map((route) => defineRoute('shell', route));

/** The routes of every remote of `declared` and the shell's, checked: each a route, no two on one path. */
function tableOf(declared: DeclaredRoutes): { table: RouteDefinition[] } | { problem: string } {
  const table = [...SHELL_ROUTES];
  for (const [owner, value] of Object.entries(declared)) {
    const problem = remoteRoutesProblem(value);
    if (problem) return { problem: `the ${owner} routes: ${problem}` };
    table.push(...value.routes.map((route) => defineRoute(owner, route)));
  }
  const clash = routeClash(table);
  return clash ? { problem: clash } : { table };
}

/**
 * Why a release's declared routes cannot go live together (a route that is not one, or two routes
 * claiming one path or one id, said with both teams' names), or undefined.
 */
export function checkDeclaredRoutes(declared: DeclaredRoutes): string | undefined {
  const result = tableOf(declared);
  return 'problem' in result ? result.problem : undefined;
}

/** Every remote's declared routes as the kernel holds them (owner named, access spelt out). */
export function defineRoutes(declared: DeclaredRoutes): RouteDefinition[] {
  return Object.entries(declared).flatMap(([owner, value]) => value.routes.map((route) => defineRoute(owner, route)));
}

interface Pattern {
  route: RouteDefinition;
  locale: Locale;
  segments: readonly string[];
}

let routes: readonly RouteDefinition[] = SHELL_ROUTES;
/** Every route's pattern in each language, split once: the server matches every page it answers. */
let patterns: readonly Pattern[] = [];
let declaredNow: DeclaredRoutes = {};
let pageDataOwners: ReadonlySet<string> = new Set();

function index(table: readonly RouteDefinition[]): void {
  routes = table;
  patterns = table.flatMap((route) => LOCALES.map((locale) => ({ route, locale, segments: splitPath(route.paths[locale]) })));
}
index(SHELL_ROUTES);

/**
 * Takes the declared routes of the release this process (or page) runs: the remotes' routes are
 * replaced as a whole, the shell's pages stay. A set that does not go together throws (the server
 * refuses such a release before it goes live, so a page never sees one).
 */
export function installRoutes(declared: DeclaredRoutes): void {
  const result = tableOf(declared);
  if ('problem' in result) throw new Error(`The declared routes cannot be installed: ${result.problem}`);
  declaredNow = declared;
  pageDataOwners = new Set(Object.entries(declared).filter(([, value]) => value.pageData === true).map(([owner]) => owner));
  index(result.table);
}

/** The declared routes installed now (what a rendered page carries for the browser). */
export function installedRoutes(): DeclaredRoutes {
  return declaredNow;
}

/** Every route of the shop now: the shell's pages, then each remote's. */
export function routeTable(): readonly RouteDefinition[] {
  return routes;
}

/** Whether the remote that owns a route loads its pages' data for the server (`<owner>/PageData`). */
export function hasPageData(owner: string): boolean {
  return pageDataOwners.has(owner);
}

export interface RouteMatch {
  route: RouteDefinition;
  locale: Locale;
  /** The route's parameters as the path gave them, decoded: `id`, `supplier`, … */
  params: Record<string, string>;
}

function safeDecode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

function matchPattern(patternSegments: readonly string[], segments: string[]): RouteMatch['params'] | null {
  if (patternSegments.length !== segments.length) return null;
  const params: RouteMatch['params'] = {};
  for (let i = 0; i < patternSegments.length; i += 1) {
    const expected = patternSegments[i] as string;
    const actual = segments[i] as string;
    const name = parameterOf(expected);
    if (name !== null) {
      const decoded = safeDecode(actual);
      if (decoded === null || !isParameterValue(name, decoded)) return null;
      params[name] = decoded;
    } else if (expected !== actual) {
      return null;
    }
  }
  return params;
}

/** The route a pathname belongs to, or null for an unknown path (the shell shows 404). */
export function matchRoute(pathname: string): RouteMatch | null {
  const segments = splitPath(pathname);
  for (const { route, locale, segments: pattern } of patterns) {
    const params = matchPattern(pattern, segments);
    if (params) return { route, locale, params };
  }
  return null;
}

/** The locale a path is in: /en and everything below it is English, the rest Norwegian. */
export function localeOfPath(pathname: string): Locale {
  return pathname === '/en' || pathname.startsWith('/en/') ? 'en' : 'nb';
}

/** The route with this id now, or undefined when no team of the running release declares it. */
/** The route that is the one address of a category's products (declared `productsOf`), if any. */
export function productsRouteOf(category: string, table: readonly RouteDefinition[] = routes): RouteDefinition | undefined {
  return table.find((route) => route.productsOf === category);
}

export function findRoute(id: RouteId): RouteDefinition | undefined {
  return routes.find((candidate) => candidate.id === id);
}

export function getRoute(id: RouteId): RouteDefinition {
  const route = findRoute(id);
  if (!route) throw new Error(`Unknown route id: ${id}`);
  return route;
}

/** The path of a route in a locale, with its parameters filled in. */
export function getHref(id: RouteId, locale: Locale, params: Readonly<Record<string, string | undefined>> = {}): string {
  const pattern = getRoute(id).paths[locale];
  return splitPath(pattern).reduce((path, segment) => {
    const name = parameterOf(segment);
    if (name === null) return `${path}/${segment}`;
    const value = params[name];
    if (!value) throw new Error(`Route ${id} needs its ${name}`);
    return `${path}/${encodeURIComponent(value)}`;
  }, '') || '/';
}

/** The same page in the other language, keeping its parameters; unknown paths go to the front page. */
export function translatePath(pathname: string, target: Locale): string {
  const match = matchRoute(pathname);
  if (!match) return target === 'en' ? '/en' : '/';
  return getHref(match.route.id, target, match.params);
}

/**
 * A page of this shop to go back to after login, or null: never another site ("//evil.example",
 * "https://…", "/\\evil") and never a path the route table does not know. The API and the client
 * both check return paths with this one rule.
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || value.length > 500 || !value.startsWith('/') || value.startsWith('//')) return null;
  if (/[\\\s\u0000-\u001f]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, 'http://shop.invalid');
  } catch {
    return null;
  }
  // `/.//kontakt` resolves to the path `//kontakt`, which a browser reads as the host "kontakt".
  if (url.host !== 'shop.invalid' || url.pathname.startsWith('//') || matchRoute(url.pathname) === null) return null;
  return url.pathname + url.search;
}
