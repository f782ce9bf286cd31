import { type OrderStatus, nextOrderStatuses } from '@shop/shared/contracts';

/** Null when the order may go from `from` to `to` (the kernel's flow); otherwise why not, in plain words. */
export function refusedChange(from: OrderStatus, to: OrderStatus): string | null {
  const next = nextOrderStatuses(from);
  if (next.includes(to)) return null;
  if (from === to) return `The order is ${from} already`;
  if (next.length === 0) return `The order is ${from}: its status no longer changes`;
  return `An order that is ${from} can become ${next.join(' or ')}, not ${to}`;
}
