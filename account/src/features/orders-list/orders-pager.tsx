import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { type PageSpan, queryOfPage } from './order-pages';
import styles from './orders-list.module.css';

/**
 * Previous and next page as real links (`?page=N`): they open in a new tab, and back, forward and
 * reload show the same page. A step that does not exist is left out rather than shown disabled.
 */
export function OrdersPager({ span }: { span: PageSpan }) {
  const { t } = useTranslation('account');
  const { pathname, search } = useLocation();
  const to = (page: number) => ({ pathname, search: queryOfPage(search, page) });
  return (
    <nav className={styles.pager} aria-label={t('account.ordersPages')}>
      {span.previous !== null ? (
        <Link to={to(span.previous)} rel="prev">
          <span aria-hidden="true">← </span>
          {t('account.ordersPrevious')}
        </Link>
      ) : null}
      <span>{t('account.ordersPageOf', { page: span.page, pages: span.pageCount })}</span>
      {span.next !== null ? (
        <Link to={to(span.next)} rel="next">
          {t('account.ordersNext')}
          <span aria-hidden="true"> →</span>
        </Link>
      ) : null}
    </nav>
  );
}
