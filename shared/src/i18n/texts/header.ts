// Texts of the "header" namespace in both languages; English must fill every Norwegian key.
import type { TextsOf } from './texts-of';

export const nb = {
  profile: 'Profil',
  login: 'Logg inn',
  createAccount: 'Opprett konto',
  cart: 'Handlekurv',
  // The cart link's name starts with its visible words ("Handlekurv 3"): speech control users say
  // what they see (WCAG 2.5.3).
  cartCount_one: 'Handlekurv {{count}} vare',
  cartCount_other: 'Handlekurv {{count}} varer',
  otherLanguage: 'English',
  otherLanguageLabel: 'Switch to English',
  categories: 'Kategorier',
};

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
};
