import type { Db } from '../../infra/db/db';
import type { CatalogRows } from './catalog-rows';
import { CatalogImportError, type ImportResult, lockCatalog, storedIds, writeCatalogRows } from './import-catalog';
import { isCatalogEmpty } from './load-catalog-rows';
import { validateCatalogRows } from './validate-catalog-rows';

export type FillResult = { filled: false } | { filled: true; counts: ImportResult; milliseconds: number };

/**
 * Fills an empty catalogue with `makeRows()` (the demo's generated catalogue), through the same
 * checks and writer as a distributor's import. Checked and written under the catalogue lock, so
 * two processes starting at once fill it only once; the rows are made only when they are needed.
 */
export async function fillEmptyCatalog(db: Db, makeRows: () => CatalogRows): Promise<FillResult> {
  const started = performance.now();
  return db.transaction(async (tx) => {
    await lockCatalog(tx);
    if (!(await isCatalogEmpty(tx))) return { filled: false };
    const rows = makeRows();
    // The warehouses stock may be given for are the database's (migration 070).
    const problems = validateCatalogRows(rows, { warehouseCodes: (await storedIds(tx)).warehouseCodes });
    if (problems.length > 0) throw new CatalogImportError(problems);
    const counts = await writeCatalogRows(tx, rows);
    return { filled: true, counts, milliseconds: Math.round(performance.now() - started) };
  });
}
