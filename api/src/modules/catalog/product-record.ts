import type { PricedProductDetails } from './domain-types';

/** A product as held in memory: everything, prices included. Public routes strip the prices. */
export interface ProductRecord extends PricedProductDetails {
  featuredRank: number | null;
  /** Its index in `Catalog.products`. */
  position: number;
  /** Units over all warehouses: the "in stock" filter reads it. */
  unitsInStock: number;
  /** Its supplier's place among the suppliers by name (list-view.ts): sorting and counting by supplier read it. */
  supplierOrder: number;
}
