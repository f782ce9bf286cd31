import { shopStore, type CartLine } from '@shop/shared';
import type { Product } from '@shop/shared/contracts';
import { fetchCartProducts } from '../api/cart-products-api';
import { cartStore } from './cart-store';
import { sessionOf } from './pricing-session';

const pricingSession = () => sessionOf(shopStore.getState());
const skusOf = (lines: readonly CartLine[]) => lines.map((line) => line.sku);

/** The SKUs of the cart's lines that have no product for this session yet. */
export function skusWithoutProduct(): string[] {
  const { products, pricedFor } = cartStore.getState();
  const session = pricingSession();
  return skusOf(shopStore.getState().cartLines).filter((sku) => pricedFor !== session || !(sku in products));
}

/** Every line's SKU. */
export const allCartSkus = () => skusOf(shopStore.getState().cartLines);

/** One request at a time per set of SKUs and session, however many parts of the page ask. */
const running = new Map<string, Promise<void>>();

/**
 * Fetches the products of the given SKUs (by default the lines that have none) in one request,
 * priced for a logged-in user and public otherwise, and keeps them. A product the shop no longer
 * has leaves the cart. A cart page asks for all its lines each time it is shown, so prices changed
 * by a catalogue import reach the cart.
 */
export function loadCartProducts(skus: readonly string[] = skusWithoutProduct()): Promise<void> {
  if (skus.length === 0) return Promise.resolve();
  const session = pricingSession();
  const key = `${session}:${skus.join(',')}`;
  const pending = running.get(key);
  if (pending) return pending;
  const done = fetchAndKeep(session, skus).finally(() => running.delete(key));
  running.set(key, done);
  return done;
}

async function fetchAndKeep(session: string | null, skus: readonly string[]): Promise<void> {
  const { products, unknown } = await fetchCartProducts(session !== null, skus);
  keepForSession(session, products);
  for (const sku of unknown) shopStore.getState().removeCartLine(sku);
}

/** Keeps products fetched for `session`, unless someone else logged in or out while they came. */
export function keepForSession(session: string | null, products: readonly Product[]): void {
  if (pricingSession() === session) cartStore.getState().keepProducts(session, products);
}
