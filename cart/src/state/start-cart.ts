// The cart remote's start. Every exposed module imports this file, so whichever of them the page
// loads first, the cart's texts and its rule on a line's maximum are in place before it renders;
// module scope and the flag make it happen once a page. What the cart's store forgets when the
// session changes is wired where the store is made (cart-store.ts): a module without the store
// (the add-to-cart control) does not load it.
import { shopStore, type CartLine } from '@shop/shared';
import { registerCartTexts } from '../texts/cart-texts';
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
  holdLineMaximum(shopStore.getState().cartLines);
  shopStore.subscribe((state, previous) => {
    if (state.cartLines !== previous.cartLines) holdLineMaximum(state.cartLines);
  });
}

startCart();
