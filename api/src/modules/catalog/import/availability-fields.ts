import type { LeadTimeRow } from '../catalog-rows';
import { type Problems, isRecord, readNumber } from './loose-values';

const LEAD_TIME_TEXT = /^(\d+)(?:\s*[-–]\s*(\d+))?$/;

/**
 * A lead time in working days as a file gives it: "5", "5-7" (also with an en dash), a number, or
 * { minDays, maxDays }. Undefined (the column or key left out) keeps the stored lead time; empty
 * or null means none is known. Bounds are checked with the rest of the row (validate-catalog-rows.ts).
 */
export function readLeadTime(value: unknown, field: string, problems: Problems): LeadTimeRow | null | undefined {
  if (value === undefined) return undefined;
  if (value === null || (typeof value === 'string' && value.trim() === '')) return null;
  if (typeof value === 'number') return { minDays: value, maxDays: value };
  if (isRecord(value)) {
    const minDays = readNumber(value.minDays, `${field}.minDays`, problems, { required: true, decimals: 0 });
    const maxDays = readNumber(value.maxDays, `${field}.maxDays`, problems, { required: true, decimals: 0 });
    return minDays === null || maxDays === null ? null : { minDays, maxDays };
  }
  const match = typeof value === 'string' ? LEAD_TIME_TEXT.exec(value.trim()) : null;
  if (!match) {
    problems.push(`${field} must be whole working days, written "5" or "5-7"`);
    return null;
  }
  const minDays = Number(match[1]);
  return { minDays, maxDays: match[2] === undefined ? minDays : Number(match[2]) };
}

/**
 * Units per warehouse from { code: value } (CSV: the stock_<code> columns): whole numbers, an
 * empty cell is none. Which warehouses exist is checked with the rest of the row.
 */
export function readStock(values: Record<string, unknown>, fieldOf: (code: string) => string, problems: Problems): Record<string, number> {
  return Object.fromEntries(
    Object.entries(values).map(([code, value]) => [code, readNumber(value, fieldOf(code), problems, { decimals: 0 }) ?? 0]),
  );
}

/**
 * The stock of a JSON product, in the answers' shape: availability.stock = [{ warehouse, quantity }].
 * Undefined when the product has no such list (its stored stock stays).
 */
export function jsonStock(value: unknown, problems: Problems): Record<string, unknown> | undefined {
  if (value === undefined) return undefined;
  if (!Array.isArray(value)) {
    problems.push('availability.stock must be a list of { warehouse, quantity }');
    return undefined;
  }
  const stock = new Map<string, unknown>();
  value.forEach((entry: unknown, index) => {
    const warehouse = isRecord(entry) ? entry.warehouse : undefined;
    if (typeof warehouse !== 'string' || warehouse.trim() === '') {
      problems.push(`availability.stock[${index}].warehouse is required`);
      return;
    }
    const code = warehouse.trim().toLowerCase();
    if (stock.has(code)) problems.push(`availability.stock names the warehouse "${code}" more than once`);
    stock.set(code, isRecord(entry) ? entry.quantity : undefined);
  });
  return Object.fromEntries(stock);
}
