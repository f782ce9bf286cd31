import { decodeFile } from '../../../infra/import-file/decode-file';
import type { ParsedImport } from './parsed-import';
import { readCsv } from './read-csv';
import { readJson } from './read-json';

export type ImportFormat = 'csv' | 'json';

/**
 * A catalogue file's bytes read into rows: the one reader of `npm run import` and the staff's
 * upload alike. Its encoding is checked first (decode-file.ts); `onRead` is told the rows read.
 */
export function parseCatalogFile(bytes: Uint8Array, format: ImportFormat, onRead?: (rows: number) => void): ParsedImport {
  const decoded = decodeFile(bytes);
  if ('problem' in decoded) return { rows: { menuItems: [], suppliers: [], products: [] }, labels: [], problems: [decoded.problem] };
  if (format === 'csv') return readCsv(decoded.text, onRead);
  const parsed = readJson(decoded.text);
  onRead?.(parsed.rows.products.length);
  return parsed;
}
