/**
 * The one bilingual route table of the shop (spec §2). The router of the shell, the breadcrumbs,
 * the language switch and the server's 404 decision all read it, so a path exists in exactly one
 * place. Norwegian paths have no prefix; English paths start with /en.
 */
export type Locale = 'nb' | 'en';

export const LOCALES: readonly Locale[] = ['nb', 'en'];
export const DEFAULT_LOCALE: Locale = 'nb';

export type CategoryKey = 'innbruddsalarm' | 'brannprodukter' | 'adgangskontroll' | 'kameraovervakning';

export const CATEGORY_KEYS: readonly CategoryKey[] = [
  'innbruddsalarm',
  'kameraovervakning',
  'brannprodukter',
  'adgangskontroll',
];

export type RouteId =
  | 'front'
  | `category:${CategoryKey}`
  | `category-detail:${CategoryKey}`
  | 'products'
  | 'product-detail'
  | 'results'
  | 'result-detail'
  | 'cart'
  | 'checkout'
  | 'account'
  | 'account-login'
  | 'account-logout'
  | 'account-create'
  | 'account-orders'
  | 'account-order'
  | 'account-profile'
  | 'account-new-password'
  | 'login'
  | 'logout'
  | 'callback'
  | 'contact'
  | 'about'
  | 'privacy'
  | 'terms';

/** Which app renders a route: the shell itself or one of the remotes. */
export type RouteOwner = 'shell' | 'catalog' | 'cart' | 'account';

export interface RouteDefinition {
  id: RouteId;
  owner: RouteOwner;
  /** Path patterns per locale; `:id` stands for a product id. */
  paths: Record<Locale, string>;
  /** Needs a logged-in user (spec §6 auth guard); a visitor is sent to the login page. */
  guarded?: boolean;
}

const categoryEnglishPaths: Record<CategoryKey, string> = {
  adgangskontroll: '/en/access-control',
  brannprodukter: '/en/fire-products',
  innbruddsalarm: '/en/intruder-alarm',
  kameraovervakning: '/en/camera-surveillance',
};

const categoryRoutes: RouteDefinition[] = CATEGORY_KEYS.flatMap((key) => [
  { id: `category:${key}` as const, owner: 'catalog' as const, paths: { nb: `/${key}`, en: categoryEnglishPaths[key] } },
  // The spec keeps the Norwegian segment in English detail paths (/en/adgangskontroll/{id}).
  { id: `category-detail:${key}` as const, owner: 'catalog' as const, paths: { nb: `/${key}/:id`, en: `/en/${key}/:id` } },
]);

export const ROUTES: readonly RouteDefinition[] = [
  { id: 'front', owner: 'catalog', paths: { nb: '/', en: '/en' } },
  ...categoryRoutes,
  { id: 'products', owner: 'catalog', paths: { nb: '/produkter', en: '/en/products' } },
  { id: 'product-detail', owner: 'catalog', paths: { nb: '/produkter/:id', en: '/en/products/:id' } },
  { id: 'results', owner: 'catalog', paths: { nb: '/resultater', en: '/en/results' } },
  { id: 'result-detail', owner: 'catalog', paths: { nb: '/resultater/:id', en: '/en/results/:id' } },
  { id: 'cart', owner: 'cart', paths: { nb: '/handlekurv', en: '/en/cart' } },
  { id: 'checkout', owner: 'cart', paths: { nb: '/handlekurv/kasse', en: '/en/cart/checkout' }, guarded: true },
  { id: 'account', owner: 'account', paths: { nb: '/min-side', en: '/en/account' }, guarded: true },
  { id: 'account-login', owner: 'account', paths: { nb: '/min-side/logg-inn', en: '/en/account/log-in' } },
  { id: 'account-logout', owner: 'account', paths: { nb: '/min-side/logg-ut', en: '/en/account/logout' } },
  { id: 'account-create', owner: 'account', paths: { nb: '/min-side/opprett-konto', en: '/en/account/create-account' } },
  { id: 'account-orders', owner: 'account', paths: { nb: '/min-side/ordre', en: '/en/account/orders' }, guarded: true },
  // One order of the list, whole; `:id` is the order's id.
  { id: 'account-order', owner: 'account', paths: { nb: '/min-side/ordre/:id', en: '/en/account/orders/:id' }, guarded: true },
  { id: 'account-profile', owner: 'account', paths: { nb: '/min-side/profil', en: '/en/account/profile' }, guarded: true },
  // A forgotten password: asking for a link, and setting the new password from it (?token=).
  { id: 'account-new-password', owner: 'account', paths: { nb: '/min-side/nytt-passord', en: '/en/account/new-password' } },
  { id: 'login', owner: 'account', paths: { nb: '/login', en: '/en/login' } },
  { id: 'logout', owner: 'account', paths: { nb: '/logout', en: '/en/logout' } },
  { id: 'callback', owner: 'account', paths: { nb: '/callback', en: '/en/callback' } },
  { id: 'contact', owner: 'shell', paths: { nb: '/kontakt', en: '/en/contact' } },
  { id: 'about', owner: 'shell', paths: { nb: '/om-oss', en: '/en/about-us' } },
  { id: 'privacy', owner: 'shell', paths: { nb: '/personvernerklaering', en: '/en/privacy' } },
  { id: 'terms', owner: 'shell', paths: { nb: '/kjopsvilkar', en: '/en/terms-of-purchase' } },
];

