import { useShopTranslation, type RemoteModuleId, type RemoteModules } from '@shop/shared';
import { Component, lazy, Suspense, useState, type ComponentProps, type LazyExoticComponent, type ReactNode } from 'react';
import { loadRemoteComponent } from './remote-registry';
import styles from './remote-slot.module.css';

type Lazy<K extends RemoteModuleId> = LazyExoticComponent<RemoteModules[K]>;

// One lazy component per module and attempt, kept across navigations so a remote page that was
// already loaded shows at once instead of suspending again.
const lazyComponents = new Map<string, Lazy<RemoteModuleId>>();

function lazyRemote<K extends RemoteModuleId>(id: K, attempt: number): Lazy<K> {
  const key = `${id}#${attempt}`;
  let component = lazyComponents.get(key);
  if (!component) {
    component = lazy(() => loadRemoteComponent(id, attempt > 0));
    lazyComponents.set(key, component);
  }
  return component as Lazy<K>;
}

const attempts = new Map<RemoteModuleId, number>();

function RemoteFallback({ onRetry }: { onRetry: () => void }) {
  const { t } = useShopTranslation();
  return (
    <div className={styles.fallback} role="alert">
      <p>{t('remote.unavailable')}</p>
      <button type="button" className={styles.retry} onClick={onRetry}>
        {t('remote.retry')}
      </button>
    </div>
  );
}

function RemoteLoading() {
  const { t } = useShopTranslation();
  return (
    <div className={styles.loading} aria-busy="true">
      {t('remote.loading')}
    </div>
  );
}

class RemoteErrorBoundary extends Component<{ children: ReactNode; onRetry: () => void }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render(): ReactNode {
    return this.state.failed ? <RemoteFallback onRetry={this.props.onRetry} /> : this.props.children;
  }
}

type SlotProps<K extends RemoteModuleId> = { id: K } & ComponentProps<RemoteModules[K]>;

/**
 * A place in the shell where a remote renders. A remote that is down or throws shows a translated
 * fallback with a retry here, and only here: the header and the other remotes keep working.
 */
export function RemoteSlot<K extends RemoteModuleId>(props: SlotProps<K>) {
  // Keyed by module: moving to another remote's page starts with a fresh boundary, not the last one's failure.
  return <ModuleSlot key={props.id} {...props} />;
}

function ModuleSlot<K extends RemoteModuleId>({ id, ...props }: SlotProps<K>) {
  const [attempt, setAttempt] = useState(() => attempts.get(id) ?? 0);
  const RemoteComponent = lazyRemote(id, attempt) as unknown as Lazy<RemoteModuleId>;
  const retry = () => {
    const next = attempt + 1;
    attempts.set(id, next);
    setAttempt(next);
  };
  return (
    <RemoteErrorBoundary key={attempt} onRetry={retry}>
      <Suspense fallback={<RemoteLoading />}>
        <RemoteComponent {...(props as ComponentProps<RemoteModules[RemoteModuleId]>)} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
