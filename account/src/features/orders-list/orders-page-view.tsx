import { useTranslation } from 'react-i18next';
import type { OrdersPage } from '../../api/orders-api';
import { type PageSpan, pageSpan } from './order-pages';
import styles from './orders-list.module.css';
import { OrdersPager } from './orders-pager';
import { OrdersTable } from './orders-table';

/** "Ordre 21–40 av 45", or "Ordre 45 av 45" for a page of one. */
function RangeText({ span }: { span: PageSpan }) {
  const { t } = useTranslation('account');
  const { first, last, total } = span;
  return <>{first === last ? t('account.ordersRangeOne', { first, total }) : t('account.ordersRange', { first, last, total })}</>;
}

/** One answered page: where it stands among all the orders, its orders, and the way to the others. */
export function OrdersPageView({ answer, rangeId }: { answer: OrdersPage; rangeId: string }) {
  const { t } = useTranslation('account');
  if (answer.total === 0) return <p>{t('account.ordersEmpty')}</p>;
  const span = pageSpan({ shown: answer.result.length, total: answer.total, limit: answer.limit, offset: answer.offset });
  return (
    <>
      <p id={rangeId} className={styles.range}>
        {answer.result.length === 0 ? t('account.ordersPageEmpty', { page: span.page }) : <RangeText span={span} />}
      </p>
      {answer.result.length > 0 ? <OrdersTable orders={answer.result} describedBy={rangeId} /> : null}
      {span.pageCount > 1 || span.previous !== null ? <OrdersPager span={span} /> : null}
    </>
  );
}
