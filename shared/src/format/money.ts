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
