import { HttpError } from '../../infra/http/http-errors';
import type { CatalogStore, ProductRecord } from '../catalog';
import { type PricedItem, type PricedOrder, priceOrder } from './order-pricing';
import { CATALOG_CHANGED } from './order-writer';

type LineItems = Parameters<typeof priceOrder>[0];
/** The customer's price of a product: its organisation's agreement applied (agreements module). */
export type CustomerPricer = (product: ProductRecord) => PricedItem;
const listPrice: CustomerPricer = (product) => product;

/** Prices an order from the catalogue in memory at the customer's prices, with the version it was priced from. */
export function priceFromMemory(
  catalog: CatalogStore,
  lineItems: LineItems,
  pricer: CustomerPricer = listPrice,
): { priced: PricedOrder; catalogVersion: number } {
  // Read together: the snapshot and its version are swapped together (catalog-plugin.ts).
  const current = catalog.current;
  const catalogVersion = catalog.loadedVersion;
  return {
    priced: priceOrder(lineItems, (sku) => {
      const product = current.product(sku);
      return product && pricer(product);
    }),
    catalogVersion,
  };
}

/** An import that keeps committing while an order is priced again and again: the customer retries. */
const MAX_PRICINGS = 3;

/**
 * Writes an order at the prices of the catalogue the database holds when it is written. The write
 * refuses an order priced from an older version (order-writer.ts): the catalogue in memory is
 * brought up to date and the order priced again, so no order is ever stored at the prices of a
 * catalogue that an import (in this process or another) has already replaced.
 */
export async function writeAtCurrentPrices<T>(
  catalog: CatalogStore,
  first: { priced: PricedOrder; catalogVersion: number },
  /** Prices the order again from the catalogue in memory, as `first` was priced. */
  reprice: () => { priced: PricedOrder; catalogVersion: number },
  write: (pricing: { priced: PricedOrder; catalogVersion: number }) => Promise<T | typeof CATALOG_CHANGED>,
): Promise<T> {
  let pricing = first;
  for (let pricings = 1; ; pricings += 1) {
    const written = await write(pricing);
    if (written !== CATALOG_CHANGED) return written;
    if (pricings >= MAX_PRICINGS) throw new HttpError(503, 'The catalogue is being updated just now. Please send the order again.');
    await catalog.reloadIfChanged();
    pricing = reprice();
  }
}
