import type { ModuleFederationRuntimePlugin } from '@shop/tooling/federation-runtime';
import { reportReleaseError } from './release-error-report';
import { RESOURCE_TIMEOUT_MS } from './remote-timing';

/**
 * Runtime plugin of the shell (registered in shell/webpack.config.cjs). A remote's manifest or
 * entry that does not answer gives up after RESOURCE_TIMEOUT_MS instead of the runtime's 20 s (a
 * manifest fetch has no limit of its own), and a remote that cannot be loaded is reported once,
 * with its name, then left to fail: the loader (remote-registry.ts) retries it and turns the
 * failure into a RemoteUnavailableError, which the slot shows as its translated fallback.
 */
export default function remoteFailurePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'shop-remote-failure',
    fetch(url, init) {
      return fetch(url, { ...init, signal: AbortSignal.timeout(RESOURCE_TIMEOUT_MS) });
    },
    createScript({ url, attrs }) {
      // The runtime sets no attributes on a script a hook returns: they are set here.
      const script = document.createElement('script');
      script.src = url;
      for (const [name, value] of Object.entries(attrs ?? {})) script.setAttribute(name, String(value));
      return { script, timeout: RESOURCE_TIMEOUT_MS };
    },
    errorLoadRemote({ id, error, lifecycle, remote }) {
      console.warn(`[shop] remote "${remote?.name ?? id}" failed to load (${lifecycle})`, error);
      reportReleaseError(remote?.name, remote && 'entry' in remote ? remote.entry : undefined);
      // Nothing to stand in for it here: the error goes on to the loader and the slot.
      return undefined;
    },
  };
}
