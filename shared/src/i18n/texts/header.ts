// Texts of the "header" namespace in both languages; English must fill every Norwegian key.
import type { TextsOf } from './texts-of';

export const nb = {
  home: 'Til forsiden',
  profile: 'Profil',
  login: 'Logg inn',
  createAccount: 'Opprett konto',
  cart: 'Handlekurv',
  cartCount_one: '{{count}} vare i handlekurven',
  cartCount_other: '{{count}} varer i handlekurven',
  otherLanguage: 'English',
  otherLanguageLabel: 'Switch to English',
  categories: 'Kategorier',
};

export const en: TextsOf<typeof nb> = {
  home: 'To the front page',
  profile: 'Profile',
  login: 'Login',
  createAccount: 'Create account',
  cart: 'Cart',
  cartCount_one: '{{count}} item in the cart',
  cartCount_other: '{{count}} items in the cart',
  otherLanguage: 'Norsk',
  otherLanguageLabel: 'Bytt til norsk',
  categories: 'Categories',
};
