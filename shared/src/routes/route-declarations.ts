/**
 * The shape every team declares its routes in (its remote's `./routes` module, built to
 * `routes.json` beside its manifest) and the rules every declared route follows: how a pattern is
 * written, what a parameter may hold, and when two routes claim one path. Pure: the shell, the
 * render workers and the API all check declarations with these functions.
 */
export type Locale = 'nb' | 'en';

export const LOCALES: readonly Locale[] = ['nb', 'en'];
export const DEFAULT_LOCALE: Locale = 'nb';

/**
 * Who may open a route: anyone; a logged-in customer (a visitor is sent to the login page); or the
 * distributor's staff, whose pages check their own session and are never cached, listed in the
 * sitemap or crawled.
 */
export type RouteAccess = 'public' | 'guarded' | 'staff';

/** The value sources the server lists a parameterised route's pages from in the sitemap. */
export type SitemapSource = 'supplier';

/** The things of the catalogue a page can be about, named by one of its parameters. */
export type CatalogThing = 'product' | 'supplier';
const CATALOG_THINGS: readonly CatalogThing[] = ['product', 'supplier'];

/** A page about one thing of the catalogue: the parameter that names it, and what it names. */
export interface PageSubject {
  param: string;
  thing: CatalogThing;
}

export interface RouteDeclaration {
  /** Unique in the whole shop. */
  id: string;
  /**
   * Path patterns per locale: Norwegian paths have no prefix, English ones are /en or under it. A
   * segment `:name` is a parameter; both languages name the same parameters.
   */
  paths: Record<Locale, string>;
  /** Default 'public'. */
  access?: RouteAccess;
  /**
   * A page of one person (the cart, logging in): robots.txt keeps crawlers out of it and the
   * sitemap never lists it. Guarded and staff routes are personal whatever this says.
   */
  personal?: boolean;
  /** The query parameters the page reads: a visitor's page naming only these may be kept. */
  query?: readonly string[];
  /**
   * Whether the sitemap lists the route: by default a public route without parameters is listed;
   * false never; `{ each: 'supplier' }` once per supplier of the catalogue (its one parameter).
   */
  sitemap?: false | { each: SitemapSource };
  /**
   * The page is about one thing of the catalogue, named by its parameter `param`: the server answers
   * 404 while the catalogue has no such thing. A route listed once per supplier is about the
   * supplier its parameter names without saying so.
   */
  about?: PageSubject;
  /**
   * The one address of the products of this category (a route `about` a product): the server sends
   * a product's address under another such route here (301), and the sitemap lists each product here.
   */
  productsOf?: string;
  /**
   * The page is a list its address may filter and order (`?supplier=…&sort=…`): an address naming
   * suppliers the catalogue lacks, or spelling the order another way, answers 302 to its one address.
   */
  list?: boolean;
}

/** The default export of a remote's `./routes` module. Plain data: no code runs to read it. */
export interface RemoteRoutes {
  routes: readonly RouteDeclaration[];
  /**
   * The remote exposes `./PageData` (LoadPageData): the data and the head of its pages when the
   * server renders them.
   */
  pageData?: boolean;
}

/** A route as the kernel holds it: a declaration with its owner (a remote's name, or 'shell'). */
export interface RouteDefinition extends RouteDeclaration {
  owner: string;
  access: RouteAccess;
}

/** Product ids are SKUs: letters, digits, dot, dash and underscore. */
export const PRODUCT_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

