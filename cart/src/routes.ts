// The cart's pages, declared with its release (see catalog/src/routes.ts). Plain data.
import type { RemoteRoutes } from '@shop/shared/routes';

const cartRoutes: RemoteRoutes = {
  routes: [
    { id: 'cart', paths: { nb: '/handlekurv', en: '/en/cart' }, personal: true },
    { id: 'checkout', paths: { nb: '/handlekurv/kasse', en: '/en/cart/checkout' }, access: 'guarded' },
  ],
};

export default cartRoutes;
