import path from 'node:path';

/**
 * webpack names chunks `[name].[contenthash].js`: such a file never changes, so browsers may keep
 * it for a year. The segment must hold a digit, so `main.bootstrap.js` is not taken for hashed.
 */
const HASHED_FILE = /[.-](?=[0-9a-z]*\d)[0-9a-z]{8,}\.[a-z0-9]+$/i;

export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The browser keeps the file but asks again every time (ETag / Last-Modified answer 304). */
export const REVALIDATE = 'no-cache';

/**
 * Anything answered for a logged-in person (prices, orders, the organisation, the page naming
 * them): kept by no cache at all, so nothing of it is left in the browser after logout (issue of
 * shared computers) and no proxy ever hands it to someone else.
 */
export const PRIVATE_NO_STORE = 'private, no-store';

export function isHashedFileName(fileName: string): boolean {
  return HASHED_FILE.test(path.basename(fileName));
}

/** Entry points (index.html, remoteEntry.js, mf-manifest.json, other JSON) must always be fresh. */
export function cacheControlFor(filePath: string): string {
  // A precompressed copy (x.js.br, x.js.gz) is cached like the file it stands for.
  const name = path.basename(filePath).replace(/\.(br|gz)$/, '');
  if (name.endsWith('.json') || name === 'index.html' || name === 'remoteEntry.js') return REVALIDATE;
  return isHashedFileName(name) ? IMMUTABLE : REVALIDATE;
}
