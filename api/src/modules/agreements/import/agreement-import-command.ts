import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Db, Queryable } from '../../../infra/db/db';
import { runMigrations } from '../../../infra/db/migrate';
import { announceAgreementChange, replaceTerms } from '../agreement-repository';
import type { AgreementFile } from './agreement-file';
import { parseAgreementFile } from './parse-agreement-file';
import { type ShopFacts, checkTerms } from './check-terms';

const MAX_SHOWN_PROBLEMS = 50;

export interface CommandOutput {
  out: NodeJS.WritableStream;
  err: NodeJS.WritableStream;
}

export async function shopFacts(db: Queryable): Promise<ShopFacts> {
  // Only an organisation that holds its number (registrations still waiting may share one), and
  // never the demo organisation, whose published login shows its own made-up agreement.
  const organizations = await db.query<{ id: string; org_number: string }>(
    'SELECT id, org_number FROM organizations WHERE NOT registration_pending AND NOT is_demo',
  );
  const suppliers = await db.query<{ id: string }>('SELECT id FROM suppliers');
  const categories = await db.query<{ id: string }>("SELECT id FROM menu_items WHERE position(':' in id) = 0");
  const products = await db.query<{ sku: string }>('SELECT sku FROM products');
  return {
    organizationIds: new Map(organizations.map((row) => [row.org_number, row.id])),
    supplierIds: new Set(suppliers.map((row) => row.id)),
    topCategoryIds: new Set(categories.map((row) => row.id)),
    skus: new Set(products.map((row) => row.sku)),
  };
}

/**
 * `npm run import:agreements -- <file>`: reads the file, checks every term against the shop's
 * organisations, suppliers, categories and products, and replaces the agreement of every
 * organisation the file names in one transaction, or changes nothing. Answers the exit code:
 * 0 imported, 1 refused, 2 usage.
 */
export async function runAgreementImport(db: Db, migrationsDir: string, file: string, output: CommandOutput): Promise<number> {
  const say = (line: string) => output.out.write(`${line}\n`);
  const extension = path.extname(file).toLowerCase();
  if (extension !== '.csv' && extension !== '.json') {
    output.err.write(`${file}: the file must end in .csv or .json\n`);
    return 2;
  }
  let bytes: Buffer;
  try {
    bytes = await readFile(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    output.err.write(`${file}: ${code === 'ENOENT' ? 'no such file' : (error as Error).message}\n`);
    return 2;
  }
  const parsed: AgreementFile = parseAgreementFile(bytes, extension === '.csv' ? 'csv' : 'json');
  say(`Read ${parsed.terms.length} terms for ${parsed.organizations.length} organisations from ${path.basename(file)}`);

  await runMigrations(db, migrationsDir);
  say('Checking them against the shop’s organisations, suppliers, categories and products …');
  const { byOrganization, problems } = checkTerms(parsed, await shopFacts(db));
  if (problems.length > 0) {
    const err = (line: string) => output.err.write(`${line}\n`);
    err(`No agreement was changed: ${problems.length} problem${problems.length === 1 ? '' : 's'} in the file.`);
    for (const problem of problems.slice(0, MAX_SHOWN_PROBLEMS)) err(`  - ${problem}`);
    if (problems.length > MAX_SHOWN_PROBLEMS) err(`  … and ${problems.length - MAX_SHOWN_PROBLEMS} more.`);
    return 1;
  }

  const started = performance.now();
  const total = byOrganization.size;
  let lastQuarter = -1;
  await db.transaction(async (tx) => {
    let done = 0;
    for (const [organizationId, terms] of byOrganization) {
      await replaceTerms(tx, organizationId, terms);
      done += 1;
      const quarter = Math.floor((done / total) * 4);
      if (quarter !== lastQuarter) {
        lastQuarter = quarter;
        say(`Writing: ${Math.round((done / total) * 100)} % (${done}/${total} organisations)`);
      }
    }
    await announceAgreementChange(tx);
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  say(`Replaced the agreements of ${total} organisations (${parsed.terms.length} terms) in ${seconds} s.`);
  say('Running API instances on a shared PostgreSQL server use them within seconds; with PGlite, start the API again.');
  return 0;
}
