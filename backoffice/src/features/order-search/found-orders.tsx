import { formatAmount, useLocale } from '@shop/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FoundOrder } from '../../api/orders-api';
import { formatDay } from '../../rules/staff-dates';
import { OrderStatusForm } from './order-status-form';

/** The orders found, each with its status and the change it may have next. */
export function FoundOrders({ orders }: { orders: FoundOrder[] }) {
  const { t } = useTranslation('backoffice');
  const locale = useLocale();
  // A status changed here is shown at once; the search is not run again for it.
  const [statuses, setStatuses] = useState<Record<string, FoundOrder['status']>>({});
  return (
    <ul>
      {orders.map((order) => {
        const status = statuses[order.orderNumber] ?? order.status;
        return (
          <li key={order.orderNumber}>
            <article aria-label={order.orderNumber}>
              <h2>{order.orderNumber}</h2>
              <dl>
                <dt>{t('orders.date')}</dt>
                <dd>{formatDay(order.createdAt, locale)}</dd>
                <dt>{t('orders.organization')}</dt>
                <dd>
                  {order.organization} ({order.organizationNumber})
                </dd>
                <dt>{t('orders.placedBy')}</dt>
                <dd>{order.placedBy ?? '–'}</dd>
                <dt>{t('orders.total')}</dt>
                <dd>{formatAmount(order.total, locale)}</dd>
                <dt>{t('orders.status')}</dt>
                <dd data-status={status}>{t(`orders.status_${status}`)}</dd>
              </dl>
              <OrderStatusForm
                orderNumber={order.orderNumber}
                status={status}
                onChanged={(next) => setStatuses((current) => ({ ...current, [order.orderNumber]: next }))}
              />
            </article>
          </li>
        );
      })}
    </ul>
  );
}
