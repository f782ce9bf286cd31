import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Runtime plugin of the shell: a remote that cannot be fetched (its origin is down, its manifest is
 * broken) is reported once, with the remote's name, and then left to the slot's error boundary,
 * which shows the translated fallback and a retry instead of blanking the page.
 */
export default function remoteFailurePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'shop-remote-failure',
    errorLoadRemote(args) {
      const remoteName = 'remote' in args && args.remote ? args.remote.name : args.id;
      console.warn(`[shop] remote "${remoteName}" failed to load (${args.lifecycle})`, args.error);
      // Returning nothing lets the original error reach the RemoteSlot's error boundary.
      return undefined;
    },
  };
}
