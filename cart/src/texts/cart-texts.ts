// The cart team's texts, namespace "cart", in both languages. They ship with this remote and are
// added to the page's one i18n instance when the remote starts: a text changed here goes live with
// the cart's deploy, without a shell release.
import { registerTexts } from '@shop/shared';
import { nb as addressBook } from './address-book';
import { nb as cart } from './cart';
import { nb as checkout } from './checkout';
import type { nb as delivery } from './delivery';
import { en as addressBookEn } from './en/address-book';
import { en as cartEn } from './en/cart';
import { en as checkoutEn } from './en/checkout';

const cartTexts = { nb: { cart, checkout, addressBook }, en: { cart: cartEn, checkout: checkoutEn, addressBook: addressBookEn } };

/** Keys of the "cart" namespace, typed from the Norwegian texts (the delivery group comes with checkout). */
export type CartTexts = typeof cartTexts.nb & { delivery: typeof delivery };

export function registerCartTexts(): void {
  registerTexts('cart', cartTexts);
}
