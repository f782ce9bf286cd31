import { useTranslation } from 'react-i18next';
import { type RouteId } from '@shop/shared';
import { lazy, Suspense, useState } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import styles from '../federation/remote-slot.module.css';

// Contact, about, privacy and terms are rarely the first page: their code is not part of start-up.
// One lazy component per attempt, so "Try again" after a failed fetch really fetches again.
const attempts = new Map<number, ReturnType<typeof lazy<typeof import('./info/info-pages').default>>>();
function infoPage(attempt: number) {
  let component = attempts.get(attempt);
  if (!component) {
    component = lazy(() => import('./info/info-pages'));
    attempts.set(attempt, component);
  }
  return component;
}

// After a failed fetch, the next visit of an information page tries afresh: the server may be back.
let latestAttempt = 0;
let latestFailed = false;
function nextAttempt(): number {
  if (latestFailed) {
    latestFailed = false;
    latestAttempt += 1;
  }
  return latestAttempt;
}

/** The pages the shell renders itself: contact, about, privacy and terms. */
export function ShellPage({ routeId }: { routeId: RouteId }) {
  const { t } = useTranslation();
  const [attempt, setAttempt] = useState(nextAttempt);
  const InfoPage = infoPage(attempt);
  // Code that cannot be fetched (the server is down) says so in the page, like a remote's slot.
  const fallback = (
    <div className={styles.fallback} role="alert">
      <p>{t('remote.unavailable')}</p>
      <button type="button" className={styles.retry} onClick={() => setAttempt(nextAttempt())}>
        {t('remote.retry')}
      </button>
    </div>
  );
  return (
    <ErrorBoundary key={attempt} fallback={fallback} onError={() => (latestFailed = true)}>
      <Suspense fallback={<div aria-busy="true" />}>
        <InfoPage routeId={routeId} />
      </Suspense>
    </ErrorBoundary>
  );
}
