import type { nb } from '../header';
import type { TextsOf } from '../texts-of';

export const en: TextsOf<typeof nb> = {
  profile: 'Profile',
  login: 'Login',
  createAccount: 'Create account',
  cart: 'Cart',
  cartCount_one: 'Cart {{count}} item',
  cartCount_other: 'Cart {{count}} items',
  otherLanguage: 'Norsk',
  otherLanguageLabel: 'Bytt til norsk',
  categories: 'Categories',
  userLinks: 'Account and cart',
};
