import type { Db, Queryable } from '../../db/db';
import { HttpError } from '../../plugins/http-errors';

/** How long a key is kept: at least the promised 24 hours, with room for a client retrying late. */
const KEEP_DAYS = 7;

/**
 * Runs `create` once per (user, key). The key row is inserted in the order's own transaction: a
 * concurrent send with the same key waits on that row (PostgreSQL) or on the single connection
 * (PGlite), then finds it and answers what the first send answered. A different body is a 422.
 */
export async function onceForKey<T extends object>(
  db: Db,
  scope: { userId: string; key: string; hash: string },
  create: (tx: Queryable) => Promise<T>,
): Promise<T> {
  await db.query(`DELETE FROM order_idempotency_keys WHERE created_at < now() - interval '${KEEP_DAYS} days'`);
  return db.transaction(async (tx) => {
    const claimed = await tx.query(
      `INSERT INTO order_idempotency_keys (user_id, idempotency_key, request_hash, status_code, answer)
       VALUES ($1, $2, $3, 0, 'null'::jsonb) ON CONFLICT DO NOTHING RETURNING user_id`,
      [scope.userId, scope.key, scope.hash],
    );
    if (claimed.length === 0) {
      const [first] = await tx.query<{ request_hash: string; answer: T }>(
        'SELECT request_hash, answer FROM order_idempotency_keys WHERE user_id = $1 AND idempotency_key = $2',
        [scope.userId, scope.key],
      );
      if (!first) throw new Error('idempotency key vanished between insert and select');
      if (first.request_hash !== scope.hash) {
        throw new HttpError(422, 'This Idempotency-Key was already used for a different order');
      }
      return typeof first.answer === 'string' ? (JSON.parse(first.answer) as T) : first.answer;
    }
    const answer = await create(tx);
    await tx.query(
      `UPDATE order_idempotency_keys SET status_code = 202, answer = $3::jsonb WHERE user_id = $1 AND idempotency_key = $2`,
      [scope.userId, scope.key, JSON.stringify(answer)],
    );
    return answer;
  });
}
