import type { CatalogStore } from '../../catalog';
import type { DeliveryLine } from './line-split';

/**
 * An order's lines with their products' availability from the catalogue in memory. An unknown SKU
 * holds nothing and has no lead time (pricing refuses the line with a 400 naming it).
 */
export function deliveryLines(catalog: CatalogStore, lineItems: ReadonlyArray<{ SkuId: string; Quantity: number }>): DeliveryLine[] {
  const current = catalog.current;
  return lineItems.map((line) => ({
    sku: line.SkuId,
    quantity: line.Quantity,
    availability: current.product(line.SkuId)?.availability ?? { stock: [] },
  }));
}
