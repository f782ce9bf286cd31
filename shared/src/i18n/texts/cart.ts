// Texts of the "cart" namespace in both languages; English must fill every Norwegian key.
import type { TextsOf } from './texts-of';

export const nb = {
  heading: 'Handlekurv',
  empty: 'Handlekurven er tom.',
  continueShopping: 'Fortsett å handle',
  quantity: 'Antall',
  sku: 'Varenr.',
  remove: 'Fjern',
  loginForPrices: 'Logg inn for forhandlerpriser',
};

export const en: TextsOf<typeof nb> = {
  heading: 'Cart',
  empty: 'Your cart is empty.',
  continueShopping: 'Continue shopping',
  quantity: 'Quantity',
  sku: 'SKU',
  remove: 'Remove',
  loginForPrices: 'Login for retailer prices',
};
