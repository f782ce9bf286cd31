import { CsvError, parse } from 'csv-parse/sync';
import { cellProblems, countRecords, headerOnce } from '../../../infra/import-file/csv-cells';
import { jsonTextProblems } from '../../../infra/import-file/text-cells';
import type { TermKind } from '../agreement-terms';

/** One term as read from the file, before it is checked against the shop's data. */
export interface FileTerm {
  /** Where it stands in the file, for a problem: `line 4` (CSV), `agreements[0].suppliers.axis` (JSON). */
  label: string;
  organizationNumber: string;
  kind: TermKind;
  target: string;
  /** As written: a number, or a text such as `12,5` or `1 234,50`. */
  value: unknown;
}

export interface AgreementFile {
  terms: FileTerm[];
  /** Every organisation the file names, in order: each one's agreement is replaced by its terms. */
  organizations: string[];
  problems: string[];
}

const CSV_COLUMNS = ['organization_number', 'applies_to', 'id', 'discount_percentage', 'net_price'] as const;
type CsvRecord = Partial<Record<(typeof CSV_COLUMNS)[number], string>>;
const KINDS: Record<string, TermKind> = { supplier: 'supplier', category: 'category', sku: 'sku' };

/**
 * CSV: a header row naming the columns (any order, comma or semicolon separated), then one term
 * per row: `applies_to` is `supplier`, `category` or `sku`; suppliers and categories take
 * `discount_percentage`, SKUs `net_price`.
 */
export function readAgreementCsv(text: string, onRead?: (rows: number) => void): AgreementFile {
  const file: AgreementFile = { terms: [], organizations: [], problems: [] };
  let records: Array<{ record: CsvRecord; info: { lines: number } }>;
  try {
    records = parse(text, {
      columns: headerOnce(file.problems),
      bom: true,
      delimiter: delimiterOf(text),
      skip_empty_lines: true,
      info: true,
      trim: true,
      on_record: countRecords(onRead),
    });
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    file.problems.push(`line ${(error as CsvError & { lines?: number }).lines ?? '?'}: ${error.message.replace(/^Invalid[^:]*: /, '')}`);
    return file;
  }
  if (file.problems.length > 0) return file;
  const header = Object.keys(records[0]?.record ?? {});
  const unknown = header.filter((column) => !(CSV_COLUMNS as readonly string[]).includes(column));
  if (unknown.length > 0) file.problems.push(`header: unknown columns ${unknown.join(', ')} (known: ${CSV_COLUMNS.join(', ')})`);
  const missing = ['organization_number', 'applies_to', 'id'].filter((column) => !header.includes(column));
  if (records.length > 0 && missing.length > 0) file.problems.push(`header: missing columns ${missing.join(', ')}`);
  if (records.length === 0) file.problems.push('the file holds no agreement rows');
  if (file.problems.length > 0) return file;

  for (const { record, info } of records) {
    const label = `line ${info.lines}`;
    for (const problem of cellProblems(record)) file.problems.push(`${label}: ${problem}`);
    const kind = KINDS[record.applies_to ?? ''];
    if (!kind) {
      file.problems.push(`${label}: applies_to must be supplier, category or sku (it is "${record.applies_to ?? ''}")`);
      continue;
    }
    const percentage = record.discount_percentage ?? '';
    const netPrice = record.net_price ?? '';
    const [value, wrong] = kind === 'sku' ? [netPrice, percentage ? 'discount_percentage' : ''] : [percentage, netPrice ? 'net_price' : ''];
    if (wrong) file.problems.push(`${label}: a ${kind} term takes ${kind === 'sku' ? 'net_price' : 'discount_percentage'}, not ${wrong}`);
    addTerm(file, { label, organizationNumber: record.organization_number ?? '', kind, target: record.id ?? '', value });
  }
  return file;
}

/**
 * JSON: `{ "agreements": [{ "organizationNumber", "suppliers": { id: percent }, "categories":
 * { top-level menu id: percent }, "netPrices": { SKU: NOK } }] }`. An organisation listed with no
 * terms loses its agreement.
 */
export function readAgreementJson(text: string): AgreementFile {
  const file: AgreementFile = { terms: [], organizations: [], problems: [] };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text.replace(/^\ufeff/, ''));
  } catch (error) {
    file.problems.push(`the file is not JSON: ${(error as Error).message}`);
    return file;
  }
  const agreements = (parsed as { agreements?: unknown } | null)?.agreements;
  if (!Array.isArray(agreements) || agreements.length === 0) {
    file.problems.push('the file must be { "agreements": [ … ] } with at least one agreement');
    return file;
  }
  // Cells a spreadsheet would run, and texts PostgreSQL cannot store, before any term is read.
  const textProblems = jsonTextProblems(parsed);
  if (textProblems.length > 0) {
    file.problems.push(...textProblems);
    return file;
  }
  const groups: Array<[string, TermKind]> = [['suppliers', 'supplier'], ['categories', 'category'], ['netPrices', 'sku']];
  agreements.forEach((agreement: unknown, index) => {
    const at = `agreements[${index}]`;
    if (typeof agreement !== 'object' || agreement === null || Array.isArray(agreement)) {
      file.problems.push(`${at}: must be an object`);
      return;
    }
    const fields = agreement as Record<string, unknown>;
    const extra = Object.keys(fields).filter((key) => key !== 'organizationNumber' && !groups.some(([name]) => name === key));
    if (extra.length > 0) file.problems.push(`${at}: unknown fields ${extra.join(', ')} (known: organizationNumber, suppliers, categories, netPrices)`);
    const organizationNumber = typeof fields.organizationNumber === 'string' ? fields.organizationNumber : '';
    noteOrganization(file, organizationNumber, `${at}.organizationNumber`);
    for (const [name, kind] of groups) {
      const group = fields[name];
      if (group === undefined) continue;
      if (typeof group !== 'object' || group === null || Array.isArray(group)) {
        file.problems.push(`${at}.${name}: must be an object of ids and numbers`);
        continue;
      }
      for (const [target, value] of Object.entries(group)) addTerm(file, { label: `${at}.${name}.${target}`, organizationNumber, kind, target, value });
    }
  });
  return file;
}

function addTerm(file: AgreementFile, term: FileTerm): void {
  noteOrganization(file, term.organizationNumber, term.label);
  file.terms.push(term);
}

function noteOrganization(file: AgreementFile, organizationNumber: string, label: string): void {
  if (!/^\d{9}$/.test(organizationNumber)) {
    file.problems.push(`${label}: organization number must be 9 digits (it is "${organizationNumber}")`);
    return;
  }
  if (!file.organizations.includes(organizationNumber)) file.organizations.push(organizationNumber);
}

/** The header row tells the separator: spreadsheets set to Norwegian save with semicolons. */
function delimiterOf(text: string): string {
  const end = text.indexOf('\n');
  const header = end === -1 ? text : text.slice(0, end);
  return header.split(';').length > header.split(',').length ? ';' : ',';
}
