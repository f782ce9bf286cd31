import { lazy, Suspense, type ComponentProps, type LazyExoticComponent, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import type { RemoteComponentId, RemoteComponents, RemoteModuleId, RemoteModules } from './remote-modules';

/** Loads an exposed module of a remote: the shell provides it, as only the shell knows where remotes live. */
export type RemoteLoader = <K extends RemoteModuleId>(id: K) => Promise<{ default: RemoteModules[K] }>;

let loader: RemoteLoader | null = null;
const components = new Map<RemoteComponentId, LazyExoticComponent<RemoteComponents[RemoteComponentId]>>();

/** Called by the shell once remotes are registered; lets one remote place another's component without importing it. */
export function provideRemoteLoader(next: RemoteLoader): void {
  loader = next;
  components.clear();
}

function lazyComponent(id: RemoteComponentId, load: RemoteLoader) {
  let component = components.get(id);
  if (!component) {
    component = lazy<RemoteComponents[RemoteComponentId]>(() => load(id));
    components.set(id, component);
  }
  return component;
}

type RemoteComponentProps<K extends RemoteComponentId> = { id: K; fallback: ReactNode } & ComponentProps<RemoteComponents[K]>;

/**
 * Another team's component inside a remote's page. While it loads, and when its remote is down or
 * throws, `fallback` stands in its place, so the page around it keeps working.
 */
export function RemoteComponent<K extends RemoteComponentId>({ id, fallback, ...props }: RemoteComponentProps<K>) {
  if (!loader) return <>{fallback}</>;
  const Loaded = lazyComponent(id, loader);
  // The props belong to the module named by `id`; TypeScript cannot follow that through the map.
  const loadedProps = props as unknown as ComponentProps<RemoteComponents[RemoteComponentId]>;
  return (
    <ErrorBoundary fallback={fallback}>
      <Suspense fallback={fallback}>
        <Loaded {...loadedProps} />
      </Suspense>
    </ErrorBoundary>
  );
}
