import { shouldPrefetch, whenIdle, type RemoteName } from '@shop/shared';
import { fetchForLater } from '../federation/prefetch-hints-plugin';
import { preloadRemotePages } from '../federation/remote-registry';

/** A mark in the page's performance timeline where the prefetch starts (seen in traces and benchmarks). */
const PREFETCH_MARK = 'shop:prefetch';

/**
 * When the browser is idle (at most 2000 ms later), fetch the code of the pages a customer opens
 * next, and whatever else `alsoFetch` names (the other language's texts). Only once the current
 * page's own code is in (`after`), so on a slow phone connection the prefetch never competes with
 * the page being opened.
 */
export function prefetchWhenIdle(remotes: RemoteName[], after: Promise<unknown> = Promise.resolve(), alsoFetch: Array<() => Promise<unknown>> = []): void {
  if (!shouldPrefetch()) return;
  const run = () => {
    performance.mark?.(PREFETCH_MARK);
    // Hints, not preloads: this page does not run that code (prefetch-hints-plugin.ts).
    fetchForLater(remotes);
    void preloadRemotePages(remotes);
    for (const fetchMore of alsoFetch) void fetchMore().catch(() => undefined); // Fetched again when needed.
  };
  void after.then(() => whenIdle(run));
}
