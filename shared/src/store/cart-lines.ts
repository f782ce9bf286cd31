import { ORDER_LIMITS } from '../contracts/order-limits';
import { PRODUCT_ID_PATTERN } from '../routes/route-table';

/**
 * A line of the cart as every team reads it: which product and how many. Nothing priced lives
 * here: the cart team prices the lines (its own product cache, totals and sums), so a change to
 * how a cart is priced ships with the cart, not with the shell.
 */
export interface CartLine {
  sku: string;
  quantity: number;
}

/** No line holds more than the API takes per SKU; the cart team may allow less. */
const MOST_PER_LINE = ORDER_LIMITS.quantity;

function bounded(quantity: number): number {
  return Math.min(MOST_PER_LINE, Math.max(0, Math.trunc(quantity)));
}

/** Puts `quantity` (a whole number above 0) of a product in the cart: onto its line, or a new line at the end. */
export function addLine(lines: readonly CartLine[], sku: string, quantity = 1): CartLine[] {
  const amount = Math.max(1, Math.trunc(quantity));
  if (!lines.some((line) => line.sku === sku)) return [...lines, { sku, quantity: bounded(amount) }];
  return lines.map((line) => (line.sku === sku ? { sku, quantity: bounded(line.quantity + amount) } : line));
}

/** Sets a line's quantity (0 keeps the line, spec §4); a SKU not in the cart changes nothing. */
export function setLineQuantity(lines: readonly CartLine[], sku: string, quantity: number): CartLine[] {
  return lines.map((line) => (line.sku === sku ? { sku, quantity: bounded(quantity) } : line));
}

export function removeLine(lines: readonly CartLine[], sku: string): CartLine[] {
  return lines.filter((line) => line.sku !== sku);
}

/** Cart length (spec §9): the sum of quantities, shown in the header badge. */
export function cartLength(lines: ReadonlyArray<Pick<CartLine, 'quantity'>>): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

/**
 * The cart read back from the browser's storage, which anyone can edit: only well-formed SKUs and
 * whole quantities from 1 up, each SKU once. `id` is how carts saved before version 3 named the SKU.
 */
export function restoredLines(saved: unknown): CartLine[] {
  if (!Array.isArray(saved)) return [];
  const lines: CartLine[] = [];
  for (const entry of saved as unknown[]) {
    const { sku = (entry as { id?: unknown } | null)?.id, quantity } = (entry ?? {}) as Partial<Record<keyof CartLine, unknown>>;
    if (typeof sku !== 'string' || !PRODUCT_ID_PATTERN.test(sku) || lines.some((line) => line.sku === sku)) continue;
    if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1) continue;
    lines.push({ sku, quantity: bounded(quantity) });
  }
  return lines;
}
