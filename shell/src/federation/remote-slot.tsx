import { PageError, useShopStore, type RemoteComponentId, type RemoteComponents } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { Suspense, useEffect, useState, type ComponentProps, type ComponentType, type LazyExoticComponent } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useLocation } from 'react-router-dom';
import { ErrorPage } from '../errors/error-page';
import { isChunkLoadError, reloadWhenShopAnswers } from './chunk-reload';
import { reportReleaseError } from './release-error-report';
import { loadRemoteModule, registeredRemote } from './remote-registry';
import { retryingLazy } from './retrying-lazy';
import { useServerPart } from './use-server-part';
import styles from './remote-slot.module.css';

type Lazy<K extends RemoteComponentId> = LazyExoticComponent<RemoteComponents[K]>;

// Each exposed module's code, fetched again after a failure: a remote that came back shows again on
// the customer's next navigation, without a reload or "Try again".
const modules = new Map<RemoteComponentId, ReturnType<typeof retryingLazy<unknown>>>();
function moduleOf(id: RemoteComponentId) {
  let module = modules.get(id);
  if (!module) {
    module = retryingLazy<unknown>((attempt) => loadRemoteModule(id, attempt > 0) as Promise<{ default: ComponentType<unknown> }>);
    modules.set(id, module);
  }
  return module;
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

/**
 * The part as the server rendered it, once its code failed while taking it over: it reads as the
 * server sent it and its links work (plain navigations, the next page comes from the server), with
 * a quiet word that the rest of it cannot be used. The HTML is the server's own for this page, made
 * inert (server-part-copy.ts).
 */
function ServerPart({ html }: { html: string }) {
  const { t } = useTranslation();
  return (
    <div data-kept="">
      <p className={styles.notice} role="status">
        {t('remote.keptFromServer')}
      </p>
      <div dangerouslySetInnerHTML={{ __html: html }} />
    </div>
  );
}

interface SlotFailureProps {
  error: unknown;
  onRetry: () => void;
  /** The server's HTML of the part, if the page still showed it when the code failed. */
  serverPart: () => string | null;
}

/**
 * What a slot shows when its remote fails: the shop's error page for a page's own error, the
 * server's part if the code failed while taking it over, else the fallback.
 */
function SlotFailure({ error, onRetry, serverPart }: SlotFailureProps) {
  // Read once, as the failure is first rendered: the page still holds the server's part then.
  const [html] = useState(serverPart);
  // A page that says what went wrong (a product that does not exist) gets the shop's error page.
  if (error instanceof PageError) return <ErrorPage status={error.status} message={error.message} />;
  if (html !== null) return <ServerPart html={html} />;
  return <RemoteFallback onRetry={onRetry} />;
}

/** Renders nothing; its effect runs once the slot's part has been rendered by its code (hydrated or not). */
function WhenRendered({ then }: { then: () => void }) {
  useEffect(then, [then]);
  return null;
}

type SlotProps<K extends RemoteComponentId> = { id: K } & ComponentProps<RemoteComponents[K]>;

/**
 * A place in the shell where a remote renders. A remote that is down or throws shows a translated
 * fallback with a retry here, and only here: the header and the other remotes keep working. A part
 * the server rendered whose code fails to load or throws while hydrating keeps the server's HTML.
 */
export function RemoteSlot<K extends RemoteComponentId>(props: SlotProps<K>) {
  // Keyed by module: moving to another remote's page starts with a fresh boundary, not the last one's failure.
  return <ModuleSlot key={props.id} {...props} />;
}

function ModuleSlot<K extends RemoteComponentId>({ id, ...props }: SlotProps<K>) {
  const { pathname } = useLocation();
  const module = moduleOf(id);
  const [attempt, setAttempt] = useState(module.attempt);
  const RemoteComponent = module.component(attempt) as unknown as Lazy<RemoteComponentId>;
  const retry = () => setAttempt(module.retry());
  const serverPart = useServerPart(pathname);
  return (
    // Holds the server's part while it is hydrated: the slot copies it from here (use-server-part.ts).
    <div ref={serverPart.element} className={styles.part}>
      <ErrorBoundary
        key={attempt}
        fallbackRender={({ error }) => <SlotFailure error={error} onRetry={retry} serverPart={() => serverPart.take(pathname)} />}
        onError={(error) => {
          // A page's own error (a product that does not exist) is no fault of the release.
          if (error instanceof PageError) return;
          module.fail();
          // Whatever the boundary caught (a failed load, or the remote's code throwing): the
          // remote's release is told of it, so enough visitors' reports roll it back.
          const remote = registeredRemote(id);
          reportReleaseError(remote.name, remote.entry);
          // A chunk of a remote that vanished with a deploy: one full reload fetches the new build.
          if (isChunkLoadError(error)) void reloadWhenShopAnswers(sessionStorage, () => window.location.reload());
        }}
        // Another page: a page's own error goes; a remote that failed is tried again, it may be back.
        resetKeys={[pathname]}
        onReset={() => {
          if (module.hasFailed()) retry();
        }}
      >
        <Suspense fallback={<RemoteLoading />}>
          <RemoteComponent {...(props as unknown as ComponentProps<RemoteComponents[RemoteComponentId]>)} />
          <WhenRendered then={serverPart.hydrated} />
        </Suspense>
      </ErrorBoundary>
    </div>
  );
}
