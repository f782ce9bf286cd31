import type { Queryable } from '../../infra/db/db';

/** How often a running shop deletes the demo organisation's orders that are over a day old. */
export const DEMO_ORDER_SWEEP_MS = 60 * 60 * 1000;

/**
 * Deletes the orders the demo organisation sent that are past their day (orders.demo_expires_at,
 * set when it was written), with their lines; `now` from the caller's clock. Real organisations'
 * orders, and the demo's seeded history, have no such time and are never touched. Answers how many.
 */
export async function deleteExpiredDemoOrders(db: Queryable, now: Date): Promise<number> {
  const deleted = await db.query<{ id: string }>('DELETE FROM orders WHERE demo_expires_at <= $1 RETURNING id', [now]);
  return deleted.length;
}
