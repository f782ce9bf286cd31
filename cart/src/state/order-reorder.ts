import { isApiError, shopStore, type ReorderButtonProps } from '@shop/shared';
import { fetchCartProduct } from '../api/product-api';

export interface ReorderResult {
  /** How many of the order's lines went into the cart. */
  added: number;
  /** Products the shop no longer sells (the API does not know the SKU). */
  missingSkus: string[];
  /** Products that could not be fetched just now (no answer, a server error): not added either. */
  failedSkus: string[];
}

/**
 * Reorder: puts an earlier order's lines in the cart with today's prices. Each product is fetched
 * again from the priced endpoint, never priced from the old order; without a logged-in user there
 * are no prices to fetch, so nothing is added.
 */
export async function reorderLines(lines: ReorderButtonProps['lines']): Promise<ReorderResult> {
  const result: ReorderResult = { added: 0, missingSkus: [], failedSkus: [] };
  if (!shopStore.getState().isLoggedIn) return result;
  const wanted = lines.filter((line) => line.quantity >= 1);
  const lookups = await Promise.all(
    wanted.map(async (line) => {
      try {
        return { line, product: await fetchCartProduct(true, line.sku), gone: false };
      } catch (error) {
        return { line, product: null, gone: isApiError(error) && error.response?.status === 404 };
      }
    }),
  );
  // Added in the order's own order, once every answer is in, so the cart never shows half an order.
  for (const { line, product, gone } of lookups) {
    if (product) {
      shopStore.getState().addToCart(product, line.quantity);
      result.added += 1;
    } else {
      (gone ? result.missingSkus : result.failedSkus).push(line.sku);
    }
  }
  return result;
}
