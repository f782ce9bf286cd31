import { shopStore, type ReorderButtonProps } from '@shop/shared';
import { addBySku } from './add-by-sku';

export interface ReorderResult {
  /** How many of the order's lines went into the cart. */
  added: number;
  /** Products the shop no longer sells (the API does not know the SKU). */
  missingSkus: string[];
  /** Products that could not be fetched just now (no answer, a server error): not added either. */
  failedSkus: string[];
}

/**
 * Reorder: puts an earlier order's lines in the cart with today's prices, all looked up in one
 * priced request, never priced from the old order; without a logged-in user there are no prices
 * to fetch, so nothing is added.
 */
export async function reorderLines(lines: ReorderButtonProps['lines']): Promise<ReorderResult> {
  if (!shopStore.getState().isLoggedIn) return { added: 0, missingSkus: [], failedSkus: [] };
  const { added, unknown, failed } = await addBySku(lines.filter((line) => line.quantity >= 1));
  return { added: added.length, missingSkus: unknown, failedSkus: failed };
}
