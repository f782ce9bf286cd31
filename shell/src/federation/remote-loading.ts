import { loadRemote, registerRemotes } from '@shop/tooling/federation-runtime';
import type { RemoteName } from '@shop/shared';
import { LOAD_TIMEOUT_MS, RETRY_DELAYS_MS } from './remote-timing';

class RemoteLoadTimeout extends Error {
  constructor(id: string) {
    super(`${id} did not load within ${LOAD_TIMEOUT_MS} ms`);
    this.name = 'RemoteLoadTimeout';
  }
}

function withTimeout<T>(loading: Promise<T>, id: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new RemoteLoadTimeout(id)), LOAD_TIMEOUT_MS);
  });
  return Promise.race([loading, timeout]).finally(() => clearTimeout(timer));
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** How often each remote was registered anew on this page. */
const renewals = new Map<RemoteName, number>();

/**
 * Registers a remote again with `force`: the runtime drops its manifest, entry, container and
 * cached modules, so the next load fetches all of them afresh (a remote that came back, or was
 * deployed anew). Several loads of one remote failing together renew it once: `seen` is the
 * renewal a load last knew of, and a later one already made is used as it is.
 */
function renew(remote: RemoteName, entry: string, seen: number): number {
  const current = renewals.get(remote) ?? 0;
  if (current !== seen) return current;
  registerRemotes([{ name: remote, entry }], { force: true });
  renewals.set(remote, current + 1);
  return current + 1;
}

/**
 * Loads an exposed module (`catalog/Pages`) of a registered remote through the federation runtime.
 * `fresh` renews the remote first (the slot's "Try again", or a page of a remote that failed). A
 * load that fails is renewed and tried again after each of RETRY_DELAYS_MS, unless it timed out.
 */
export async function loadWithRetry<T>(remote: RemoteName, entry: string, id: string, fresh: boolean): Promise<T> {
  let renewal = renewals.get(remote) ?? 0;
  if (fresh) renewal = renew(remote, entry, renewal);
  for (let attempt = 0; ; attempt += 1) {
    try {
      const module = await withTimeout(loadRemote<T>(id), id);
      if (module === null || module === undefined) throw new Error(`${id} loaded as nothing`);
      return module;
    } catch (error) {
      const delay = RETRY_DELAYS_MS[attempt];
      if (delay === undefined || error instanceof RemoteLoadTimeout) throw error;
      await wait(delay);
      renewal = renew(remote, entry, renewal);
    }
  }
}
