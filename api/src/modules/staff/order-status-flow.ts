import type { OrderStatus } from '@shop/shared/contracts';

/**
 * The way an order goes: received → processing (the distributor confirmed it) → shipped →
 * delivered; or cancelled, with a reason, before it ships. Nothing goes back, and a delivered or
 * cancelled order is done.
 */
const NEXT: Record<OrderStatus, readonly OrderStatus[]> = {
  received: ['processing', 'cancelled'],
  processing: ['shipped', 'cancelled'],
  shipped: ['delivered'],
  delivered: [],
  cancelled: [],
};

/** Null when the order may go from `from` to `to`; otherwise why not, in plain words. */
export function refusedChange(from: OrderStatus, to: OrderStatus): string | null {
  if (NEXT[from].includes(to)) return null;
  if (from === to) return `The order is ${from} already`;
  if (NEXT[from].length === 0) return `The order is ${from}: its status no longer changes`;
  return `An order that is ${from} can become ${NEXT[from].join(' or ')}, not ${to}`;
}
