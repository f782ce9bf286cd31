import type { RemoteName } from '@shop/shared';
import { nextTask } from '../navigation/next-task';
import { parseRemoteManifest } from './remote-manifest';

/** A remote's webpack container (its remoteEntry.js): share scope in, exposed module factories out. */
interface Container {
  init(shareScope: unknown): Promise<void> | void;
  get(module: string): Promise<() => unknown>;
}

const containers = new Map<RemoteName, Promise<Container>>();

function loadScript(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      script.remove();
      reject(new Error(`Loading script failed: ${url}`));
    };
    document.head.append(script);
  });
}

async function startContainer(name: RemoteName, manifestUrl: string): Promise<Container> {
  const response = await fetch(manifestUrl, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`${manifestUrl} answered ${response.status}`);
  const { globalName, entryUrl } = parseRemoteManifest(await response.json(), manifestUrl);
  await loadScript(entryUrl);
  const container = (window as unknown as Record<string, Container | undefined>)[globalName];
  if (!container || typeof container.get !== 'function') throw new Error(`${entryUrl} did not start the ${name} container`);
  // The shell's singletons are in the scope first: a remote's own copies are only fallbacks.
  await __webpack_init_sharing__('default');
  await container.init(__webpack_share_scopes__.default);
  return container;
}

/**
 * The started container of a remote, fetched once per page. `fresh` drops a failed or stale one, so
 * a remote that came back (or was deployed anew) is fetched again, manifest and all.
 */
export function remoteContainer(name: RemoteName, manifestUrl: string, fresh = false): Promise<Container> {
  let started = fresh ? undefined : containers.get(name);
  if (!started) {
    started = startContainer(name, manifestUrl);
    containers.set(name, started);
    started.catch((error: unknown) => {
      if (containers.get(name) === started) containers.delete(name);
      console.warn(`[shop] remote "${name}" failed to load`, error);
    });
  }
  return started;
}

/**
 * Loads and runs an exposed module (`./Pages`) of a remote. Starting the container (its shared
 * modules join the scope), requesting the module's chunks and evaluating the module each take a
 * task of their own: in one, as the tail of the entry script's load event, they made one of the
 * longest tasks of a page load on a phone.
 */
export async function loadExposed<T>(name: RemoteName, manifestUrl: string, module: string, fresh = false): Promise<T> {
  const container = await remoteContainer(name, manifestUrl, fresh);
  await nextTask();
  const factory = await container.get(module);
  await nextTask();
  return factory() as T;
}

/** Fetches the code of an exposed module without running it: the next page opens without waiting. */
export async function preloadExposed(name: RemoteName, manifestUrl: string, module: string): Promise<void> {
  const container = await remoteContainer(name, manifestUrl);
  await nextTask();
  await container.get(module);
}

/**
 * Puts the page's share scope on window.__SHOP_SHARE_SCOPE__ (read-only): which app provided each
 * shared library, and whether it is in use, can then be seen in DevTools and checked end to end.
 */
export function exposeShareScope(): void {
  Object.defineProperty(window, '__SHOP_SHARE_SCOPE__', { value: __webpack_share_scopes__, configurable: false });
}
