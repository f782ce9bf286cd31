import type { PricedProduct, PublicProduct } from './catalog';

/** A product as a front end holds it: priced when the user is logged in (contracts/catalog.ts). */
export type Product = PublicProduct | PricedProduct;

export function isPriced(product: Product): product is PricedProduct {
  return typeof (product as PricedProduct).price === 'number';
}
