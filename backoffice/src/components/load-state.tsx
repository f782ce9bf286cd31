import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './staff-ui.module.css';
import type { Loaded } from '@shop/shared/forms';

/** "Loading …", or a failure with a retry button, or the content once the data is there. */
export function LoadState<T>({ loaded, reload, children }: { loaded: Loaded<T>; reload: () => void; children: (data: T) => ReactNode }) {
  const { t } = useTranslation('backoffice');
  if (loaded.state === 'loading') {
    return (
      <p role="status" aria-busy="true">
        {t('common.loading')}
      </p>
    );
  }
  if (loaded.state === 'failed') {
    return (
      <p className={styles.failure} role="alert">
        {t('common.loadFailed')}{' '}
        <button type="button" className={styles.secondary} onClick={reload}>
          {t('common.retry')}
        </button>
      </p>
    );
  }
  return <>{children(loaded.data)}</>;
}
