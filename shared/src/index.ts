// The public surface of @shop/shared, the kernel, name by name: what two or more teams read, and
// the session, route and text functions the kernel itself uses that one team also calls (written
// once, here). It is shared as ONE federated singleton module, so everything the shell and the
// remotes use of it goes through this entry: one store, one i18n instance, one HTTP client. API
// shapes and their types come from the pure entry `@shop/shared/contracts` instead.

// Routes and pictures
export {
  CATEGORY_KEYS,
  LOCALES,
  findRoute,
  getHref,
  hasPageData,
  installRoutes,
  installedRoutes,
  localeOfPath,
  matchRoute,
  remoteRoutesProblem,
  routeTable,
  safeReturnPath,
  translatePath,
  type CategoryKey,
  type DeclaredRoutes,
  type Locale,
  type RemoteRoutes,
  type RouteDefinition,
  type RouteId,
  type RouteMatch,
} from './routes/route-table';
export { pictureSrcSet } from './routes/picture-widths';

// The store: cart lines, session, page chrome, consent
export { shopStore } from './store/shop-store';
export { useShopStore } from './store/use-shop-store';
export { cartLength, type CartLine } from './store/cart-lines';
export { mayActOnAccount } from './store/session-rules';
export { isLoginPage } from './routes/login-page';
export { loginRedirectHref } from './routes/session-guard';
export { SessionGuard } from './store/session-guard-gate';
export { logIn, logOut, settleSessionFromPage, verifySession } from './store/session-actions';
export { PAGE_SESSION_ID, takePageSession, type PageSession } from './store/page-session';
export { readCookie } from './consent/consent-cookies';

// One page render's own state on the server: its i18n instance and each team's store
export { createRenderScope, RenderScopeProvider, useScopedStore, type RenderScope } from './render-scope/render-scope';
export { PAGE_STATE_ID, renderedState } from './render-scope/rendered-state';
export { createRenderApiClient, type ApiRead } from './render-scope/render-api-client';

// Events
export { emit, on } from './events/event-bus';

// Texts
export { addChromeTexts, hasLocaleTexts, i18n, loadLocaleTexts, registerTexts, setLocale } from './i18n/i18n';
export { useLocale } from './i18n/use-locale';
export { usePageT } from './i18n/page-texts';
export type { ChromeTexts } from './i18n/texts/all-texts';
export type { TextsOf } from './i18n/texts/texts-of';

// HTTP
export { apiClient } from './api/http-client';
export { ApiError, isApiError, statusOfApiError } from './api/http-error';
export { fetchUser } from './api/auth-api';
export { authorizeHref, isPlainClick, loginPageHref } from './api/auth-links';
export { createDeliveryAddressCall, deliveryAddressLabel, fetchDeliveryAddresses, fetchOrganization, organizationPath } from './api/organization-api';
export { productEndpoints } from './api/product-endpoints';

// The contracts of the exposed modules, and the loader that places one team's component in another's page
export {
  REMOTE_NAMES,
  type AddToCartProps,
  type CatalogAppStart,
  type FilterPanelProps,
  type LoadPageData,
  type PageData,
  type PageHead,
  type PageDataRequest,
  type RemoteComponentId,
  type RemoteComponents,
  type RemoteLocations,
  type RemoteModuleId,
  type RemoteModules,
  type RemoteName,
  type RemotePageProps,
  type ReorderButtonProps,
} from './contracts/remote-modules';
export { RemoteComponent, provideRemoteLoader } from './contracts/remote-component';
export { formatAmount, formatPrice } from './contracts/price-format';

// Availability: the one line of cards and cart lines, and the words of a warehouse and a lead time
export { AvailabilityNote } from './availability/availability-note';
export { leadTimeText, summaryText, warehouseName } from './availability/availability-text';

// Pages and UI primitives
export { PageError, statusOfError } from './format/page-error';
export { formatCalendarDay, intlLocaleOf } from './format/calendar-day';
export { RemoteRoot } from './ui/remote-root';
export { renderStandalone } from './ui/render-standalone';
export { shouldPrefetch, whenIdle } from './navigation/idle-prefetch';
// The company behind the shop: the shell's footer and pages, and the account's printed order.
export { COMPANY } from './company/company';
