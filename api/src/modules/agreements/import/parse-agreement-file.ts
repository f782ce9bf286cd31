import { decodeFile } from '../../../infra/import-file/decode-file';
import { type AgreementFile, readAgreementCsv, readAgreementJson } from './agreement-file';

/**
 * An agreement file's bytes read into terms: the one reader of `npm run import:agreements` and
 * the staff's upload alike. Its encoding is checked first (decode-file.ts); `onRead` is told the
 * rows read.
 */
export function parseAgreementFile(bytes: Uint8Array, format: 'csv' | 'json', onRead?: (rows: number) => void): AgreementFile {
  const decoded = decodeFile(bytes);
  if ('problem' in decoded) return { terms: [], organizations: [], problems: [decoded.problem] };
  if (format === 'csv') return readAgreementCsv(decoded.text, onRead);
  const parsed = readAgreementJson(decoded.text);
  onRead?.(parsed.terms.length);
  return parsed;
}
