import { createHash } from 'node:crypto';
import type { Db, Queryable } from '../db/db';

/** One key's record as a limiter keeps it; `expiresAt` (epoch ms) is when it no longer matters. */
export interface CountEntry {
  expiresAt: number;
  [field: string]: number;
}

/** The records of the keys an operation works on; a key without a record is absent. */
export type Entries = Map<string, CountEntry>;

/** Expired records are deleted at most this often per process. */
const PRUNE_INTERVAL_MS = 60_000;

/** Whether a record still counts at `now`. */
export const stillCounts = (entry: CountEntry | undefined, now: number): entry is CountEntry => entry !== undefined && entry.expiresAt > now;

const hashOf = (key: string) => createHash('sha256').update(key).digest('hex');

/**
 * The attempt limits' memory, in the database (migrations/050_attempt_counts.sql): every process
 * sharing it counts together, and a restart forgets nothing. `with` gives an operation the records
 * of its keys, locked against every other request and process until it has written its changes,
 * so a burst of attempts sent at once is counted one after the other.
 */
export class AttemptCounts {
  private lastPrune = 0;

  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
  ) {}

  async with<T>(keys: readonly string[], work: (entries: Entries, now: number) => T): Promise<T> {
    const hashes = new Map(keys.map((key) => [key, hashOf(key)]));
    const result = await this.db.transaction(async (tx) => {
      // One lock per key, always in the same order: two operations sharing keys cannot deadlock.
      for (const hash of [...new Set(hashes.values())].sort()) {
        await tx.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 72016003))', [hash]);
      }
      const rows = await tx.query<{ key: string; entry: CountEntry }>('SELECT key, entry FROM attempt_counts WHERE key = ANY($1::text[])', [
        [...hashes.values()],
      ]);
      const stored = new Map(rows.map((row) => [row.key, row.entry]));
      const now = this.now();
      const entries: Entries = new Map();
      for (const [key, hash] of hashes) {
        const entry = stored.get(hash);
        if (stillCounts(entry, now)) entries.set(key, { ...entry });
      }
      const outcome = work(entries, now);
      await writeChanges(tx, hashes, stored, entries);
      return outcome;
    });
    await this.pruneNowAndThen();
    return result;
  }

  private async pruneNowAndThen(): Promise<void> {
    const now = this.now();
    if (now - this.lastPrune < PRUNE_INTERVAL_MS) return;
    this.lastPrune = now;
    await this.db.query('DELETE FROM attempt_counts WHERE expires_ms <= $1', [now]);
  }
}

async function writeChanges(tx: Queryable, hashes: Map<string, string>, stored: Map<string, CountEntry>, entries: Entries): Promise<void> {
  const upserts: Array<{ key: string; entry: CountEntry; expires_ms: number }> = [];
  const deletes: string[] = [];
  for (const [key, hash] of hashes) {
    const entry = entries.get(key);
    const before = stored.get(hash);
    if (!entry) {
      if (before) deletes.push(hash);
    } else if (JSON.stringify(entry) !== JSON.stringify(before)) {
      upserts.push({ key: hash, entry, expires_ms: entry.expiresAt });
    }
  }
  if (deletes.length > 0) await tx.query('DELETE FROM attempt_counts WHERE key = ANY($1::text[])', [deletes]);
  if (upserts.length > 0) {
    await tx.query(
      `INSERT INTO attempt_counts (key, entry, expires_ms)
       SELECT key, entry, expires_ms FROM jsonb_to_recordset($1::jsonb) AS item(key text, entry jsonb, expires_ms bigint)
       ON CONFLICT (key) DO UPDATE SET entry = excluded.entry, expires_ms = excluded.expires_ms`,
      [JSON.stringify(upserts)],
    );
  }
}
