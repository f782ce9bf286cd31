import { fetchOrders } from '../api/orders-api';
import { fetchProductDetails } from '../api/product-api';
import type { PricedProductDetails, Product, ProductDetails } from '../domain/product';
import { emit, on } from '../events/event-bus';
import type { ShopState } from './shop-store';

function cartProduct(details: ProductDetails | PricedProductDetails): Product {
  const { description: _description, specs: _specs, ...product } = details;
  return product;
}

/**
 * Reorder: puts the lines of one of the user's orders in the cart with today's prices (each product
 * is fetched again, never priced from the old order). Products no longer sold are reported back.
 */
export async function reorder(getState: () => ShopState, orderId: string): Promise<{ added: number; missingSkus: string[] }> {
  const user = getState().user;
  if (!user) return { added: 0, missingSkus: [] };
  const order = (await fetchOrders(user.id)).find((candidate) => candidate.id === orderId);
  if (!order) return { added: 0, missingSkus: [] };
  const found = await Promise.all(
    order.lines.map(async (line) => ({ line, product: await fetchProductDetails(true, line.sku).catch(() => null) })),
  );
  const missingSkus: string[] = [];
  let added = 0;
  for (const { line, product } of found) {
    if (!product) {
      missingSkus.push(line.sku);
      continue;
    }
    getState().addToCart(cartProduct(product), line.quantity);
    added += 1;
  }
  return { added, missingSkus };
}

/** The cart side of 'order:reorder': the account area asks by order id, without importing the cart. */
export function listenForReorders(getState: () => ShopState): () => void {
  return on('order:reorder', ({ orderId }) => {
    void reorder(getState, orderId)
      .catch(() => ({ added: 0, missingSkus: [] }))
      .then((result) => emit('order:reordered', { orderId, ...result }));
  });
}
