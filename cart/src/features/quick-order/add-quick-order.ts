import { isApiError, shopStore } from '@shop/shared';
import { fetchCartProduct } from '../../api/product-api';
import type { QuickOrderLine } from './parse-quick-order';

export type QuickOrderProblem = { line: number; sku: string; kind: 'unknown-sku' | 'quantity' | 'failed' };

/**
 * Looks every line's product up (priced when logged in) and adds the found ones to the cart with
 * their quantity; answers what could not be added, line by line.
 */
export async function addQuickOrder(lines: QuickOrderLine[]): Promise<{ added: number; problems: QuickOrderProblem[] }> {
  const loggedIn = shopStore.getState().isLoggedIn;
  const problems: QuickOrderProblem[] = [];
  let added = 0;
  const lookups = await Promise.all(
    lines.map(async (line) => {
      if ('problem' in line) return { line, product: null, kind: 'quantity' as const };
      try {
        return { line, product: await fetchCartProduct(loggedIn, line.sku), kind: null };
      } catch (error) {
        const kind = isApiError(error) && error.response?.status === 404 ? ('unknown-sku' as const) : ('failed' as const);
        return { line, product: null, kind };
      }
    }),
  );
  for (const { line, product, kind } of lookups) {
    if (product && !('problem' in line)) {
      shopStore.getState().addToCart(product, line.quantity);
      added += 1;
    } else if (kind) {
      problems.push({ line: line.lineNumber, sku: line.sku, kind });
    }
  }
  return { added, problems };
}
