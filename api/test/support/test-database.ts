import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Db } from '../../src/infra/db/db';
import { openPgliteDb } from '../../src/infra/db/pglite-db';
import { openPgPoolDb } from '../../src/infra/db/pg-pool-db';
import { pgliteTemplate } from './pglite-template';
import { throwAwayDatabase } from './throw-away-database';

/**
 * A database of its own for one test file. Without DATABASE_URL: PGlite, in memory (or in a temp
 * folder when the test reopens it). With DATABASE_URL: a freshly created database on that server,
 * dropped afterwards, so test files running side by side never see each other's rows.
 */
export interface TestDatabase {
  kind: 'pglite' | 'postgres';
  /** Opens a connection; for a persistent database, again after a close. */
  open(): Promise<Db>;
  /** Removes the database (and its folder); connections must be closed first. */
  drop(): Promise<void>;
}

export async function createTestDatabase(options: { persistent?: boolean } = {}): Promise<TestDatabase> {
  const adminUrl = process.env.DATABASE_URL;
  return adminUrl ? createPostgresDatabase(adminUrl) : createPgliteDatabase(options.persistent ?? false);
}

function createPgliteDatabase(persistent: boolean): TestDatabase {
  const dir = persistent ? mkdtempSync(path.join(os.tmpdir(), 'shop-api-test-')) : undefined;
  return {
    kind: 'pglite',
    // In memory, from the suite's empty cluster; in a folder (reopened by the test), from initdb.
    open: () => {
      const startFrom = dir ? undefined : pgliteTemplate();
      return openPgliteDb(dir, startFrom ? { startFrom } : {});
    },
    drop: async () => {
      if (dir) rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function createPostgresDatabase(adminUrl: string): Promise<TestDatabase> {
  const database = await throwAwayDatabase(adminUrl, 'shop_test');
  return { kind: 'postgres', open: () => openPgPoolDb(database.url), drop: database.drop };
}
