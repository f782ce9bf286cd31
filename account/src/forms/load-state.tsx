import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import formStyles from './form.module.css';
import type { Loaded } from '@shop/shared/forms';

/** "Loading …", or a failure with a retry button, or the content once the data is there. */
export function LoadState<T>({ loaded, reload, children }: { loaded: Loaded<T>; reload: () => void; children: (data: T) => ReactNode }) {
  const { t } = useTranslation('account');
  if (loaded.state === 'loading') {
    return (
      <p role="status" aria-busy="true">
        {t('account.loading')}
      </p>
    );
  }
  if (loaded.state === 'failed') {
    return (
      <p className={formStyles.failure} role="alert">
        {t('account.loadFailed')}{' '}
        <button type="button" className={formStyles.secondary} onClick={reload}>
          {t('account.retry')}
        </button>
      </p>
    );
  }
  return <>{children(loaded.data)}</>;
}
