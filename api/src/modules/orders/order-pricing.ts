import { badRequest } from '../../plugins/http-errors';

/** What pricing needs of a product: the catalogue's record has more. */
export interface PricedItem {
  skuId: string;
  title: { nb: string; en: string };
  price: number;
}

interface PricedLine {
  sku: string;
  title: { nb: string; en: string };
  quantity: number;
  unitPriceOre: number;
  lineTotalOre: number;
}

export interface PricedOrder {
  lines: PricedLine[];
  totalOre: number;
  vatOre: number;
  totalIncludingVatOre: number;
}

/**
 * Prices every line from the catalogue (a client's prices are never read), in whole øre so the sums
 * do not drift. VAT is 25 % of the total, both rounded to the øre (spec §9). Unknown SKUs are a 400
 * naming each line.
 */
export function priceOrder(
  lineItems: ReadonlyArray<{ SkuId: string; Quantity: number }>,
  find: (sku: string) => PricedItem | undefined,
): PricedOrder {
  const unknown = lineItems
    .map((line, index) => ({ line, index }))
    .filter(({ line }) => find(line.SkuId) === undefined)
    .map(({ line, index }) => ({ field: `lineItems.${index}.SkuId`, message: `lineItems.${index}.SkuId: there is no product with SKU ${line.SkuId}` }));
  if (unknown.length > 0) throw badRequest(unknown.map((detail) => detail.message).join('; '), unknown);
  const lines = lineItems.map((line) => {
    const item = find(line.SkuId) as PricedItem;
    const unitPriceOre = Math.round(item.price * 100);
    return { sku: item.skuId, title: item.title, quantity: line.Quantity, unitPriceOre, lineTotalOre: unitPriceOre * line.Quantity };
  });
  const totalOre = lines.reduce((sum, line) => sum + line.lineTotalOre, 0);
  return { lines, totalOre, vatOre: Math.round(totalOre * 0.25), totalIncludingVatOre: Math.round(totalOre * 1.25) };
}
