// Spec §7 and §9: what may be fetched ahead of need, and when. The shell prefetches the pages a
// customer opens next; the catalogue fetches its carousel's library the same way.

interface ConnectionLike {
  saveData?: boolean;
  effectiveType?: string;
}

/** Spec §9: the idle prefetch waits at most this long for the browser to be idle. */
const IDLE_PREFETCH_TIMEOUT_MS = 2000;

type NavigatorLike = { onLine: boolean; connection?: ConnectionLike };

/** Spec §7: no prefetch offline, on 2g connections or in data-saver mode (the page's own navigator by default). */
export function shouldPrefetch(navigatorLike: NavigatorLike = navigator): boolean {
  if (!navigatorLike.onLine) return false;
  const connection = navigatorLike.connection;
  if (connection?.saveData) return false;
  return !/(^|-)2g$/.test(connection?.effectiveType ?? '');
}

/**
 * Runs `work` when the browser is idle, at most 2000 ms from now (a timer of that length where
 * there is no requestIdleCallback, as in Safari). Returns what cancels it.
 */
export function whenIdle(work: () => void): () => void {
  // Typed as always there, it is missing in Safari.
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(work, { timeout: IDLE_PREFETCH_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(work, IDLE_PREFETCH_TIMEOUT_MS);
  return () => window.clearTimeout(handle);
}
