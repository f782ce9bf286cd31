/**
 * The events the shell and the remotes tell each other about. Events carry ids, not state: a
 * listener reads the shared store or refetches. They travel as window CustomEvents so they still
 * arrive if module sharing degrades and two copies of this file end up on the page.
 */
export interface ShopEvents {
  /** Someone else (or nobody) is logged in now: each team drops what belonged to the last session. */
  'session:changed': { userId: string | null };
  /** The cart was sent for an administrator's approval (no order yet): the account's lists reload. */
  'order:sent-for-approval': { requestId: string };
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
