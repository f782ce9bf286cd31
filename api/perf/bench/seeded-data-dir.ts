import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runMigrations } from '../../src/infra/db/migrate';
import { openPgliteDb } from '../../src/infra/db/pglite-db';
import { importCatalog } from '../../src/modules/catalog/import-catalog';
import { benchCatalog } from './bench-catalog';
import { apiDir } from './bench-server';

/** A fresh PGlite data folder holding the migrations and the benchmark catalogue of `size` products. */
export async function seededDataDir(prefix: string, size: number): Promise<string> {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  const db = await openPgliteDb(dir);
  try {
    await runMigrations(db, path.join(apiDir, 'migrations'));
    await importCatalog(db, benchCatalog(size));
  } finally {
    await db.close();
  }
  return dir;
}
