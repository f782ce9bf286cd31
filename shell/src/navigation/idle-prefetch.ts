import { preloadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '@shop/shared';

interface ConnectionLike {
  saveData?: boolean;
  effectiveType?: string;
}

/** Spec §7: no prefetch offline, on 2g connections or in data-saver mode. */
export function shouldPrefetch(navigatorLike: { onLine: boolean; connection?: ConnectionLike }): boolean {
  if (!navigatorLike.onLine) return false;
  const connection = navigatorLike.connection;
  if (connection?.saveData) return false;
  return !/(^|-)2g$/.test(connection?.effectiveType ?? '');
}

const IDLE_TIMEOUT_MS = 2000;

/** When the browser is idle (at most 2000 ms later), fetch the code of the pages a customer opens next. */
export function prefetchWhenIdle(remotes: RemoteName[]): void {
  if (!shouldPrefetch(navigator as Navigator & { connection?: ConnectionLike })) return;
  const run = () => {
    void preloadRemote(remotes.map((name) => ({ nameOrAlias: name, exposes: ['./Pages'] }))).catch(() => undefined);
  };
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
  else setTimeout(run, IDLE_TIMEOUT_MS);
}
