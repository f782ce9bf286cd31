import type { PricedProduct, PublicProduct } from '../contracts/catalog';

// The shapes are the catalogue API's contract (contracts/catalog.ts), read here as types only.
export type { PricedProduct, PricedProductDetails, ProductDetails, PublicProduct } from '../contracts/catalog';

/** A product as the client holds it: priced when the user is logged in. */
export type Product = PublicProduct | PricedProduct;

export function isPriced(product: Product): product is PricedProduct {
  return typeof (product as PricedProduct).price === 'number';
}
