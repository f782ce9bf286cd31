import type { Db } from '../../db/db';
import { CatalogImportError, type ImportResult, lockCatalog, writeCatalogRows } from './import-catalog';
import { isCatalogEmpty } from './load-catalog-rows';
import { generateDemoCatalog } from './seed/generate-demo-catalog';
import { validateCatalogRows } from './validate-catalog-rows';

export type SeedResult = { seeded: false } | { seeded: true; counts: ImportResult; milliseconds: number };

/**
 * Fills an empty catalogue with the demo data, through the same writer as an import. Checked and
 * written under the catalogue lock, so two instances starting at once seed it only once.
 */
export async function seedDemoCatalogIfEmpty(db: Db): Promise<SeedResult> {
  const started = performance.now();
  return db.transaction(async (tx) => {
    await lockCatalog(tx);
    if (!(await isCatalogEmpty(tx))) return { seeded: false };
    // The same checks and writer as a distributor's import (import-catalog.ts).
    const rows = generateDemoCatalog();
    const problems = validateCatalogRows(rows);
    if (problems.length > 0) throw new CatalogImportError(problems);
    const counts = await writeCatalogRows(tx, rows);
    return { seeded: true, counts, milliseconds: Math.round(performance.now() - started) };
  });
}
