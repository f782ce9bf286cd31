import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './list-toolbar.module.css';

/**
 * Above a list: its order, and on small screens (where the sidebar is not shown) the stock and
 * supplier filters behind a disclosure.
 */
export function ListToolbar({ sort, filters }: { sort: ReactNode; filters: ReactNode }) {
  const { t } = useTranslation('catalog');
  return (
    <div className={styles.toolbar}>
      <details className={styles.smallScreens} data-testid="list-filters-small">
        <summary>{t('catalog.stockAndSupplier')}</summary>
        {filters}
      </details>
      {sort}
    </div>
  );
}
