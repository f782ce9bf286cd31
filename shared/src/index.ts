// The public surface of @shop/shared. It is shared as ONE federated singleton module, so everything
// the shell and the remotes use goes through this entry: one store, one i18n instance, one client.
export * from './routes/route-table';
export * from './domain/localized-text';
export * from './domain/product';
export * from './domain/catalog-menu';
export * from './domain/api-error';
export * from './events/event-bus';
export * from './store/cart-rules';
export * from './store/shop-store';
export * from './store/use-shop-store';
export type { CartSlice } from './store/cart-slice';
export type { SessionSlice, SessionUser } from './store/session-slice';
export * from './i18n/i18n';
export * from './i18n/use-locale';
export type { ShopTexts } from './i18n/texts/all-texts';
export * from './api/api-client';
export * from './api/product-api';
export * from './contracts/remote-modules';
export * from './format/money';
export * from './ui/coming-soon';
export * from './ui/remote-root';
export * from './ui/render-standalone';
