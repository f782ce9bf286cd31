import { HttpError } from '../../infra/http/http-errors';
import type { CatalogStore } from '../catalog';
import { type PricedOrder, priceOrder } from './order-pricing';
import { CATALOG_CHANGED } from './order-writer';

type LineItems = Parameters<typeof priceOrder>[0];

/** Prices an order from the catalogue in memory, with the version it was priced from. */
export function priceFromMemory(catalog: CatalogStore, lineItems: LineItems): { priced: PricedOrder; catalogVersion: number } {
  // Read together: the snapshot and its version are swapped together (catalog-plugin.ts).
  const current = catalog.current;
  const catalogVersion = catalog.loadedVersion;
  return { priced: priceOrder(lineItems, (sku) => current.product(sku)), catalogVersion };
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
  lineItems: LineItems,
  first: { priced: PricedOrder; catalogVersion: number },
  write: (pricing: { priced: PricedOrder; catalogVersion: number }) => Promise<T | typeof CATALOG_CHANGED>,
): Promise<T> {
  let pricing = first;
  for (let pricings = 1; ; pricings += 1) {
    const written = await write(pricing);
    if (written !== CATALOG_CHANGED) return written;
    if (pricings >= MAX_PRICINGS) throw new HttpError(503, 'The catalogue is being updated just now. Please send the order again.');
    await catalog.reloadIfChanged();
    pricing = priceFromMemory(catalog, lineItems);
  }
}
