/** The most one add from the product page may put in; larger amounts go through quick order. */
export const MAX_ADD_QUANTITY = 999;

/** The quantity typed on the product page as a whole number from 1 to 999, or null when it is not one. */
export function parseAddQuantity(amount: string): number | null {
  if (!/^\s*\d+\s*$/.test(amount)) return null;
  const quantity = Number.parseInt(amount, 10);
  return quantity >= 1 && quantity <= MAX_ADD_QUANTITY ? quantity : null;
}
