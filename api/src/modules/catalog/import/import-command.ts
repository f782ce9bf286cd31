import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../../../infra/db/db';
import { runMigrations } from '../../../infra/db/migrate';
import { CatalogImportError, importCatalog, storedIds } from '../import-catalog';
import { checkImport } from './check-import';
import type { ParsedImport } from './parsed-import';
import { parseCatalogFile } from './parse-catalog-file';
import { progressBar } from './progress-bar';

/** Files with at least this many products show a progress bar while they are written. */
const PROGRESS_FROM = 1000;
const MAX_SHOWN_PROBLEMS = 50;

export interface ImportOutput {
  out: NodeJS.WritableStream & { isTTY?: boolean };
  err: NodeJS.WritableStream & { isTTY?: boolean };
}

async function readCatalogFile(file: string): Promise<ParsedImport> {
  const extension = path.extname(file).toLowerCase();
  if (extension !== '.csv' && extension !== '.json') throw new UsageError(`${file}: the file must end in .csv or .json`);
  const bytes = await readFile(file).catch((error: NodeJS.ErrnoException) => {
    throw new UsageError(error.code === 'ENOENT' ? `${file}: no such file` : `${file}: ${error.message}`);
  });
  return parseCatalogFile(bytes, extension === '.csv' ? 'csv' : 'json');
}

class UsageError extends Error {}

/**
 * `npm run import -- <file>`: reads, checks every row, and writes the whole file in one
 * transaction, or nothing. Answers the process exit code: 0 imported, 1 refused, 2 usage.
 */
export async function runImport(db: Db, migrationsDir: string, file: string, output: ImportOutput): Promise<number> {
  const say = (line: string) => output.out.write(`${line}\n`);
  let parsed: ParsedImport;
  try {
    parsed = await readCatalogFile(file);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    output.err.write(`${error.message}\n`);
    return 2;
  }
  say(`Read ${parsed.rows.products.length} products, ${parsed.rows.menuItems.length} menu items, ${parsed.rows.suppliers.length} suppliers from ${path.basename(file)}`);

  await runMigrations(db, migrationsDir);
  const problems = checkImport(parsed, await storedIds(db));
  if (problems.length > 0) return refuse(problems, output);

  const bar = parsed.rows.products.length >= PROGRESS_FROM ? progressBar(output.err, 'Writing') : undefined;
  const started = performance.now();
  try {
    const result = await importCatalog(db, parsed.rows, bar ? (done, total) => bar.update(done, total) : undefined);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    say(`Imported ${result.products} products, ${result.menuItems} menu items, ${result.suppliers} suppliers in ${seconds} s.`);
    say('Running API instances on a shared PostgreSQL server pick the new catalogue up within seconds; with PGlite, start the API again.');
    return 0;
  } catch (error) {
    if (error instanceof CatalogImportError) return refuse(error.problems, output);
    throw error;
  }
}

function refuse(problems: string[], output: ImportOutput): number {
  const err = (line: string) => output.err.write(`${line}\n`);
  err(`The catalogue was not changed: ${problems.length} problem${problems.length === 1 ? '' : 's'} in the file.`);
  for (const problem of problems.slice(0, MAX_SHOWN_PROBLEMS)) err(`  - ${problem}`);
  if (problems.length > MAX_SHOWN_PROBLEMS) err(`  … and ${problems.length - MAX_SHOWN_PROBLEMS} more.`);
  return 1;
}
