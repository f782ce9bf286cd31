import type { NoticeHandlers, Queryable } from './db';

/**
 * The channels on which the API processes sharing one database tell each other what changed.
 * Payloads are JSON of the shapes below.
 */
export const CHANNELS = {
  /** Sessions ended: `{ session }` one, `{ user, keep? }` every one of a person but `keep`. */
  sessions: 'shop_sessions',
  /** A catalogue import committed: `{ version }`. */
  catalog: 'shop_catalog',
  /** A price agreements import committed: `{ version }`. */
  agreements: 'shop_agreements',
  /** A person, their organisation or a buyer's month's spend changed: `{ user }` or `{ organization }` (sent by triggers, migration 152). */
  people: 'shop_people',
} as const;

/**
 * Sends a notice to every process listening on `channel`. Inside a transaction it goes out when
 * the transaction commits, and not at all if it rolls back.
 */
export async function notify(db: Queryable, channel: string, payload: object): Promise<void> {
  await db.query('SELECT pg_notify($1, $2)', [channel, JSON.stringify(payload)]);
}

/**
 * Hands a notice to a subscriber. Anyone with a database login can send one: a payload the
 * subscriber cannot read is dropped, and the connection keeps listening for the next.
 */
export function deliver(handlers: NoticeHandlers, payload: string): void {
  try {
    handlers.notice(payload);
  } catch {
    // Dropped: see above.
  }
}
