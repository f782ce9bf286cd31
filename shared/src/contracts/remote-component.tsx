import { Component, lazy, Suspense, type ComponentProps, type LazyExoticComponent, type ReactNode } from 'react';
import type { RemoteModuleId, RemoteModules } from './remote-modules';

/** Loads an exposed module of a remote: the shell provides it, as only the shell knows where remotes live. */
export type RemoteLoader = <K extends RemoteModuleId>(id: K) => Promise<{ default: RemoteModules[K] }>;

let loader: RemoteLoader | null = null;
const components = new Map<RemoteModuleId, LazyExoticComponent<RemoteModules[RemoteModuleId]>>();

/** Called by the shell once remotes are registered; lets one remote place another's component without importing it. */
export function provideRemoteLoader(next: RemoteLoader): void {
  loader = next;
  components.clear();
}

function lazyComponent(id: RemoteModuleId, load: RemoteLoader) {
  let component = components.get(id);
  if (!component) {
    component = lazy(() => load(id)) as LazyExoticComponent<RemoteModules[RemoteModuleId]>;
    components.set(id, component);
  }
  return component;
}

class FallbackOnError extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

type RemoteComponentProps<K extends RemoteModuleId> = { id: K; fallback: ReactNode } & ComponentProps<RemoteModules[K]>;

/**
 * Another team's component inside a remote's page. While it loads, and when its remote is down or
 * throws, `fallback` stands in its place, so the page around it keeps working.
 */
export function RemoteComponent<K extends RemoteModuleId>({ id, fallback, ...props }: RemoteComponentProps<K>) {
  if (!loader) return <>{fallback}</>;
  const Loaded = lazyComponent(id, loader);
  // The props belong to the module named by `id`; TypeScript cannot follow that through the map.
  const loadedProps = props as unknown as ComponentProps<RemoteModules[RemoteModuleId]>;
  return (
    <FallbackOnError fallback={fallback}>
      <Suspense fallback={fallback}>
        <Loaded {...loadedProps} />
      </Suspense>
    </FallbackOnError>
  );
}
