/// <reference lib="webworker" />
import { AssetAllowList } from './asset-allow-list';
import { CACHE_NAME, answerFacts, isAssetAnswer, isAssetRequest } from './cache-rules';
import { REMOTES_PATH } from './hashed-file-list';
import { withoutNonAssets } from './sweep';

// The service worker of the shop: cache-first for the builds' content-hashed files, nothing else
// touched and nothing else kept.
declare const self: ServiceWorkerGlobalScope;

/** The request that ends a session (shared/src/api/auth-api.ts): the caches are checked after it. */
const LOG_OUT_PATH = '/api/auth/delete/cookies';

async function readJson(url: URL): Promise<unknown> {
  // The lists change with every release: revalidated, and never sent with cookies.
  const response = await fetch(url, { cache: 'no-cache', credentials: 'omit', mode: 'cors' });
  if (!response.ok) throw new Error(`${url.href} answered ${response.status}`);
  return response.json();
}

const allowList = new AssetAllowList(new URL(self.location.href), readJson);

self.addEventListener('install', () => {
  void self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name !== CACHE_NAME).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

interface Answer {
  response: Response;
  /** A copy of a network answer, to keep if it turns out to be a listed file. */
  toKeep: Response | null;
}

async function cachedOrFetched(cache: Promise<Cache>, request: Request): Promise<Answer> {
  const cached = await (await cache).match(request);
  if (cached) return { response: cached, toKeep: null };
  const response = await fetch(request);
  return { response, toKeep: response.ok ? response.clone() : null };
}

/** Keeps a network answer only when the build lists the file and the answer is that kind of file. */
async function keepIfListed(cache: Promise<Cache>, request: Request, answer: Response): Promise<void> {
  const url = new URL(request.url);
  if (!isAssetAnswer(url, answerFacts(answer)) || !(await allowList.allows(url))) return;
  await (await cache).put(request, answer);
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  const sameOrigin = url.origin === self.location.origin;
  if (sameOrigin && request.method === 'GET' && url.pathname === REMOTES_PATH) {
    // A page is starting: the remotes may have moved or been released since the lists were read.
    event.waitUntil(allowList.refresh());
    return;
  }
  if (sameOrigin && request.method === 'POST' && url.pathname === LOG_OUT_PATH) {
    event.waitUntil(withoutNonAssets(caches));
    return;
  }
  if (!isAssetRequest(request.method, request.mode, url)) return;
  const cache = caches.open(CACHE_NAME);
  const answer = cachedOrFetched(cache, request);
  event.respondWith(answer.then(({ response }) => response));
  event.waitUntil(answer.then(({ toKeep }) => (toKeep ? keepIfListed(cache, request, toKeep) : undefined)).catch(() => undefined));
});
