import { addBySku } from '../../state/add-by-sku';
import { keepForSession } from '../../state/cart-products';
import type { QuickOrderLine } from './parse-quick-order';

export type QuickOrderProblem = { line: number; sku: string; kind: 'unknown-sku' | 'quantity' | 'failed' };

/**
 * Looks every line's product up in one request (priced when logged in) and adds the found ones to
 * the cart with their quantity, keeping the products for the cart page it stands on; answers what
 * could not be added, line by line.
 */
export async function addQuickOrder(lines: QuickOrderLine[]): Promise<{ added: number; problems: QuickOrderProblem[] }> {
  const wellFormed = lines.flatMap((line) => ('problem' in line ? [] : [line]));
  const { added, unknown, failed } = wellFormed.length > 0 ? await addBySku(wellFormed, keepForSession) : { added: [], unknown: [], failed: [] };
  const problems = lines.flatMap((line): QuickOrderProblem[] => {
    if ('problem' in line) return [{ line: line.lineNumber, sku: line.sku, kind: 'quantity' }];
    if (unknown.includes(line.sku)) return [{ line: line.lineNumber, sku: line.sku, kind: 'unknown-sku' }];
    if (failed.includes(line.sku)) return [{ line: line.lineNumber, sku: line.sku, kind: 'failed' }];
    return [];
  });
  return { added: added.length, problems };
}
