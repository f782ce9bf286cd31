/** The checkout page's own chunk; the cart page asks for it ahead when the browser is idle. */
export const loadCheckoutPage = () => import(/* webpackChunkName: "checkout" */ './checkout-page');
