// Texts of the "catalog" namespace in both languages; English must fill every Norwegian key.
import type { TextsOf } from './texts-of';

export const nb = {
  featuredHeading: 'Utvalgte produkter',
  loginForPrices: 'Logg inn for forhandlerpriser',
  addToCart: 'Legg i handlekurv',
  added: 'Lagt i handlekurven',
  loadFailed: 'Vi fikk ikke hentet produktene. Prøv igjen om litt.',
  noImage: 'Bilde mangler',
};

export const en: TextsOf<typeof nb> = {
  featuredHeading: 'Featured products',
  loginForPrices: 'Login for retailer prices',
  addToCart: 'Add to cart',
  added: 'Added to the cart',
  loadFailed: 'We could not load the products. Please try again shortly.',
  noImage: 'No image',
};
