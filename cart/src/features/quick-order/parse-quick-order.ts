import { MAX_LINE_QUANTITY } from '../../state/line-quantity';

/** A line of a quick order as typed or pasted: "SKU quantity", also tab-separated from a spreadsheet. */
export type QuickOrderLine =
  | { lineNumber: number; sku: string; quantity: number }
  | { lineNumber: number; sku: string; problem: 'quantity' };

/**
 * Reads one line per row; blank rows are skipped. The SKU is the first field, the quantity the
 * second (1 when left out). Fields are separated by tabs, semicolons or spaces. A quantity must be
 * a whole number from 1 to a line's maximum.
 */
export function parseQuickOrder(text: string): QuickOrderLine[] {
  const lines: QuickOrderLine[] = [];
  text.split(/\r?\n/).forEach((row, index) => {
    const fields = row.split(/[\t;]|\s+/).map((field) => field.trim()).filter((field) => field !== '');
    const [sku, amount, ...rest] = fields;
    if (sku === undefined) return;
    const lineNumber = index + 1;
    if (amount === undefined && rest.length === 0) {
      lines.push({ lineNumber, sku, quantity: 1 });
      return;
    }
    const quantity = /^\d+$/.test(amount ?? '') ? Number(amount) : Number.NaN;
    if (rest.length > 0 || !(quantity >= 1 && quantity <= MAX_LINE_QUANTITY)) {
      lines.push({ lineNumber, sku, problem: 'quantity' });
      return;
    }
    lines.push({ lineNumber, sku, quantity });
  });
  return lines;
}
