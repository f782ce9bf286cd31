// First: the cart starts (texts, session wiring) whichever exposed module the page loads first.
import '../state/start-cart';
import { RemoteRoot, type RemotePageProps } from '@shop/shared';
import CartPage from './cart-page';
import CheckoutPage from './checkout-page';

/** The cart team's pages: cart and checkout. */
export default function CartPages(props: RemotePageProps) {
  return (
    <RemoteRoot remote="cart" release={process.env.SHOP_RELEASE}>
      {props.routeId === 'checkout' ? <CheckoutPage {...props} /> : <CartPage {...props} />}
    </RemoteRoot>
  );
}
