/**
 * Spec §6: a logged-in user reads the priced productUser endpoints, a visitor the public product
 * ones. The catalogue and the cart (quick order, reorder) both ask for products.
 */
export function productEndpoints(loggedIn: boolean): '/productUser' | '/product' {
  return loggedIn ? '/productUser' : '/product';
}
