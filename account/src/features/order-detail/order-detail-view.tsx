import { getHref, useLocale } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { OrderDetail } from '../../api/order-detail-api';
import { ReorderSlot } from '../reorder/reorder-slot';
import { OrderDelivery } from './order-delivery';
import { OrderFacts } from './order-facts';
import { OrderLinesTable } from './order-lines-table';
import { OrderParties } from './order-parties';
import { OrderSums } from './order-sums';
import styles from './order-detail.module.css';

/** What only paper shows: whose confirmation it is, under the shop's name (the shop's chrome is not printed). */
function PrintHead({ organization }: { organization: string }) {
  const { t } = useTranslation();
  const { t: tAccount } = useTranslation('account');
  return (
    <div className={styles.printHead}>
      <p className={styles.shopName}>{t('shop.name')}</p>
      <p>{tAccount('orderDetail.confirmation', { organization })}</p>
    </div>
  );
}

/** The order's page: its number, the ways to print and reorder it, what it is, where it goes, its lines and sums. */
export function OrderDetailView({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('account');
  const locale = useLocale();
  return (
    <article className={styles.order} data-testid="order-detail">
      <PrintHead organization={order.buyer.name} />
      <p className={styles.screenOnly}>
        <Link to={getHref('account-orders', locale)}>
          <span aria-hidden="true">← </span>
          {t('orderDetail.backToOrders')}
        </Link>
      </p>
      <h1 className={styles.heading}>{t('orderDetail.heading', { orderNumber: order.orderNumber })}</h1>
      {order.demo ? <p data-testid="demo-order">{t('orderDetail.demoOrder')}</p> : null}
      <div className={`${styles.actions} ${styles.screenOnly}`}>
        <button type="button" className={styles.print} onClick={() => window.print()}>
          {t('orderDetail.print')}
        </button>
        <ReorderSlot orderNumber={order.orderNumber} lines={order.lines} />
      </div>
      <OrderParties buyer={order.buyer} />
      <OrderFacts order={order} />
      <OrderDelivery order={order} />
      <OrderLinesTable lines={order.lines} />
      <OrderSums order={order} />
    </article>
  );
}
