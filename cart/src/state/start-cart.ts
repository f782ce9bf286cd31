// The cart remote's start. Every exposed module imports this file, so whichever of them the page
// loads first, the cart's texts and subscriptions are in place before it renders; module scope and
// the flag make it happen once a page.
import { on } from '@shop/shared';
import { registerCartTexts } from '../texts/cart-texts';
import { cartStore } from './cart-store';

let started = false;

function startCart(): void {
  if (started) return;
  started = true;
  registerCartTexts();
  // Spec §4: a logout resets the order state; a login as someone else must not inherit it either.
  on('session:changed', () => {
    cartStore.getState().forgetOrder();
    cartStore.getState().forgetDeliveryAddresses();
  });
}

startCart();
