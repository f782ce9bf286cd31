import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Db } from '../../src/infra/db/db';
import { openPgliteDb } from '../../src/infra/db/pglite-db';
import { openPgPoolDb } from '../../src/infra/db/pg-pool-db';
import { compiledPglite } from './compiled-pglite';
import { pgliteTemplate } from './pglite-template';
import { postgresTemplate } from './postgres-templates';
import type { StartPoint } from './start-points';
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

interface TestDatabaseOptions {
  /** In a folder of its own, so the test can close and reopen it (PGlite). */
  persistent?: boolean;
  /** What it holds at first (start-points.ts): empty unless said. */
  startFrom?: StartPoint;
}

export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const adminUrl = process.env.DATABASE_URL;
  const startFrom = options.startFrom ?? 'empty';
  return adminUrl ? createPostgresDatabase(adminUrl, startFrom) : createPgliteDatabase(options.persistent ?? false, startFrom);
}

function createPgliteDatabase(persistent: boolean, startFrom: StartPoint): TestDatabase {
  const dir = persistent ? mkdtempSync(path.join(os.tmpdir(), 'shop-api-test-')) : undefined;
  let opened = false;
  return {
    kind: 'pglite',
    // In memory or in a folder (reopened by the test), from the suite's dumped start point; a
    // folder is filled from it only when first opened: after that it holds the test's own writes.
    open: async () => {
      const template = opened ? undefined : (pgliteTemplate(startFrom) ?? pgliteTemplate('empty'));
      opened = true;
      const wasmModule = await compiledPglite();
      return openPgliteDb(dir, { wasmModule, ...(template ? { startFrom: template } : {}) });
    },
    drop: async () => {
      if (dir) rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function createPostgresDatabase(adminUrl: string, startFrom: StartPoint): Promise<TestDatabase> {
  const database = await throwAwayDatabase(adminUrl, 'shop_test', postgresTemplate(startFrom));
  return { kind: 'postgres', open: () => openPgPoolDb(database.url), drop: database.drop };
}
