import { useTranslation } from 'react-i18next';
import { type RouteId } from '@shop/shared';
import { Suspense, useState } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { retryingLazy } from '../federation/retrying-lazy';
import styles from '../federation/remote-slot.module.css';

// Contact, about, privacy and terms are rarely the first page: their code is not part of start-up.
const infoPages = retryingLazy(() => import('./info/info-pages'));

/** The pages the shell renders itself: contact, about, privacy and terms. */
export function ShellPage({ routeId }: { routeId: RouteId }) {
  const { t } = useTranslation();
  const [attempt, setAttempt] = useState(infoPages.attempt);
  const InfoPage = infoPages.component(attempt);
  // Code that cannot be fetched (the server is down) says so in the page, like a remote's slot.
  const fallback = (
    <div className={styles.fallback} role="alert">
      <p>{t('remote.unavailable')}</p>
      <button type="button" className={styles.retry} onClick={() => setAttempt(infoPages.retry())}>
        {t('remote.retry')}
      </button>
    </div>
  );
  return (
    <ErrorBoundary key={attempt} fallback={fallback} onError={infoPages.fail}>
      <Suspense fallback={<div aria-busy="true" />}>
        <InfoPage routeId={routeId} />
      </Suspense>
    </ErrorBoundary>
  );
}
