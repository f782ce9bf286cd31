import { looksLikeHashedAsset } from './cache-rules';

/**
 * Every front-end build writes `hashed-files.json` at the root of its output, beside its
 * mf-manifest.json (tooling/webpack/hashed-files-plugin.cjs): `{ "files": ["853.5fe9….js", …] }`,
 * its content-hashed files by path relative to that folder. A remote's list travels with the
 * remote, so a release on any origin brings its own list and the shell needs no rebuild.
 */
export const LIST_FILE = 'hashed-files.json';

/** Where the service worker learns where the remotes live: the same answer the shell reads. */
export const REMOTES_PATH = '/remotes.json';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A name inside the list's folder: no scheme, no absolute path, no query, no backslash. */
const PLAIN_RELATIVE_PATH = /^(?![a-z][a-z\d+.-]*:)[^/\\?#][^\\?#]*$/i;

/** The URL a file is kept under: origin and path (hashed files are never asked for with a query). */
export function assetKey(url: URL): string {
  return `${url.origin}${url.pathname}`;
}

/**
 * The files a list allows, as keys (assetKey). Only names that resolve inside the list's own
 * folder and look like hashed files count, so a list can never vouch for a shop page or for
 * another origin's files; anything else in the answer is ignored.
 */
export function listedAssets(list: unknown, listUrl: URL): string[] {
  if (!isRecord(list) || !Array.isArray(list.files)) return [];
  const folder = new URL('.', listUrl);
  const keys: string[] = [];
  for (const name of list.files) {
    if (typeof name !== 'string' || !PLAIN_RELATIVE_PATH.test(name)) continue;
    const url = new URL(name, folder);
    // `..` and its encoded forms are resolved by URL: what lands outside the folder is refused.
    if (url.origin !== folder.origin || !url.pathname.startsWith(folder.pathname) || !looksLikeHashedAsset(url)) continue;
    keys.push(assetKey(url));
  }
  return keys;
}

/**
 * The lists of the remotes named in a /remotes.json answer (`{ "catalog": "<url>/mf-manifest.json", … }`):
 * each remote's list lies beside its manifest, on whatever origin the remote is served from.
 */
export function remoteListUrls(remotes: unknown, remotesUrl: URL): URL[] {
  if (!isRecord(remotes)) return [];
  const urls: URL[] = [];
  for (const manifest of Object.values(remotes)) {
    const manifestUrl = typeof manifest === 'string' ? parsedUrl(manifest, remotesUrl) : null;
    if (manifestUrl?.protocol === 'https:' || manifestUrl?.protocol === 'http:') urls.push(new URL(LIST_FILE, manifestUrl));
  }
  return urls;
}

/** URL.canParse is younger than some browsers the shop still serves. */
function parsedUrl(text: string, base: URL): URL | null {
  try {
    return new URL(text, base);
  } catch {
    return null;
  }
}
