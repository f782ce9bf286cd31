// The cart remote's start. Every exposed module imports this file, so whichever of them the page
// loads first, the cart's texts and subscriptions are in place before it renders; module scope and
// the flag make it happen once a page.
import { on, shopStore, type CartLine } from '@shop/shared';
import { registerCartTexts } from '../texts/cart-texts';
import { cartStore } from './cart-store';
import { MAX_LINE_QUANTITY } from './line-quantity';

/** The cart's maximum per line holds however a line grew (the catalogue's own button, another tab). */
function holdLineMaximum(lines: readonly CartLine[]): void {
  for (const line of lines) {
    if (line.quantity > MAX_LINE_QUANTITY) shopStore.getState().setCartQuantity(line.sku, MAX_LINE_QUANTITY);
  }
}

let started = false;

function startCart(): void {
  if (started) return;
  started = true;
  registerCartTexts();
  // Spec §4: a logout resets the order state; a login as someone else must not inherit it either.
  // The cart's products were priced for the last session too.
  on('session:changed', () => {
    cartStore.getState().forgetOrder();
    cartStore.getState().forgetDeliveryAddresses();
    cartStore.getState().forgetProducts();
  });
  holdLineMaximum(shopStore.getState().cartLines);
  shopStore.subscribe((state, previous) => {
    if (state.cartLines !== previous.cartLines) holdLineMaximum(state.cartLines);
  });
}

startCart();
