import { COMPANY, useLocale } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import type { OrderDetail } from '../../api/order-detail-api';
import { formatMoment } from './order-detail-rules';
import styles from './order-detail.module.css';

/** The status the order has, then every change it went through with its date, oldest first. */
function StatusHistory({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const changes = order.statusChanges.length > 0 ? order.statusChanges : [{ status: order.status, at: order.createdAt }];
  return (
    <ol className={styles.history}>
      {changes.map((change) => (
        <li key={`${change.status}-${change.at}`}>
          {t('orderDetail.statusAt', { status: t(`account.status_${change.status}`), date: formatMoment(change.at, locale) })}
        </li>
      ))}
    </ol>
  );
}

/** When the order was sent, where it stands, and what the customer wrote on it. */
export function OrderFacts({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('account');
  const locale = useLocale();
  return (
    <section aria-label={t('orderDetail.facts')}>
      <dl className={styles.facts}>
      <div>
        <dt>{t('orderDetail.orderDate')}</dt>
        <dd>{formatMoment(order.createdAt, locale)}</dd>
      </div>
      <div>
        <dt>{t('orderDetail.statusHistory')}</dt>
        <dd>
          <strong>{t(`account.status_${order.status}`)}</strong>
          <StatusHistory order={order} />
        </dd>
      </div>
      {order.approval ? (
        <>
          <div data-testid="order-asked-by">
            <dt>{t('orderDetail.approvalAskedBy')}</dt>
            <dd>{t('orderDetail.personAt', { name: order.placedBy ?? '', date: formatMoment(order.approval.requestedAt, locale) })}</dd>
          </div>
          <div data-testid="order-approved-by">
            <dt>{t('orderDetail.approvalApprovedBy')}</dt>
            <dd>{t('orderDetail.personAt', { name: order.approval.approvedBy, date: formatMoment(order.approval.approvedAt, locale) })}</dd>
          </div>
        </>
      ) : null}
      <div>
        <dt>{t('orderDetail.paymentTerms')}</dt>
        <dd>{t('orderDetail.paymentTermsDays', { days: COMPANY.paymentTermsDays })}</dd>
      </div>
      {order.customerReference !== '' ? (
        <div>
          <dt>{t('orderDetail.reference')}</dt>
          <dd>{order.customerReference}</dd>
        </div>
      ) : null}
      {order.comment !== '' ? (
        <div>
          <dt>{t('orderDetail.comment')}</dt>
          <dd className={styles.comment}>{order.comment}</dd>
        </div>
      ) : null}
      </dl>
    </section>
  );
}
