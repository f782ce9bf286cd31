import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False on the server and while the page hydrates, true once scripts run it: what only a page
 * without scripts needs (a form's send button) is rendered the same on both sides, then goes.
 */
export function useScripted(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
