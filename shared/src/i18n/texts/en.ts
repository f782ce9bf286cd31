import type { ShopTexts } from './nb';

export const en: ShopTexts = {
  shop: {
    name: 'Sikkerhetsgrossisten',
    tagline: 'Intruder alarm, camera surveillance, fire products and access control for retailers',
  },
  header: {
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
  },
  categories: {
    innbruddsalarm: 'Intruder alarm',
    kameraovervakning: 'Camera surveillance',
    brannprodukter: 'Fire products',
    adgangskontroll: 'Access control',
  },
  remote: {
    loading: 'Loading …',
    unavailable: 'This part of the shop is temporarily unavailable.',
    retry: 'Try again',
  },
  catalog: {
    featuredHeading: 'Featured products',
    loginForPrices: 'Login for retailer prices',
    addToCart: 'Add to cart',
    added: 'Added to the cart',
    loadFailed: 'We could not load the products. Please try again shortly.',
    noImage: 'No image',
  },
  cart: {
    heading: 'Cart',
    empty: 'Your cart is empty.',
    continueShopping: 'Continue shopping',
    quantity: 'Quantity',
    sku: 'SKU',
    remove: 'Remove',
    loginForPrices: 'Login for retailer prices',
  },
  account: {
    loginHeading: 'Login',
    email: 'E-mail',
    password: 'Password',
    submit: 'Log in',
    noAccount: 'No account yet?',
    createAccount: 'Create account',
  },
  pages: {
    comingSoonHeading: 'This page is coming soon',
    comingSoonBody: 'We are working on this part of the shop.',
    notFoundHeading: 'Sorry, this page does not exist',
    notFoundBody: 'This page could not be found',
    backToFront: 'Return to frontpage',
  },
};
