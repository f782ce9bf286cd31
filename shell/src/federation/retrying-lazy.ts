import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * Code fetched when a page first needs it, that can be fetched again: one lazy component per
 * attempt (React keeps a failed lazy's error for good, so "Try again" needs a new one), kept across
 * navigations so code already loaded shows at once. After a failure, the next page that needs it
 * starts a new attempt by itself: the server or the remote may be back.
 */
export function retryingLazy<P>(load: (attempt: number) => Promise<{ default: ComponentType<P> }>) {
  const components = new Map<number, LazyExoticComponent<ComponentType<P>>>();
  let latest = 0;
  let failed = false;
  return {
    /** The attempt a page starts with: the latest, or a new one after a failure. */
    attempt: (): number => {
      if (failed) {
        failed = false;
        latest += 1;
      }
      return latest;
    },
    /** A new attempt now ("Try again"). */
    retry: (): number => {
      failed = false;
      latest += 1;
      return latest;
    },
    fail: (): void => {
      failed = true;
    },
    hasFailed: () => failed,
    component: (attempt: number): LazyExoticComponent<ComponentType<P>> => {
      let component = components.get(attempt);
      if (!component) {
        component = lazy(() => load(attempt));
        components.set(attempt, component);
      }
      return component;
    },
  };
}
