import type { Locale } from '../routes/route-table';

/**
 * The events the shell and the remotes tell each other about. Events carry ids, not state: a
 * listener reads the shared store or refetches. They travel as window CustomEvents so they still
 * arrive if module sharing degrades and two copies of this file end up on the page.
 */
export interface ShopEvents {
  'cart:item-added': { skuId: string; quantity: number };
  'cart:changed': { count: number };
  'session:changed': { userId: string | null };
  'filter:apply': { categories: string[] };
  'locale:changed': { locale: Locale };
  /** Put the lines of one of the user's orders in the cart again, at today's prices. */
  'order:reorder': { orderId: string };
  /** The reorder is done: how many lines went into the cart, and the SKUs no longer sold. */
  'order:reordered': { orderId: string; added: number; missingSkus: string[] };
}

export type ShopEventName = keyof ShopEvents;

const PREFIX = 'shop:';

export function emit<K extends ShopEventName>(name: K, detail: ShopEvents[K]): void {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new CustomEvent(PREFIX + name, { detail }));
}

/** Listens to one event; returns the function that stops listening. */
export function on<K extends ShopEventName>(name: K, listener: (detail: ShopEvents[K]) => void): () => void {
  if (typeof window === 'undefined') return () => undefined;
  const handler = (event: Event) => listener((event as CustomEvent<ShopEvents[K]>).detail);
  window.addEventListener(PREFIX + name, handler);
  return () => window.removeEventListener(PREFIX + name, handler);
}
