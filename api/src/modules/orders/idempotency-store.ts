import type { Db } from '../../infra/db/db';
import { HttpError } from '../../infra/http/http-errors';
import type { OrderBatcher } from './order-batcher';
import { CATALOG_CHANGED, type NewOrder, type OrderKey } from './order-writer';
import type { SentOrder } from '@shop/shared/contracts';

/** How long a key is kept: at least the promised 24 hours, with room for a client retrying late. */
const KEEP_DAYS = 7;
/** Old keys are cleared at most this often, not on every send (a week's keys need no hurry). */
const PURGE_INTERVAL_MS = 60_000;

/**
 * Sends an order once per (user, key). The key's row is written by the order's own statement
 * (order-writer.ts, through the batcher): a concurrent send with the same key waits on that row (PostgreSQL) or on the
 * single connection (PGlite), writes nothing, and answers what the first send answered. A
 * different body with a used key is a 422.
 */
export class IdempotentOrders {
  private lastPurge = 0;

  constructor(
    private readonly db: Db,
    private readonly writer: OrderBatcher,
  ) {}

  async send(key: OrderKey, order: NewOrder): Promise<SentOrder | typeof CATALOG_CHANGED> {
    await this.purgeExpired();
    const sent = await this.writer.write(order, key);
    if (sent) return sent;
    const first = await this.firstAnswer(key);
    if (!first) throw new Error('idempotency key vanished between insert and select');
    return first;
  }

  /** What the first send with this key was answered; null when the key is new. A 422 for another body. */
  async firstAnswer(key: OrderKey): Promise<SentOrder | null> {
    const [first] = await this.db.query<{ request_hash: string; answer: SentOrder | string }>(
      'SELECT request_hash, answer FROM order_idempotency_keys WHERE user_id = $1 AND idempotency_key = $2',
      [key.userId, key.key],
    );
    if (!first) return null;
    if (first.request_hash !== key.hash) throw new HttpError(422, 'This Idempotency-Key was already used for a different order');
    return typeof first.answer === 'string' ? (JSON.parse(first.answer) as SentOrder) : first.answer;
  }

  private async purgeExpired(): Promise<void> {
    const now = Date.now();
    if (now - this.lastPurge < PURGE_INTERVAL_MS) return;
    this.lastPurge = now;
    await this.db.query(`DELETE FROM order_idempotency_keys WHERE created_at < now() - interval '${KEEP_DAYS} days'`);
  }
}
