import type { OrderStatus } from './orders';

/**
 * The way an order goes: received → processing (the distributor confirmed it) → shipped →
 * delivered; or cancelled, with a reason, before it ships. Nothing goes back, and a delivered or
 * cancelled order is done. The API refuses any other change; the back-office offers only these.
 */
const NEXT: Record<OrderStatus, readonly OrderStatus[]> = {
  received: ['processing', 'cancelled'],
  processing: ['shipped', 'cancelled'],
  shipped: ['delivered'],
  delivered: [],
  cancelled: [],
};

/** The statuses an order of status `from` may be given next. */
export function nextOrderStatuses(from: OrderStatus): readonly OrderStatus[] {
  return NEXT[from];
}
