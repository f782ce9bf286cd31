import { PAGE_BLOCK_IDS } from '../contracts/page-render';

/**
 * A page rendered on the server carries the initial state of the stores it was rendered with, by
 * store key, in one JSON block. Each team's store in the browser starts from its part: React then
 * hydrates with the same data the server rendered with (zustand's server snapshot is a store's
 * initial state), and the data is not loaded again.
 */
export const PAGE_STATE_ID = PAGE_BLOCK_IDS.state;

let states: Record<string, unknown> | undefined;

function pageStates(): Record<string, unknown> {
  if (states) return states;
  states = {};
  const block = typeof document === 'undefined' ? null : document.getElementById(PAGE_STATE_ID);
  if (!block) return states;
  try {
    const value: unknown = JSON.parse(block.textContent ?? '');
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) states = value as Record<string, unknown>;
  } catch {
    // A broken block is no block: the stores start empty and load as on a page the browser renders.
  }
  return states;
}

/**
 * The state the page was rendered with for the store `key`, or undefined (a page the browser
 * renders, or a part the server did not load). Taken once: a store made again later starts empty.
 */
export function renderedState<S>(key: string): Partial<S> | undefined {
  const all = pageStates();
  const state = all[key];
  delete all[key];
  return typeof state === 'object' && state !== null ? state : undefined;
}
