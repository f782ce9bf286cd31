/** A product's price fields as the organisation sees them now (its agreement applied). */
interface SeenPrices {
  indicativePrice: number;
  discount?: { percentage: number };
}

/**
 * What an order's lines saved (spec §9's total discount, as the cart shows it): over the lines
 * whose product the organisation sees on discount, (indicativePrice − the price paid) × quantity.
 * An order keeps no indicative price, so it is the one of the catalogue and agreement now; a
 * product no longer sold, or a line that saved nothing against it, counts 0. In øre, so the sum is exact.
 */
export function discountSaved(
  lines: ReadonlyArray<{ sku: string; quantity: number; unitPrice: number }>,
  pricesOf: (sku: string) => SeenPrices | undefined,
): number {
  let savedOre = 0;
  for (const line of lines) {
    const prices = pricesOf(line.sku);
    if (!prices || (prices.discount?.percentage ?? 0) <= 0) continue;
    const perUnitOre = Math.round(prices.indicativePrice * 100) - Math.round(line.unitPrice * 100);
    if (perUnitOre > 0) savedOre += perUnitOre * line.quantity;
  }
  return savedOre / 100;
}
