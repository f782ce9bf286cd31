import { PageError, useShopStore, type RemoteComponentId, type RemoteComponents } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { lazy, Suspense, useEffect, useState, type ComponentProps, type LazyExoticComponent } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useLocation } from 'react-router-dom';
import { ErrorPage } from '../errors/error-page';
import { isChunkLoadError, reloadWhenShopAnswers } from './chunk-reload';
import { loadRemoteModule } from './remote-registry';
import styles from './remote-slot.module.css';

type Lazy<K extends RemoteComponentId> = LazyExoticComponent<RemoteComponents[K]>;

// One lazy component per module and attempt, kept across navigations so a remote page that was
// already loaded shows at once instead of suspending again.
const lazyComponents = new Map<string, Lazy<RemoteComponentId>>();

function lazyRemote<K extends RemoteComponentId>(id: K, attempt: number): Lazy<K> {
  const key = `${id}#${attempt}`;
  let component = lazyComponents.get(key);
  if (!component) {
    component = lazy(() => loadRemoteModule(id, attempt > 0));
    lazyComponents.set(key, component);
  }
  return component as Lazy<K>;
}

const attempts = new Map<RemoteComponentId, number>();
// Modules whose latest attempt failed: the next page that needs one tries it afresh, so a remote
// that came back shows again on the customer's next navigation, without a reload or "Try again".
const failed = new Set<RemoteComponentId>();

function attemptFor(id: RemoteComponentId): number {
  const current = attempts.get(id) ?? 0;
  if (!failed.has(id)) return current;
  failed.delete(id);
  attempts.set(id, current + 1);
  return current + 1;
}

function RemoteFallback({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
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
  const { t } = useTranslation();
  const startLoading = useShopStore((state) => state.startLoading);
  const finishLoading = useShopStore((state) => state.finishLoading);
  // The loading bar runs while any remote part of the page is still arriving.
  useEffect(() => {
    startLoading();
    return finishLoading;
  }, [startLoading, finishLoading]);
  return (
    <div className={styles.loading} aria-busy="true">
      {t('remote.loading')}
    </div>
  );
}

/** What a slot shows when its remote fails: the shop's error page for a page's own error, else the fallback. */
function SlotFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  // A page that says what went wrong (a product that does not exist) gets the shop's error page.
  if (error instanceof PageError) return <ErrorPage status={error.status} message={error.message} />;
  return <RemoteFallback onRetry={onRetry} />;
}

type SlotProps<K extends RemoteComponentId> = { id: K } & ComponentProps<RemoteComponents[K]>;

/**
 * A place in the shell where a remote renders. A remote that is down or throws shows a translated
 * fallback with a retry here, and only here: the header and the other remotes keep working.
 */
export function RemoteSlot<K extends RemoteComponentId>(props: SlotProps<K>) {
  // Keyed by module: moving to another remote's page starts with a fresh boundary, not the last one's failure.
  return <ModuleSlot key={props.id} {...props} />;
}

function ModuleSlot<K extends RemoteComponentId>({ id, ...props }: SlotProps<K>) {
  const { pathname } = useLocation();
  const [attempt, setAttempt] = useState(() => attemptFor(id));
  const RemoteComponent = lazyRemote(id, attempt) as unknown as Lazy<RemoteComponentId>;
  const retry = () => {
    const next = attempt + 1;
    attempts.set(id, next);
    failed.delete(id);
    setAttempt(next);
  };
  return (
    <ErrorBoundary
      key={attempt}
      fallbackRender={({ error }) => <SlotFailure error={error} onRetry={retry} />}
      onError={(error) => {
        if (!(error instanceof PageError)) failed.add(id);
        // A chunk of a remote that vanished with a deploy: one full reload fetches the new build.
        if (isChunkLoadError(error)) void reloadWhenShopAnswers(sessionStorage, () => window.location.reload());
      }}
      // Another page: a page's own error goes; a remote that failed is tried again, it may be back.
      resetKeys={[pathname]}
      onReset={() => {
        if (failed.has(id)) retry();
      }}
    >
      <Suspense fallback={<RemoteLoading />}>
        <RemoteComponent {...(props as unknown as ComponentProps<RemoteComponents[RemoteComponentId]>)} />
      </Suspense>
    </ErrorBoundary>
  );
}
