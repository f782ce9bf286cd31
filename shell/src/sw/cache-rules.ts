/**
 * What the service worker may keep. Only files a build lists as its own content-hashed files
 * (hashed-file-list.ts): a new build gets new names, so a kept copy is never stale. The API,
 * /remotes.json, manifests, remote entries and pages always go to the network, so a deploy is
 * seen at once and nothing that names a person is ever kept.
 *
 * A path that merely looks hashed is not enough: any shop address can end in `.<16 hex>.png`
 * (`/produkter/ABC.0123456789abcdef.png` is a product page), so the name only decides whether the
 * worker looks at a request at all; the build's list and the answer's content type decide what is kept.
 */
const HASHED_ASSET = /\.[0-9a-f]{16,}\.(js|css|woff2?|svg|png)$/i;

/**
 * The cache of kept files. The name changes when what may be kept becomes stricter: the new
 * worker deletes every other cache when it takes over, so nothing an older rule let in survives
 * (shop-assets-v1 could hold pages stored under a hashed-looking address).
 */
export const CACHE_NAME = 'shop-assets-v2';

/** The content types a build's file of each kind is served with; anything else is not kept. */
const CONTENT_TYPES: Record<string, readonly string[]> = {
  js: ['text/javascript', 'application/javascript', 'application/x-javascript'],
  css: ['text/css'],
  woff2: ['font/woff2', 'application/font-woff2'],
  woff: ['font/woff', 'application/font-woff'],
  svg: ['image/svg+xml'],
  png: ['image/png'],
};

export function looksLikeHashedAsset(url: URL): boolean {
  return url.search === '' && !url.pathname.startsWith('/api/') && HASHED_ASSET.test(url.pathname);
}

/**
 * Whether the worker answers a request itself (from the cache, else from the network). Never for
 * a page load: a navigation is always the network's, whatever its address looks like.
 */
export function isAssetRequest(method: string, mode: RequestMode, url: URL): boolean {
  return method === 'GET' && mode !== 'navigate' && looksLikeHashedAsset(url);
}

/** What the worker can see of an answer (a Response, or a test's stand-in). */
export interface AnswerFacts {
  ok: boolean;
  type: ResponseType;
  redirected: boolean;
  contentType: string | null;
}

export function answerFacts(response: Response): AnswerFacts {
  return { ok: response.ok, type: response.type, redirected: response.redirected, contentType: response.headers.get('content-type') };
}

/**
 * Whether an answer for `url` has the shape of the build's file: a readable 200 (an opaque
 * cross-origin answer cannot be checked, so it is not kept), not redirected elsewhere, and of the
 * content type its name says. An HTML page is never one.
 */
export function isAssetAnswer(url: URL, answer: AnswerFacts): boolean {
  if (!answer.ok || answer.redirected || (answer.type !== 'basic' && answer.type !== 'cors')) return false;
  const kind = HASHED_ASSET.exec(url.pathname)?.[1]?.toLowerCase();
  const mediaType = (answer.contentType ?? '').split(';')[0]!.trim().toLowerCase();
  return kind !== undefined && (CONTENT_TYPES[kind] ?? []).includes(mediaType);
}
