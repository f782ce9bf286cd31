import type { ModuleFederationRuntimePlugin } from '@shop/tooling/federation-runtime';

/** Remotes whose code is fetched for a page the customer may open later, not for this one. */
const forLater = new Set<string>();

/** The next preloads of these remotes are hints for later (the idle prefetch, idle-prefetch.ts). */
export function fetchForLater(remotes: readonly string[]): void {
  for (const remote of remotes) forLater.add(remote);
}

/**
 * Runtime plugin of the shell (registered in shell/webpack.config.cjs). The runtime fetches a
 * remote's chunks ahead with `<link rel="preload">`, which tells the browser they are needed by
 * this page: code fetched for a later page then sat unused and the browser warned about every file
 * ("preloaded but not used within a few seconds"). For remotes fetched for later, the link is a
 * `rel="prefetch"` instead: fetched at idle priority into the cache, where the page that needs it
 * finds it.
 */
export default function prefetchHintsPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'shop-prefetch-hints',
    createLink({ url, attrs, remoteInfo }) {
      if (attrs?.rel !== 'preload' || !remoteInfo || !forLater.has(remoteInfo.name)) return undefined;
      const link = document.createElement('link');
      link.rel = 'prefetch';
      link.href = url;
      if (attrs.crossorigin !== undefined) link.setAttribute('crossorigin', String(attrs.crossorigin));
      return link;
    },
  };
}
