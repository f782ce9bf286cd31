/** Norwegian texts: the default language and the shape every other language must fill. */
export const nb = {
  shop: {
    name: 'Sikkerhetsgrossisten',
    tagline: 'Innbruddsalarm, kameraovervåkning, brannprodukter og adgangskontroll for forhandlere',
  },
  header: {
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
  },
  categories: {
    innbruddsalarm: 'Innbruddsalarm',
    kameraovervakning: 'Kameraovervåkning',
    brannprodukter: 'Brannprodukter',
    adgangskontroll: 'Adgangskontroll',
  },
  remote: {
    loading: 'Laster …',
    unavailable: 'Denne delen av butikken er midlertidig utilgjengelig.',
    retry: 'Prøv igjen',
  },
  catalog: {
    featuredHeading: 'Utvalgte produkter',
    loginForPrices: 'Logg inn for forhandlerpriser',
    addToCart: 'Legg i handlekurv',
    added: 'Lagt i handlekurven',
    loadFailed: 'Vi fikk ikke hentet produktene. Prøv igjen om litt.',
    noImage: 'Bilde mangler',
  },
  cart: {
    heading: 'Handlekurv',
    empty: 'Handlekurven er tom.',
    continueShopping: 'Fortsett å handle',
    quantity: 'Antall',
    sku: 'Varenr.',
    remove: 'Fjern',
    loginForPrices: 'Logg inn for forhandlerpriser',
  },
  account: {
    loginHeading: 'Logg inn',
    email: 'E-post',
    password: 'Passord',
    submit: 'Logg inn',
    noAccount: 'Har du ikke konto?',
    createAccount: 'Opprett konto',
  },
  pages: {
    comingSoonHeading: 'Denne siden kommer snart',
    comingSoonBody: 'Vi jobber med denne delen av butikken.',
    notFoundHeading: 'Beklager, denne siden finnes ikke',
    notFoundBody: 'This page could not be found',
    backToFront: 'Returner til forsiden',
  },
};

type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

/** Every language fills exactly the keys of the Norwegian texts; the compiler checks it. */
export type ShopTexts = Texts<typeof nb>;
