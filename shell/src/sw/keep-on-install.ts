import { answerFacts, isAssetAnswer } from './cache-rules';

/** The part of a Cache the worker writes to while it installs. */
export interface CacheWriter {
  put(request: string, response: Response): Promise<void>;
}

type Fetcher = (url: string, init: RequestInit) => Promise<Response>;

/**
 * While the worker installs, it keeps the listed scripts of its own origin that the browser already
 * has: those the page that registered it ran (it registers after that page's load). Chrome compiles
 * a script kept during the install and stores its code cache with it, off the page's thread; a
 * script kept later (as a page fetches it) had its code cache made on the page's main thread the
 * first time a page ran it from the cache: on a customer's third visit, a task of 45-65 ms at 4x
 * CPU for the shared libraries alone.
 *
 * Only from the HTTP cache (`only-if-cached`): nothing is downloaded for it, so the prefetch rules
 * of spec §7 do not come into it. Any file that is not there, or fails, is kept when a page asks.
 * Resolves with how many were kept.
 */
export async function keepScriptsTheBrowserHas(cache: CacheWriter, listed: Iterable<string>, origin: string, fetcher: Fetcher): Promise<number> {
  const scripts = [...listed].filter((key) => key.startsWith(`${origin}/`) && key.endsWith('.js'));
  const kept = await Promise.all(
    scripts.map(async (key) => {
      try {
        const answer = await fetcher(key, { cache: 'only-if-cached', mode: 'same-origin', credentials: 'omit' });
        if (!isAssetAnswer(new URL(key), answerFacts(answer))) return false;
        await cache.put(key, answer);
        return true;
      } catch {
        return false;
      }
    }),
  );
  return kept.filter(Boolean).length;
}
