import { formatAmount, getHref, useLocale } from '@shop/shared';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { PlacedOrder } from '../../api/orders-api';
import { type AllLines, useAllLines } from './all-lines';
import { formatDate } from './format-date';
import styles from './orders-list.module.css';
import { ReorderSlot } from '../reorder/reorder-slot';

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
      <table className={styles.lineTable}>
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
              <td data-label={t('account.orderProduct')}>
                <span>
                  {line.title[locale]} <span className={styles.sku}>{line.sku}</span>
                </span>
              </td>
              <td data-label={t('account.orderQuantity')}>{line.quantity}</td>
              <td data-label={t('account.orderUnitPrice')}>{formatAmount(line.unitPrice, locale)}</td>
              <td data-label={t('account.orderLineTotal')}>{formatAmount(line.lineTotal, locale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}

/**
 * One page of orders: date, order number, reference, status and totals, then the lines and reorder.
 * Each cell carries its column's name: on a phone the rows stack and every value shows its name
 * beside it (orders-list.module.css), with the table's structure left as it is for screen readers.
 */
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

/** Who asked for an order that waited for approval and who approved it, each with the day; nothing for any other order. */
function ApprovalNote({ order }: { order: PlacedOrder }) {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const { approval } = order;
  if (!approval) return null;
  const approved = { approver: approval.approvedBy, approvedAt: formatDate(approval.approvedAt, locale) };
  return (
    <span className={styles.approvalNote} data-testid="order-approval">
      {order.placedBy
        ? t('account.orderApproval', { requester: order.placedBy, requestedAt: formatDate(approval.requestedAt, locale), ...approved })
        : t('account.orderApprovalBy', approved)}
    </span>
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
        <td data-label={t('account.orderDate')}>{formatDate(order.createdAt, locale)}</td>
        <td data-label={t('account.orderNumber')}>
          <Link to={getHref('account-order', locale, { id: order.id })}>{order.orderNumber}</Link>
        </td>
        <td data-label={t('account.orderReference')}>{order.customerReference}</td>
        <td data-label={t('account.orderStatus')}>
          {t(`account.status_${order.status}`)}
          {/* Since when: the day the distributor moved it along (an order just received has its order date). */}
          {order.statusAt && order.status !== 'received' ? (
            <>
              {' '}
              <time dateTime={order.statusAt}>{formatDate(order.statusAt, locale)}</time>
            </>
          ) : null}
          {/* The published demo login's orders never leave the shop. */}
          {order.demo ? <span data-testid="demo-order"> · {t('account.demoOrder')}</span> : null}
          <ApprovalNote order={order} />
        </td>
        <td data-label={t('account.orderTotal')}>
          <span>
            {formatAmount(order.total, locale)}
            <span className={styles.incVat}>
              {t('account.orderTotalIncVat')}: {formatAmount(order.totalIncludingVat, locale)}
            </span>
          </span>
        </td>
      </tr>
      <tr>
        <td colSpan={5} className={styles.more}>
          <OrderLines order={order} known={known} />
          <ReorderSlot orderNumber={order.orderNumber} lines={known.state === 'all' ? known.lines : null} />
        </td>
      </tr>
    </tbody>
  );
}
