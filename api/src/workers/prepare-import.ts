import { type ShopFacts, checkTerms } from '../modules/agreements/import/check-terms';
import { parseAgreementFile } from '../modules/agreements/import/parse-agreement-file';
import type { TermRow } from '../modules/agreements/agreement-repository';
import type { BannerRow, MenuItemRow, ProductRow, SupplierRow } from '../modules/catalog/catalog-rows';
import { checkImport } from '../modules/catalog/import/check-import';
import { parseCatalogFile } from '../modules/catalog/import/parse-catalog-file';
import type { KnownIds } from '../modules/catalog/validate-catalog-rows';
import { MAX_REFUSALS } from '../modules/staff/imports/refusals';

// Reads and checks an uploaded import file: the work of the import worker thread (import-worker.ts),
// with the same readers and checks as the `npm run import` commands. A plain function, so it is
// tested without a thread. Deep imports on purpose: a worker loads the readers, not the modules'
// plugins (the catalogue's pictures, the agreements' caches) that their index.ts brings along.

export type PrepareStart =
  | { kind: 'catalog'; format: 'csv' | 'json'; bytes: Uint8Array; progressEvery: number; facts: KnownIds }
  | { kind: 'agreements'; format: 'csv' | 'json'; bytes: Uint8Array; progressEvery: number; facts: ShopFacts };

/** Rows travel back in parts: one message of a whole catalogue would hold the main thread while it is copied in. */
const ROWS_PER_MESSAGE = 500;

export type PrepareMessage =
  | { type: 'progress'; stage: 'reading' | 'checking'; rows: number; total: number | null }
  /** The first MAX_REFUSALS problems (the main thread has no use for more), and how many there are. */
  | { type: 'refused'; problems: string[]; count: number }
  | { type: 'catalog-head'; menuItems: MenuItemRow[]; suppliers: SupplierRow[]; banners: BannerRow[] | null }
  | { type: 'catalog-products'; products: ProductRow[] }
  | { type: 'agreement-terms'; entries: Array<[string, TermRow[]]> }
  | { type: 'ready'; rows: number };

export const refused = (problems: string[]): PrepareMessage => ({ type: 'refused', problems: problems.slice(0, MAX_REFUSALS), count: problems.length });

/** Reports every `every` rows and the last one. */
function reporter(send: (message: PrepareMessage) => void, stage: 'reading' | 'checking', every: number, total: number | null) {
  return (rows: number) => {
    if (rows % every === 0 || rows === total) send({ type: 'progress', stage, rows, total });
  };
}

export function prepareImport(start: PrepareStart, send: (message: PrepareMessage) => void): void {
  const every = Math.max(1, start.progressEvery);
  if (start.kind === 'catalog') {
    const parsed = parseCatalogFile(start.bytes, start.format, reporter(send, 'reading', every, null));
    const total = parsed.rows.products.length;
    send({ type: 'progress', stage: 'reading', rows: total, total });
    const problems = checkImport(parsed, start.facts, reporter(send, 'checking', every, total));
    if (problems.length > 0) return send(refused(problems));
    const { menuItems, suppliers, banners, products } = parsed.rows;
    send({ type: 'catalog-head', menuItems, suppliers, banners: banners ?? null });
    for (let at = 0; at < products.length; at += ROWS_PER_MESSAGE) send({ type: 'catalog-products', products: products.slice(at, at + ROWS_PER_MESSAGE) });
    return send({ type: 'ready', rows: total });
  }
  const file = parseAgreementFile(start.bytes, start.format, reporter(send, 'reading', every, null));
  const total = file.terms.length;
  send({ type: 'progress', stage: 'reading', rows: total, total });
  const { byOrganization, problems } = checkTerms(file, start.facts, reporter(send, 'checking', every, total));
  if (problems.length > 0) return send(refused(problems));
  const entries = [...byOrganization];
  for (let at = 0; at < entries.length; at += ROWS_PER_MESSAGE) send({ type: 'agreement-terms', entries: entries.slice(at, at + ROWS_PER_MESSAGE) });
  return send({ type: 'ready', rows: total });
}