/** Any other parameter: one decoded path segment of 1-100 characters, nothing that ends or leaves a path. */
const PARAMETER_VALUE_PATTERN = /^[^/?#\\\u0000-\u001f\u007f]{1,100}$/;

/** Whether a decoded segment may be the value of the parameter `name`. */
export function isParameterValue(name: string, value: string): boolean {
  return name === 'id' ? PRODUCT_ID_PATTERN.test(value) : PARAMETER_VALUE_PATTERN.test(value) && value.trim() === value;
}

export function splitPath(pathname: string): string[] {
  return pathname.split('/').filter((segment) => segment.length > 0);
}

/** The parameter a pattern's segment names, or null for a fixed segment. */
export function parameterOf(segment: string): string | null {
  return segment.startsWith(':') ? segment.slice(1) : null;
}

const ID_PATTERN = /^[a-z][a-z0-9:-]{0,63}$/;
const SEGMENT_PATTERN = /^(?::[a-z][a-zA-Z0-9]{0,31}|[a-z0-9][a-z0-9._-]{0,63})$/;
const QUERY_NAME_PATTERN = /^[A-Za-z][A-Za-z0-9_-]{0,31}$/;
const PRODUCTS_OF_PATTERN = /^[a-z0-9][a-z0-9-]{0,63}$/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Why a pattern cannot be a route's path in `locale`, or null. */
function patternProblem(pattern: unknown, locale: Locale): string | null {
  if (typeof pattern !== 'string' || !pattern.startsWith('/')) return `its ${locale} path must be a string starting with /`;
  const segments = splitPath(pattern);
  if (pattern !== '/' && pattern !== `/${segments.join('/')}`) return `its ${locale} path ${pattern} has an empty segment or a trailing slash`;
  if (!segments.every((segment) => SEGMENT_PATTERN.test(segment))) return `its ${locale} path ${pattern} has a segment that is not lower-case letters, digits, . _ - or a :parameter`;
  const english = segments[0] === 'en';
  if (locale === 'en' && !english) return `its en path ${pattern} must be /en or start with /en/`;
  if (locale === 'nb' && english) return `its nb path ${pattern} must not be under /en`;
  return null;
}

function parameterNames(pattern: string): string[] {
  return splitPath(pattern).map(parameterOf).filter((name): name is string => name !== null).sort();
}

/** Why one declared route is not a route of the shop, or null. */
function declarationProblem(value: unknown): string | null {
  if (!isRecord(value)) return 'a route must be an object';
  const { id, paths, access, query, sitemap, personal, about, productsOf, list } = value;
  if (typeof id !== 'string' || !ID_PATTERN.test(id)) return `the route id ${JSON.stringify(id)} must be lower-case letters, digits, - and :`;
  if (!isRecord(paths)) return `the route "${id}" has no paths`;
  for (const locale of LOCALES) {
    const problem = patternProblem(paths[locale], locale);
    if (problem) return `the route "${id}": ${problem}`;
  }
  const names = parameterNames(paths.nb as string);
  if (names.join() !== parameterNames(paths.en as string).join()) return `the route "${id}" names other parameters in nb than in en`;
  if (new Set(names).size !== names.length) return `the route "${id}" names a parameter twice`;
  if (access !== undefined && access !== 'public' && access !== 'guarded' && access !== 'staff') return `the route "${id}": access must be public, guarded or staff`;
  if (personal !== undefined && typeof personal !== 'boolean') return `the route "${id}": personal must be true or false`;
  if (query !== undefined && !(Array.isArray(query) && query.every((name) => typeof name === 'string' && QUERY_NAME_PATTERN.test(name)))) {
    return `the route "${id}": query must be a list of parameter names`;
  }
  if (sitemap !== undefined && sitemap !== false) {
    if (!isRecord(sitemap) || sitemap.each !== 'supplier') return `the route "${id}": sitemap must be false or { each: "supplier" }`;
    if (names.length !== 1) return `the route "${id}": a route listed once per supplier has exactly one parameter`;
  }
  return catalogProblem(id, names, { about, productsOf, list });
}

/** Why what a route says of the catalogue (about, productsOf, list) cannot be, or null. */
function catalogProblem(id: string, names: readonly string[], { about, productsOf, list }: Record<string, unknown>): string | null {
  if (about !== undefined) {
    if (!isRecord(about) || typeof about.param !== 'string' || !names.includes(about.param)) return `the route "${id}": about must name one of its parameters`;
    if (!CATALOG_THINGS.includes(about.thing as CatalogThing)) return `the route "${id}": about names a product or a supplier`;
  }
  if (productsOf !== undefined) {
    if (typeof productsOf !== 'string' || !PRODUCTS_OF_PATTERN.test(productsOf)) return `the route "${id}": productsOf must be a category's key`;
    if (!isRecord(about) || about.thing !== 'product') return `the route "${id}": a route with productsOf is about a product`;
  }
  if (list !== undefined && typeof list !== 'boolean') return `the route "${id}": list must be true or false`;
  return null;
}

/**
 * The thing of the catalogue a page is about, if any: as declared, or the supplier a route listed
 * once per supplier names with its one parameter.
 */
export function subjectOf(route: RouteDeclaration): PageSubject | undefined {
  if (route.about) return route.about;
  if (!route.sitemap) return undefined;
  const param = splitPath(route.paths.nb).map(parameterOf).find((name): name is string => name !== null);
  return param === undefined ? undefined : { param, thing: route.sitemap.each };
}

/** Why a remote's `./routes` value is not a declaration of routes, or null. */
export function remoteRoutesProblem(value: unknown): string | null {
  if (!isRecord(value) || !Array.isArray(value.routes)) return 'it must be an object with a list of routes';
  if (value.pageData !== undefined && typeof value.pageData !== 'boolean') return 'pageData must be true or false';
  for (const route of value.routes) {
    const problem = declarationProblem(route);
    if (problem) return problem;
  }
  return null;
}

/** A page of one person: kept out of robots' reach and of the sitemap. */
export function isPersonalRoute(route: RouteDefinition): boolean {
  return route.access !== 'public' || route.personal === true;
}

/** A declaration as the kernel holds it: its owner named, its access spelt out. */
export function defineRoute(owner: string, declaration: RouteDeclaration): RouteDefinition {
  return { ...declaration, owner, access: declaration.access ?? 'public' };
}

/**
 * Whether two patterns can match one path: as many segments, and at every place the same fixed
 * segment or a parameter on either side. `/merker/:supplier` and `/merker/:id` clash; `/merker/x`
 * and `/merker/:supplier` clash too (which page would /merker/x be?).
 */
export function patternsClash(a: string, b: string): boolean {
  const left = splitPath(a);
  const right = splitPath(b);
  if (left.length !== right.length) return false;
  return left.every((segment, i) => {
    const other = right[i] as string;
    return segment === other || parameterOf(segment) !== null || parameterOf(other) !== null;
  });
}

/**
 * The first clash between routes of different owners, said in words (which teams, which routes,
 * which path), or null. Routes of one owner may not clash either: the first would hide the second.
 */
export function routeClash(routes: readonly RouteDefinition[]): string | null {
  for (let i = 0; i < routes.length; i += 1) {
    const a = routes[i] as RouteDefinition;
    for (const b of routes.slice(i + 1)) {
      if (a.id === b.id) return `the ${b.owner} route "${b.id}" has the id of the ${a.owner} route "${a.id}"`;
      for (const locale of LOCALES) {
        if (patternsClash(a.paths[locale], b.paths[locale])) {
          return `the ${b.owner} route "${b.id}" (${b.paths[locale]}) claims the path of the ${a.owner} route "${a.id}" (${a.paths[locale]})`;
        }
      }
    }
  }
  return null;
}
