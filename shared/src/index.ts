// The public surface of @shop/shared, the kernel: only what two or more teams read. It is shared as
// ONE federated singleton module, so everything the shell and the remotes use of it goes through
// this entry: one store, one i18n instance, one HTTP client.
export * from './routes/route-table';
export * from './routes/picture-widths';
export * from './domain/localized-text';
export * from './domain/product';
export * from './domain/catalog-menu';
export * from './events/event-bus';
export * from './store/cart-rules';
export * from './store/shop-store';
export * from './store/use-shop-store';
export type { CartSlice } from './store/cart-slice';
export type { SessionSlice, SessionUser } from './store/session-slice';
export type { UiSlice } from './store/ui-slice';
export * from './store/session-guard';
export * from './store/session-guard-gate';
export * from './store/session-actions';
export * from './store/page-session';
export * from './i18n/i18n';
export * from './i18n/use-locale';
export type { ChromeTexts } from './i18n/texts/all-texts';
export type { TextsOf } from './i18n/texts/texts-of';
export * from './api/http-client';
export * from './api/http-error';
export * from './api/auth-api';
export * from './api/auth-links';
export * from './api/organization-api';
export * from './api/minimum-delay';
export * from './contracts/remote-modules';
export * from './contracts/remote-component';
export * from './format/money';
export * from './format/price';
export * from './format/page-error';
export * from './ui/remote-root';
export * from './ui/render-standalone';
export * from './consent/consent-cookies';
export type { ConsentSlice } from './consent/consent-slice';
