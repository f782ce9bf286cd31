// Every cart test runs the cart as the shop does, started (texts registered, the session event
// wired), and begins with both stores as a fresh page has them once the kernel's store has read the
// browser's (empty) cart.
import { shopStore } from '@shop/shared';
import { cartStore } from '../state/cart-store';
import '../state/start-cart';

beforeEach(() => {
  cartStore.setState(cartStore.getInitialState(), true);
  shopStore.setState({ ...shopStore.getInitialState(), cartRead: true }, true);
});
