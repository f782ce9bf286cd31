import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openPgliteDb } from '../../src/infra/db/pglite-db';
import { openPgPoolDb } from '../../src/infra/db/pg-pool-db';
import { keepPgliteTemplate } from './pglite-template';
import { keepPostgresTemplate } from './postgres-templates';
import { START_POINT_ENV } from './start-points';
import { buildTestApp } from './test-app';
import type { TestDatabase } from './test-database';
import { throwAwayDatabase } from './throw-away-database';

const PREPARED = ['migrated', 'demo'] as const;

/**
 * Before any test file: each start point of the test files' databases (start-points.ts), reached
 * by starting the app itself on the database with that point's settings, so a copy holds exactly
 * what that start would have written.
 */
export default async function globalSetup(): Promise<void> {
  const adminUrl = process.env.DATABASE_URL;
  if (adminUrl) await preparePostgres(adminUrl);
  else await preparePglite();
}

async function preparePglite(): Promise<void> {
  const { PGlite } = await import('@electric-sql/pglite');
  const empty = new PGlite();
  await empty.waitReady;
  const emptyDump = await empty.dumpDataDir('none');
  await keepPgliteTemplate('empty', emptyDump);
  await empty.close();
  // In a folder (filled from the empty cluster, not by initdb again), so that after each app's
  // start the files can be dumped as they are.
  const dir = mkdtempSync(path.join(os.tmpdir(), 'shop-pglite-start-'));
  let filled = false;
  const open = () => openPgliteDb(dir, filled ? {} : { startFrom: emptyDump }).finally(() => (filled = true));
  try {
    const database: TestDatabase = { kind: 'pglite', open, drop: async () => {} };
    for (const point of PREPARED) {
      await (await buildTestApp({ database, env: START_POINT_ENV[point] })).close();
      const files = new PGlite({ dataDir: dir });
      await files.waitReady;
      await keepPgliteTemplate(point, await files.dumpDataDir('none'));
      await files.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Both at once: each start runs on a database of its own, and the server has the other core. */
async function preparePostgres(adminUrl: string): Promise<void> {
  await Promise.all(
    PREPARED.map(async (point) => {
      const template = await throwAwayDatabase(adminUrl, `shop_template_${point}`);
      keepPostgresTemplate(point, template.name); // dropped by the teardown, also after a failed start
      const database: TestDatabase = { kind: 'postgres', open: () => openPgPoolDb(template.url), drop: template.drop };
      await (await buildTestApp({ database, env: START_POINT_ENV[point] })).close();
    }),
  );
}
