import { linesToFetch, shopStore, statusOfApiError, type Product } from '@shop/shared';
import { fetchCartProduct } from '../api/product-api';

/** One fetch at a time per SKU and session, however many pages ask. */
const fetching = new Map<string, Promise<void>>();

/**
 * Fetches the products of the cart's lines that have none (restored from the browser, which keeps
 * SKUs and quantities only) or that were priced for another session (added as a visitor, then
 * logged in): from the priced endpoints for a logged-in user, the public ones otherwise. A product
 * the shop no longer has leaves the cart; one that could not be fetched now keeps its line.
 */
export function loadCartProducts(): Promise<void> {
  const { cartLines, isLoggedIn } = shopStore.getState();
  const wanted = linesToFetch(cartLines, isLoggedIn).map((line) => line.id);
  if (wanted.length === 0) return Promise.resolve();
  const key = `${isLoggedIn}:${wanted.join(',')}`;
  const running = fetching.get(key);
  if (running) return running;
  const done = fetchAll(wanted, isLoggedIn).finally(() => fetching.delete(key));
  fetching.set(key, done);
  return done;
}

async function fetchAll(skus: string[], loggedIn: boolean): Promise<void> {
  const answers = await Promise.allSettled(skus.map((sku) => fetchCartProduct(loggedIn, sku)));
  // A login or logout while the answers were on their way: they belong to the last session.
  if (shopStore.getState().isLoggedIn !== loggedIn) return;
  const products: Product[] = [];
  const gone: string[] = [];
  answers.forEach((answer, index) => {
    if (answer.status === 'fulfilled') products.push(answer.value);
    else if (statusOfApiError(answer.reason) === 404) gone.push(skus[index] as string);
  });
  shopStore.getState().refreshCartProducts(products, gone);
}
