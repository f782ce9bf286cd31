import { provideRemoteLoader, type RemoteLocations, type RemoteModuleId, type RemoteModules, type RemoteName } from '@shop/shared';
import { loadExposed, preloadExposed } from './remote-containers';

let locations: Promise<Partial<RemoteLocations>> = Promise.resolve({});

/**
 * Takes where the remotes live (from /remotes.json). It may still be on its way: the first render
 * does not wait for it, only the loading of a remote does.
 */
export function registerShopRemotes(found: Partial<RemoteLocations> | Promise<Partial<RemoteLocations>>): void {
  locations = Promise.resolve(found);
  // Remotes place each other's components (the catalogue shows the cart's add-to-cart control)
  // through this loader, never by importing one another.
  provideRemoteLoader((id) => loadRemoteComponent(id, false));
}

function remoteOf(id: RemoteModuleId): RemoteName {
  return id.split('/')[0] as RemoteName;
}

export class RemoteUnavailableError extends Error {
  constructor(readonly remote: RemoteName, cause?: unknown) {
    super(`The ${remote} part of the shop could not be loaded`, { cause });
  }
}

/**
 * Loads an exposed component of a remote. A retry starts the remote afresh (manifest, entry and
 * container), so a remote that came back is really fetched anew.
 */
export async function loadRemoteComponent<K extends RemoteModuleId>(
  id: K,
  isRetry: boolean,
): Promise<{ default: RemoteModules[K] }> {
  const remote = remoteOf(id);
  const entry = (await locations)[remote];
  if (!entry) throw new RemoteUnavailableError(remote);
  try {
    const module = await loadExposed<{ default?: RemoteModules[K] }>(remote, entry, `./${id.slice(remote.length + 1)}`, isRetry);
    if (!module?.default) throw new Error(`${id} has no default export`);
    return module as { default: RemoteModules[K] };
  } catch (error) {
    throw new RemoteUnavailableError(remote, error);
  }
}

/** Fetches the pages of these remotes without running them; a remote that is down is skipped. */
export async function preloadRemotePages(remotes: RemoteName[]): Promise<void> {
  const found = await locations;
  await Promise.all(
    remotes.map((remote) => {
      const entry = found[remote];
      return entry ? preloadExposed(remote, entry, './Pages').catch(() => undefined) : undefined;
    }),
  );
}
