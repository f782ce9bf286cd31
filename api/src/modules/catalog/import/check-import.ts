import { type KnownIds, knownIds, validateCatalogRows } from '../validate-catalog-rows';
import { productProblems } from '../validate-catalog-rows';
import type { ParsedImport } from './parsed-import';

/**
 * Every problem of a parsed file against what the database already holds, each on the row it
 * belongs to: the whole file is checked before anything is written.
 */
export function checkImport(parsed: ParsedImport, stored: Partial<KnownIds>, onChecked?: (rows: number) => void): string[] {
  const problems = [...parsed.problems];
  const stated = knownIds(parsed.rows, stored);
  // A CSV's stock column is on every row: an unknown warehouse is said once, not row by row.
  const unknownWarehouses = [
    ...new Set(parsed.rows.products.flatMap((product) => Object.keys(product.stock ?? {}))),
  ].filter((code) => !stated.warehouseCodes.has(code));
  if (unknownWarehouses.length > 0) {
    problems.push(`the file names unknown warehouses: ${unknownWarehouses.join(', ')} (known: ${[...stated.warehouseCodes].join(', ')})`);
  }
  const known = { ...stated, warehouseCodes: new Set([...stated.warehouseCodes, ...unknownWarehouses]) };
  const firstRowOf = new Map<string, string>();
  parsed.rows.products.forEach((product, index) => {
    const label = parsed.labels[index] ?? `product ${index + 1}`;
    if (!product.sku) {
      onChecked?.(index + 1);
      return; // already reported as missing
    }
    const first = firstRowOf.get(product.sku);
    if (first) problems.push(`${label}: the SKU is already on ${first.replace(/ \(.*\)$/, '')}`);
    else firstRowOf.set(product.sku, label);
    for (const problem of productProblems(product, known)) problems.push(`${label}: ${problem}`);
    onChecked?.(index + 1);
  });
  // Menu items and suppliers: the catalogue-wide checks (products are covered above).
  const rest = validateCatalogRows({ ...parsed.rows, products: [] }, stored);
  return [...problems, ...rest];
}
