// First: the cart starts (texts, session wiring) whichever exposed module the page loads first.
import '../state/start-cart';
import { RemoteRoot, type RemotePageProps } from '@shop/shared';
import { lazy, Suspense } from 'react';
import CartPage from './cart-page';
import { loadCheckoutPage } from './load-checkout-page';

// The checkout's code is fetched when it is needed (or when the cart page is idle), not with the cart page.
const CheckoutPage = lazy(loadCheckoutPage);

/** The cart team's pages: cart and checkout. */
export default function CartPages(props: RemotePageProps) {
  return (
    <RemoteRoot remote="cart" release={process.env.SHOP_RELEASE}>
      {props.routeId === 'checkout' ? (
        <Suspense fallback={<div aria-busy="true" />}>
          <CheckoutPage {...props} />
        </Suspense>
      ) : (
        <CartPage {...props} />
      )}
    </RemoteRoot>
  );
}
