import type { Db } from './db';
import { readMigrations, runMigrations } from './migrate';
import { MIGRATIONS_DIR } from '../../../test/support/test-app';
import { type TestDatabase, createTestDatabase } from '../../../test/support/test-database';

let database: TestDatabase;
let db: Db;

beforeAll(async () => {
  database = await createTestDatabase();
  db = await database.open();
});

afterAll(async () => {
  await db.close();
  await database.drop();
});

describe('the test database', () => {
  it('is a fresh PostgreSQL database when DATABASE_URL is set, else PGlite in memory', () => {
    expect(db.description).toBe(process.env.DATABASE_URL ? 'postgres' : 'pglite (memory)');
  });
});

describe('runMigrations', () => {
  it('applies every migration once, in order, and nothing on a second run', async () => {
    const files = readMigrations(MIGRATIONS_DIR).map((migration) => migration.name);
    expect(files[0]).toBe('001_catalog.sql');

    expect(await runMigrations(db, MIGRATIONS_DIR)).toEqual(files);
    expect(await runMigrations(db, MIGRATIONS_DIR)).toEqual([]);

    const recorded = await db.query<{ version: string }>('SELECT version FROM schema_migrations ORDER BY version');
    expect(recorded.map((row) => row.version)).toEqual(files.map((file) => file.slice(0, 3)));
    const [products] = await db.query<{ count: string }>('SELECT count(*) AS count FROM products');
    expect(Number(products?.count)).toBe(0);
  });

  // Several processes share one database only on a PostgreSQL server (PGlite is one process's own).
  const onServer = process.env.DATABASE_URL ? it : it.skip;
  onServer('lets servers starting at the same moment on an empty database all start, each migration applied once', async () => {
    const files = readMigrations(MIGRATIONS_DIR).map((migration) => migration.name);
    for (let round = 0; round < 5; round += 1) {
      const empty = await createTestDatabase();
      // One connection (pool) each, as three API processes have.
      const servers = await Promise.all([empty.open(), empty.open(), empty.open()]);
      try {
        const outcomes = await Promise.allSettled(servers.map((server) => runMigrations(server, MIGRATIONS_DIR)));
        expect(outcomes.map((outcome) => (outcome.status === 'rejected' ? String(outcome.reason) : 'started'))).toEqual(['started', 'started', 'started']);
        const applied = outcomes.flatMap((outcome) => (outcome.status === 'fulfilled' ? outcome.value : []));
        expect(applied.sort()).toEqual([...files].sort());
      } finally {
        await Promise.all(servers.map((server) => server.close()));
        await empty.drop();
      }
    }
  });

  it('rolls a failing transaction back completely', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.query("INSERT INTO suppliers (id, name, logo) VALUES ('rollback-test', 'X', '/x.svg')");
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await db.query("SELECT 1 FROM suppliers WHERE id = 'rollback-test'")).toEqual([]);
  });
});
