// First: the page's texts are in the account's namespace before anything here renders.
import './order-detail-texts';
import { getHref, useLocale, useShopStore } from '@shop/shared';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { type OrderDetail, fetchOrderDetail } from '../../api/order-detail-api';
import { LoadState } from '../../forms/load-state';
import { useLoad } from '@shop/shared/forms';
import { isOrderId } from './order-detail-rules';
import { OrderDetailView } from './order-detail-view';
import styles from './order-detail.module.css';

/** An address that names no order of the organisation (unknown, another's, or no order id at all). */
function NotFound() {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const organization = useShopStore((state) => state.user?.organization.name ?? '');
  return (
    <section>
      <h1>{t('orderDetail.notFoundHeading')}</h1>
      <p>{t('orderDetail.notFound', { organization })}</p>
      <p>
        <Link to={getHref('account-orders', locale)}>{t('orderDetail.backToOrders')}</Link>
      </p>
    </section>
  );
}

/** The order's number in the breadcrumb trail and the document's title, once it is known. */
function usePageTitle(order: OrderDetail | null) {
  const { t } = useTranslation('account');
  const setPageTitle = useShopStore((state) => state.setPageTitle);
  const title = order ? t('orderDetail.heading', { orderNumber: order.orderNumber }) : null;
  useEffect(() => {
    if (title) setPageTitle(title);
  }, [title, setPageTitle]);
}

/**
 * One order of the organisation, whole, from the orders list (`/min-side/ordre/{id}`): printed, it
 * is the order's confirmation. Loaded in the browser, as the other account pages: the page the
 * server renders says "Loading …" until then.
 */
export function OrderDetailPage({ orderId }: { orderId: string | undefined }) {
  const { t } = useTranslation('account');
  const known = isOrderId(orderId);
  const { loaded, reload } = useLoad<OrderDetail | null>(known ? orderId : null, () => fetchOrderDetail(orderId as string));
  usePageTitle(loaded.state === 'ready' ? loaded.data : null);
  if (!known || (loaded.state === 'ready' && loaded.data === null)) return <NotFound />;
  if (loaded.state === 'ready' && loaded.data !== null) return <OrderDetailView order={loaded.data} />;
  return (
    <section className={styles.order}>
      <h1>{t('account.ordersHeading')}</h1>
      <LoadState loaded={loaded} reload={reload}>
        {() => null}
      </LoadState>
    </section>
  );
}
