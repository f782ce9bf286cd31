import { answerFacts, isAssetAnswer, looksLikeHashedAsset } from './cache-rules';

/** The part of CacheStorage the sweep uses (the browser's, or a test's stand-in). */
export interface CacheStore {
  keys(): Promise<string[]>;
  open(name: string): Promise<Pick<Cache, 'keys' | 'match' | 'delete'>>;
}

/**
 * Deletes every kept answer that is not a hashed file of the kind its name says, in every cache
 * of the shop's origin. The worker keeps nothing else, so this normally finds nothing; it runs at
 * logout so that, whatever put it there, no page naming the person who just left stays behind.
 */
export async function withoutNonAssets(store: CacheStore): Promise<number> {
  let deleted = 0;
  for (const name of await store.keys()) {
    const cache = await store.open(name);
    for (const request of await cache.keys()) {
      const url = new URL(request.url);
      const answer = await cache.match(request);
      if (answer && looksLikeHashedAsset(url) && isAssetAnswer(url, answerFacts(answer))) continue;
      if (await cache.delete(request)) deleted += 1;
    }
  }
  return deleted;
}
