// The cart team's rules for a line's quantity (spec §4 and §5). The kernel only keeps the number.

/** The most one line of the cart holds. */
export const MAX_LINE_QUANTITY = 9999;

const bounded = (quantity: number) => Math.min(MAX_LINE_QUANTITY, Math.max(0, quantity));

/** An amount typed by a person, parsed as an integer (spec §5): an empty amount counts as 0 (spec §4). */
export function parseQuantity(amount: string): number {
  const parsed = Number.parseInt(amount.trim() || '0', 10);
  return Number.isFinite(parsed) ? bounded(parsed) : 0;
}

/** One more, up to the line's maximum. */
export const raised = (quantity: number) => bounded(quantity + 1);

/** One fewer, only when above 0 (spec §4). */
export const lowered = (quantity: number) => (quantity > 0 ? quantity - 1 : 0);
