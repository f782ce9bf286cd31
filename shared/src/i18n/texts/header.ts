// Norwegian texts of the "header" namespace; the English ones (en/) must fill every key.
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
  // The header's login or profile link, language switch and cart: not "Min side", the account area's own menu.
  userLinks: 'Konto og handlekurv',
};
