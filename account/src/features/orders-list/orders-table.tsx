import { formatAmount, useLocale } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import type { PlacedOrder } from '../../api/orders-api';
import { type AllLines, useAllLines } from './all-lines';
import { formatDate } from './format-date';
import styles from './orders-list.module.css';
import { ReorderSlot } from './reorder-slot';

function OrderLines({ order, known }: { order: PlacedOrder; known: AllLines }) {
  const { t } = useTranslation('account');
  const locale = useLocale();
  return (
    <details className={styles.lines}>
      <summary>
        {t('account.orderLines')} ({order.lineCount})
      </summary>
      {known.state === 'loading' ? <p role="status">{t('account.loading')}</p> : null}
      {known.state === 'failed' ? <p role="alert">{t('account.loadFailed')}</p> : null}
      <table>
        <thead>
          <tr>
            <th scope="col">{t('account.orderProduct')}</th>
            <th scope="col">{t('account.orderQuantity')}</th>
            <th scope="col">{t('account.orderUnitPrice')}</th>
            <th scope="col">{t('account.orderLineTotal')}</th>
          </tr>
        </thead>
        <tbody>
          {known.lines.map((line) => (
            <tr key={line.sku}>
              <td>
                {line.title[locale]} <span className={styles.sku}>{line.sku}</span>
              </td>
              <td>{line.quantity}</td>
              <td>{formatAmount(line.unitPrice, locale)}</td>
              <td>{formatAmount(line.lineTotal, locale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}

/** One page of orders: date, order number, reference, status and totals, then the lines and reorder. */
export function OrdersTable({ orders, describedBy }: { orders: PlacedOrder[]; describedBy: string }) {
  const { t } = useTranslation('account');
  return (
    <table className={styles.orders} aria-label={t('account.ordersHeading')} aria-describedby={describedBy}>
      <thead>
        <tr>
          <th scope="col">{t('account.orderDate')}</th>
          <th scope="col">{t('account.orderNumber')}</th>
          <th scope="col">{t('account.orderReference')}</th>
          <th scope="col">{t('account.orderStatus')}</th>
          <th scope="col">{t('account.orderTotal')}</th>
        </tr>
      </thead>
      {orders.map((order) => (
        <OrderRows key={order.id} order={order} />
      ))}
    </table>
  );
}

/** One order: its row, then its lines and the reorder button, both with every line once known. */
function OrderRows({ order }: { order: PlacedOrder }) {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const known = useAllLines(order);
  return (
    <tbody>
      <tr>
        <td>{formatDate(order.createdAt, locale)}</td>
        <td>{order.orderNumber}</td>
        <td>{order.customerReference}</td>
        <td>{t(`account.status_${order.status}`)}</td>
        <td>
          {formatAmount(order.total, locale)}
          <div className={styles.incVat}>
            {t('account.orderTotalIncVat')}: {formatAmount(order.totalIncludingVat, locale)}
          </div>
        </td>
      </tr>
      <tr>
        <td colSpan={5}>
          <OrderLines order={order} known={known} />
          <ReorderSlot order={order} lines={known.state === 'all' ? known.lines : null} />
        </td>
      </tr>
    </tbody>
  );
}
