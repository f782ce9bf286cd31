import { ComingSoon, RemoteRoot, type RemotePageProps } from '@shop/shared';
import CartPage from './cart-page';

/** The cart team's pages: cart and checkout. */
export default function CartPages(props: RemotePageProps) {
  return (
    <RemoteRoot remote="cart" release={process.env.SHOP_RELEASE}>
      {props.routeId === 'cart' ? <CartPage {...props} /> : <ComingSoon />}
    </RemoteRoot>
  );
}
