import type { Db } from '../db/db';
import { runMigrations } from '../db/migrate';
import { MIGRATIONS_DIR } from '../../../test/support/test-app';
import { type TestDatabase, createTestDatabase } from '../../../test/support/test-database';
import { AttemptCounts } from './attempt-counts';
import { AttemptLimiter, countAttempt } from './attempt-limiter';

let database: TestDatabase;
let db: Db;

beforeAll(async () => {
  database = await createTestDatabase();
  db = await database.open();
  await runMigrations(db, MIGRATIONS_DIR);
});

afterAll(async () => {
  await db.close();
  await database.drop();
});

describe('AttemptCounts', () => {
  it('counts a burst sent at once one after the other: exactly the limit gets through', async () => {
    const counts = new AttemptCounts(db);
    const limiter = new AttemptLimiter('burst', 5, 60_000);
    const waits = await Promise.all(Array.from({ length: 25 }, () => countAttempt(counts, [[limiter, '10.0.0.1']])));
    expect(waits.filter((wait) => wait === 0)).toHaveLength(5);
    expect(waits.filter((wait) => wait > 0)).toHaveLength(20);
  });

  it('counts together with every other process on the database, and keeps counting over a restart', async () => {
    const limiter = new AttemptLimiter('shared', 4, 60_000);
    const one = new AttemptCounts(db);
    const other = new AttemptCounts(db);
    expect(await countAttempt(one, [[limiter, 'kari']])).toBe(0);
    expect(await countAttempt(other, [[limiter, 'kari']])).toBe(0);
    expect(await countAttempt(one, [[limiter, 'kari']])).toBe(0);
    const restarted = new AttemptCounts(db);
    expect(await countAttempt(restarted, [[limiter, 'kari']])).toBe(0);
    expect(await countAttempt(restarted, [[limiter, 'kari']])).toBeGreaterThan(0);
    expect(await countAttempt(one, [[limiter, 'ola']])).toBe(0);
  });

  it('stores no key in the clear, and deletes records once they no longer count', async () => {
    let now = 5_000_000;
    const counts = new AttemptCounts(db, () => now);
    const limiter = new AttemptLimiter('expiring', 1, 1_000);
    await countAttempt(counts, [[limiter, 'kari@example.com']]);
    const keys = await db.query<{ key: string; entry: string }>('SELECT key, entry::text FROM attempt_counts');
    expect(keys.some((row) => row.key.includes('kari') || row.entry.includes('kari'))).toBe(false);
    expect(await countAttempt(counts, [[limiter, 'kari@example.com']])).toBe(1);
    now += 61_000;
    expect(await countAttempt(counts, [[limiter, 'kari@example.com']])).toBe(0);
    const [left] = await db.query<{ n: string | number }>('SELECT count(*) AS n FROM attempt_counts WHERE expires_ms <= $1', [now]);
    expect(Number(left?.n)).toBe(0);
  });
});
