import { CsvError, parse } from 'csv-parse/sync';
import type { SupplierRow } from '../catalog-rows';
import { supplierLogoUrl } from '../images/supplier-logo';
import { cellProblems, countRecords, headerOnce } from '../../../infra/import-file/csv-cells';
import { readText } from './loose-values';
import type { ParsedImport } from './parsed-import';
import { type ProductFields, parseSpecs, productFromFields } from './product-from-fields';

const CSV_COLUMNS = [
  'sku', 'title_nb', 'title_en', 'sub_heading_nb', 'sub_heading_en', 'description_nb', 'description_en',
  'category', 'supplier', 'supplier_name', 'price', 'indicative_price', 'discount_percentage', 'images',
  'featured_rank', 'specs_nb', 'specs_en', 'lead_time_days',
] as const;
/** stock_<warehouse code>: one column per warehouse the file gives stock for. */
const STOCK_COLUMN = /^stock_([a-z0-9-]{1,32})$/;
const REQUIRED = ['sku', 'title_nb', 'category', 'supplier', 'price'];

type CsvRecord = Partial<Record<(typeof CSV_COLUMNS)[number], string>>;

/**
 * Products from CSV: a header row naming the columns (any order; comma or semicolon separated,
 * as Norwegian spreadsheets save it), then one product per row. Menu items must exist already
 * (JSON imports add them); an unknown supplier is added when supplier_name is given.
 */
export function readCsv(text: string, onRead?: (rows: number) => void): ParsedImport {
  const result: ParsedImport = { rows: { menuItems: [], suppliers: [], products: [] }, labels: [], problems: [] };
  let records: Array<{ record: CsvRecord; info: { lines: number } }>;
  try {
    records = parse(text, { columns: headerOnce(result.problems), bom: true, delimiter: delimiterOf(text), skip_empty_lines: true, info: true, on_record: countRecords(onRead) });
  } catch (error) {
    if (error instanceof CsvError) {
      result.problems.push(`line ${(error as CsvError & { lines?: number }).lines ?? '?'}: ${error.message.replace(/^Invalid[^:]*: /, '')}`);
      return result;
    }
    throw error;
  }
  if (result.problems.length > 0) return result;
  const header = Object.keys(records[0]?.record ?? {});
  const unknown = header.filter((column) => !(CSV_COLUMNS as readonly string[]).includes(column) && !STOCK_COLUMN.test(column));
  if (unknown.length > 0) {
    result.problems.push(`header: unknown columns ${unknown.join(', ')} (known: ${CSV_COLUMNS.join(', ')}, stock_<warehouse>)`);
  }
  const stockColumns = header.flatMap((column) => {
    const code = STOCK_COLUMN.exec(column)?.[1];
    return code === undefined ? [] : [{ column, code }];
  });
  const missing = REQUIRED.filter((column) => !header.includes(column));
  if (records.length > 0 && missing.length > 0) result.problems.push(`header: missing columns ${missing.join(', ')}`);
  if (records.length === 0) result.problems.push('the file holds no product rows');
  if (result.problems.length > 0) return result;

  const suppliers = new Map<string, SupplierRow>();
  for (const { record, info } of records) {
    const label = `row ${info.lines}`;
    const problems = cellProblems(record);
    const fields: ProductFields = {
      ...record,
      specs: parseSpecs(record.specs_nb ?? '', record.specs_en ?? '', problems),
      // Without stock columns the stored stock stays; with them, an empty cell is none in that warehouse.
      stock: stockColumns.length === 0 ? undefined : Object.fromEntries(stockColumns.map(({ column, code }) => [code, (record as Record<string, string>)[column]])),
    };
    const product = productFromFields(fields, problems);
    const supplierName = readText(record.supplier_name, 'supplier_name', problems, { max: 200 });
    if (supplierName && product.supplierId && !suppliers.has(product.supplierId)) {
      suppliers.set(product.supplierId, { id: product.supplierId, name: supplierName, logo: supplierLogoUrl(product.supplierId), position: 1000 + suppliers.size });
    }
    result.rows.products.push(product);
    result.labels.push(`${label} (${product.sku || 'no SKU'})`);
    for (const problem of problems) result.problems.push(`${label}: ${problem}`);
  }
  result.rows.suppliers = [...suppliers.values()];
  return result;
}

/** The header row tells the separator: spreadsheets set to Norwegian save with semicolons. */
function delimiterOf(text: string): string {
  const header = text.slice(0, text.indexOf('\n') === -1 ? undefined : text.indexOf('\n'));
  return header.split(';').length > header.split(',').length ? ';' : ',';
}
