/**
 * What the service worker may cache. Only content-hashed files (a new build gets new names), so a
 * cached copy can never be stale; the API, /remotes.json, manifests, remote entries and HTML always
 * go to the network, so a deploy is seen at once.
 */
const HASHED_ASSET = /\.[0-9a-f]{16,}\.(js|css|woff2?|svg|png)$/i;

export function isCacheableAsset(url: URL, method: string): boolean {
  if (method !== 'GET') return false;
  if (url.pathname.startsWith('/api/') || url.pathname === '/remotes.json') return false;
  return HASHED_ASSET.test(url.pathname);
}

export const CACHE_NAME = 'shop-assets-v1';
