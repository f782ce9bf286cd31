import { preloadRemote, registerRemotes } from '@shop/tooling/federation-runtime';
import { provideRemoteLoader, type RemoteLocations, type RemoteModuleId, type RemoteModules, type RemoteName } from '@shop/shared';
import { loadWithRetry } from './remote-loading';

let locations: Promise<Partial<RemoteLocations>> = Promise.resolve({});
/** The entry (mf-manifest.json URL) each remote is registered with in the federation runtime. */
const registered = new Map<RemoteName, string>();

function register(found: Partial<RemoteLocations>): Partial<RemoteLocations> {
  for (const [name, entry] of Object.entries(found) as Array<[RemoteName, string]>) {
    if (registered.get(name) === entry) continue;
    // A remote that moved is registered over its old place.
    registerRemotes([{ name, entry }], { force: registered.has(name) });
    registered.set(name, entry);
  }
  return found;
}

/**
 * Takes where the remotes live (from /remotes.json) and registers them with the federation
 * runtime. The locations may still be on their way: the first render does not wait for them, only
 * the loading of a remote does.
 */
let loaderProvided = false;

export function registerShopRemotes(found: Partial<RemoteLocations> | Promise<Partial<RemoteLocations>>): void {
  locations = Promise.resolve(found).then(register);
  // Remotes place each other's components (the catalogue shows the cart's add-to-cart control)
  // through this loader, never by importing one another. Provided once: providing it again drops
  // the components already loaded (a server renders many pages with the same remotes).
  if (loaderProvided) return;
  loaderProvided = true;
  provideRemoteLoader((id) => loadRemoteModule(id, false));
}

function remoteOf(id: RemoteModuleId): RemoteName {
  return id.split('/')[0] as RemoteName;
}

/** The remote of a module, and the entry (manifest address) the page registered it with: its release, as the shop knows it. */
export function registeredRemote(id: RemoteModuleId): { name: RemoteName; entry: string | undefined } {
  const name = remoteOf(id);
  return { name, entry: registered.get(name) };
}

class RemoteUnavailableError extends Error {
  constructor(readonly remote: RemoteName, cause?: unknown) {
    super(`The ${remote} part of the shop could not be loaded`, { cause });
  }
}

/**
 * Loads an exposed module of a remote (a component, or a function such as `catalog/AppStart`); its
 * default export is what RemoteModules names. A retry
 * (`isRetry`) fetches the remote afresh, manifest, entry and all, so a remote that came back is
 * really loaded anew. Any failure, after the loader's own retries, is a RemoteUnavailableError
 * (its cause is the runtime's error: a chunk that vanished with a deploy is still seen as one).
 */
export async function loadRemoteModule<K extends RemoteModuleId>(id: K, isRetry: boolean): Promise<{ default: RemoteModules[K] }> {
  const remote = remoteOf(id);
  const entry = (await locations)[remote];
  if (!entry) throw new RemoteUnavailableError(remote);
  try {
    const module = await loadWithRetry<{ default?: RemoteModules[K] }>(remote, entry, id, isRetry);
    if (!module.default) throw new Error(`${id} has no default export`);
    return module as { default: RemoteModules[K] };
  } catch (error) {
    throw new RemoteUnavailableError(remote, error);
  }
}

/**
 * A file the page does not carry already: a page rendered on the server has its stylesheets in
 * `<style data-href>` elements (shell/src/server/inline-stylesheets.ts); preloaded again, each drew
 * the browser's "preloaded but not used" warning.
 */
function notInPage(address: string): boolean {
  const absolute = new URL(address, window.location.href).href;
  return ![...document.querySelectorAll('style[data-href]')].some((style) => new URL(style.getAttribute('data-href') ?? '', window.location.href).href === absolute);
}

/**
 * Fetches the pages of these remotes without running them (manifest, entry, and the chunks of
 * `./Pages` as preloads): the next page opens without waiting. A remote that is down is skipped.
 */
export async function preloadRemotePages(remotes: readonly string[]): Promise<void> {
  const found = await locations;
  await Promise.all(
    remotes
      .filter((remote) => found[remote])
      .map((remote) =>
        // Shared libraries and other remotes come from the shell: only the remote's own files.
        preloadRemote([{ nameOrAlias: remote, exposes: ['Pages'], resourceCategory: 'sync', share: false, depsRemote: false, filter: notInPage }]).catch(() => undefined),
      ),
  );
}
