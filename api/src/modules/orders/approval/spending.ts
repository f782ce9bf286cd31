import { type SentOrder, toOre } from '@shop/shared/contracts';
import type { Db, Queryable } from '../../../infra/db/db';
import { CATALOG_CHANGED, type NewOrder, type OrderKey, writeOrders } from '../order-writer';

/** A send that would take the buyer past their month's limit: nothing was written. */
export const OVER_MONTH_LIMIT = 'over-month-limit' as const;

/** A buyer's limits in øre (NOK excluding VAT, freight included); null: none. */
export interface Limits {
  orderLimitOre: number | null;
  monthLimitOre: number | null;
}

const ore = (value: string | null) => (value === null ? null : toOre(Number(value)));

/**
 * What a buyer's sent orders come to per calendar month (table buyer_month_spend, migration 150),
 * and the send that checks the month's limit: the buyer's month row is locked (SELECT … FOR
 * UPDATE) in the order's own transaction, so two sends of one buyer, in one process or several
 * sharing the database, are counted one after the other and cannot both slip under the limit.
 */
export class Spending {
  constructor(private readonly db: Db) {}

  async limitsOf(userId: string): Promise<Limits> {
    const [row] = await this.db.query<{ order_limit: string | null; month_limit: string | null }>(
      'SELECT order_limit, month_limit FROM users WHERE id = $1',
      [userId],
    );
    return { orderLimitOre: ore(row?.order_limit ?? null), monthLimitOre: ore(row?.month_limit ?? null) };
  }

  /**
   * Writes the order if the month's spend with it stays within the limit, and counts it, in one
   * transaction. Answers the order, null when its key was used before, OVER_MONTH_LIMIT, or
   * CATALOG_CHANGED (nothing written either way but the first).
   */
  async sendWithinMonth(
    month: { userId: string; month: string; limitOre: number },
    order: NewOrder,
    key?: OrderKey,
  ): Promise<SentOrder | null | typeof OVER_MONTH_LIMIT | typeof CATALOG_CHANGED> {
    return this.db.transaction(async (tx) => {
      await tx.query('INSERT INTO buyer_month_spend (user_id, month) VALUES ($1, $2::date) ON CONFLICT DO NOTHING', [month.userId, month.month]);
      const [row] = await tx.query<{ spent: string }>('SELECT spent FROM buyer_month_spend WHERE user_id = $1 AND month = $2::date FOR UPDATE', [
        month.userId,
        month.month,
      ]);
      if (toOre(Number(row?.spent ?? 0)) + order.priced.totalOre > month.limitOre) return OVER_MONTH_LIMIT;
      const [written] = await writeOrders(tx, [key ? { order, key } : { order }]);
      if (written === undefined || written === null || written === CATALOG_CHANGED) return written ?? null;
      await tx.query('UPDATE buyer_month_spend SET spent = spent + $3 WHERE user_id = $1 AND month = $2::date', [month.userId, month.month, written.total]);
      return written;
    });
  }

  /** Counts a sent order into the month's spend (a buyer without a month's limit: shown, never checked). */
  async add(userId: string, month: string, total: number, db: Queryable = this.db): Promise<void> {
    await db.query(
      `INSERT INTO buyer_month_spend (user_id, month, spent) VALUES ($1, $2::date, $3)
       ON CONFLICT (user_id, month) DO UPDATE SET spent = buyer_month_spend.spent + EXCLUDED.spent`,
      [userId, month, total],
    );
  }

  /** An approved order counts into its requester's month when they are a buyer. */
  async addIfBuyer(tx: Queryable, userId: string, month: string, total: number): Promise<void> {
    const [buyer] = await tx.query("SELECT 1 FROM users WHERE id = $1 AND role = 'buyer'", [userId]);
    if (buyer) await this.add(userId, month, total, tx);
  }
}
