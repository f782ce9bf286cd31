import { getInstance } from '@shop/tooling/federation-runtime';

/**
 * Puts the page's share scope on window.__SHOP_SHARE_SCOPE__ (read-only): which app provided each
 * shared library (`from`), and whether it is in use (`loaded`, `useIn`), can then be seen in
 * DevTools and checked end to end. It is the shell's federation instance's scope, which every
 * remote joins when it starts.
 */
export function exposeShareScope(): void {
  Object.defineProperty(window, '__SHOP_SHARE_SCOPE__', { get: () => getInstance()?.shareScopeMap, configurable: false });
}
