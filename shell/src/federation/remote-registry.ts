import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { provideRemoteLoader, type RemoteLocations, type RemoteModuleId, type RemoteModules, type RemoteName } from '@shop/shared';

let locations: Partial<RemoteLocations> = {};

export function registerShopRemotes(found: Partial<RemoteLocations>): void {
  locations = found;
  registerRemotes(Object.entries(found).map(([name, entry]) => ({ name, entry })));
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
 * Loads an exposed component of a remote. A retry registers the remote again with `force`, which
 * drops the runtime's cached manifest and entry, so a remote that came back is really fetched anew.
 */
export async function loadRemoteComponent<K extends RemoteModuleId>(
  id: K,
  isRetry: boolean,
): Promise<{ default: RemoteModules[K] }> {
  const remote = remoteOf(id);
  const entry = locations[remote];
  if (!entry) throw new RemoteUnavailableError(remote);
  if (isRetry) registerRemotes([{ name: remote, entry }], { force: true });
  try {
    const module = await loadRemote<{ default: RemoteModules[K] }>(id);
    if (!module?.default) throw new Error(`${id} has no default export`);
    return module;
  } catch (error) {
    throw new RemoteUnavailableError(remote, error);
  }
}
