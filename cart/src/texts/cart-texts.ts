// The cart team's texts, namespace "cart", in both languages. They ship with this remote and are
// added to the page's one i18n instance when the remote starts: a text changed here goes live with
// the cart's deploy, without a shell release. Only the cart group here, which every exposed module
// says; checkout's groups come with checkout's code (register-checkout-texts.ts).
import { registerTexts } from '@shop/shared';
import type { nb as addressBook } from './address-book';
import type { nb as approval } from './approval';
import { nb as cart } from './cart';
import type { nb as checkout } from './checkout';
import type { nb as delivery } from './delivery';
import { en as cartEn } from './en/cart';

const cartTexts = { nb: { cart }, en: { cart: cartEn } };

/** Keys of the "cart" namespace, typed from the Norwegian texts. */
export type CartTexts = typeof cartTexts.nb & { checkout: typeof checkout; addressBook: typeof addressBook; delivery: typeof delivery; approval: typeof approval };

export function registerCartTexts(): void {
  registerTexts('cart', cartTexts);
}
