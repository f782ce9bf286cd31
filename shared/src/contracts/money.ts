// Money as the cart shows it and the API stores it, one rule for both sides (spec §9). What a cart
// line saves is the cart's own rule (the cart remote's cart-money.ts).

/**
 * Money is counted in whole øre (hundredths of a krone) so sums never drift the way binary floating
 * point does (0.1 + 0.2). Prices arrive as kroner with at most two decimals.
 */
export function toOre(kroner: number): number {
  return Math.round(kroner * 100);
}

export function fromOre(ore: number): number {
  return ore / 100;
}

/** VAT on everything the shop sells (spec §9). */
const VAT_RATE = 0.25;

/** VAT of a total excluding VAT, and the total including it, each rounded to the øre. */
export function vatSums(totalOre: number): { vatOre: number; totalIncludingVatOre: number } {
  return { vatOre: Math.round(totalOre * VAT_RATE), totalIncludingVatOre: Math.round(totalOre * (1 + VAT_RATE)) };
}