/** Product ids are SKUs: letters, digits, dot, dash and underscore. */
export const PRODUCT_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

export interface RouteMatch {
  route: RouteDefinition;
  locale: Locale;
  params: { id?: string };
}

function splitPath(pathname: string): string[] {
  return pathname.split('/').filter((segment) => segment.length > 0);
}

function safeDecode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** Every route's pattern in each language, split once: the server matches every page it answers. */
const PATTERNS: ReadonlyArray<{ route: RouteDefinition; locale: Locale; segments: readonly string[] }> = ROUTES.flatMap((route) =>
  LOCALES.map((locale) => ({ route, locale, segments: splitPath(route.paths[locale]) })),
);

function matchPattern(patternSegments: readonly string[], segments: string[]): RouteMatch['params'] | null {
  if (patternSegments.length !== segments.length) return null;
  const params: RouteMatch['params'] = {};
  for (let i = 0; i < patternSegments.length; i += 1) {
    const expected = patternSegments[i] as string;
    const actual = segments[i] as string;
    if (expected === ':id') {
      const decoded = safeDecode(actual);
      if (decoded === null || !PRODUCT_ID_PATTERN.test(decoded)) return null;
      params.id = decoded;
    } else if (expected !== actual) {
      return null;
    }
  }
  return params;
}

/** The route a pathname belongs to, or null for an unknown path (the shell shows 404). */
export function matchRoute(pathname: string): RouteMatch | null {
  const segments = splitPath(pathname);
  for (const { route, locale, segments: pattern } of PATTERNS) {
    const params = matchPattern(pattern, segments);
    if (params) return { route, locale, params };
  }
  return null;
}

/** The locale a path is in: /en and everything below it is English, the rest Norwegian. */
export function localeOfPath(pathname: string): Locale {
  return pathname === '/en' || pathname.startsWith('/en/') ? 'en' : 'nb';
}

export function getRoute(id: RouteId): RouteDefinition {
  const route = ROUTES.find((candidate) => candidate.id === id);
  if (!route) throw new Error(`Unknown route id: ${id}`);
  return route;
}

/** The path of a route in a locale, with its product id filled in. */
export function getHref(id: RouteId, locale: Locale, params: { id?: string } = {}): string {
  const pattern = getRoute(id).paths[locale];
  if (!pattern.includes(':id')) return pattern;
  if (!params.id) throw new Error(`Route ${id} needs an id`);
  return pattern.replace(':id', encodeURIComponent(params.id));
}

/** The same page in the other language, keeping the product id; unknown paths go to the front page. */
export function translatePath(pathname: string, target: Locale): string {
  const match = matchRoute(pathname);
  if (!match) return getHref('front', target);
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
