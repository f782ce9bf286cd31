import { shopStore } from '@shop/shared';
import type { Product } from '@shop/shared/contracts';
import { fetchCartProducts } from '../api/cart-products-api';
import { sessionOf } from './pricing-session';

export interface SkuQuantity {
  sku: string;
  quantity: number;
}

/** What happened to each SKU asked for: added, not in the catalogue, or not looked up (no answer). */
export interface AddedBySku {
  added: SkuQuantity[];
  unknown: string[];
  failed: string[];
}

/**
 * Looks the SKUs up in one request (priced for a logged-in user) and puts those the shop has in the
 * cart with their quantities, in the order asked, once every answer is in, so the cart never shows
 * half of it. `keep` is handed the products found, for a page that shows them (the cart page).
 */
export async function addBySku(
  entries: readonly SkuQuantity[],
  keep: (session: string | null, products: readonly Product[]) => void = () => undefined,
): Promise<AddedBySku> {
  const session = sessionOf(shopStore.getState());
  const skus = [...new Set(entries.map((entry) => entry.sku))];
  let answer;
  try {
    answer = await fetchCartProducts(session !== null, skus);
  } catch {
    return { added: [], unknown: [], failed: entries.map((entry) => entry.sku) };
  }
  keep(session, answer.products);
  const known = new Set(answer.products.map((product) => product.skuId));
  const added = entries.filter((entry) => known.has(entry.sku));
  for (const entry of added) shopStore.getState().addToCart(entry.sku, entry.quantity);
  return { added, unknown: entries.filter((entry) => !known.has(entry.sku)).map((entry) => entry.sku), failed: [] };
}
