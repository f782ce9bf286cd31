import { type Locale, useLocale, warehouseName } from '@shop/shared';
import type { OrderAddress } from '@shop/shared/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { OrderDetail } from '../../api/order-detail-api';
import { formatDay } from './order-detail-rules';
import styles from './order-detail.module.css';

/** An address as a label writes it: who, street, postcode and place, one line each. */
function AddressLines({ address }: { address: OrderAddress }) {
  const lines = [address.recipient, address.street, `${address.zipCode} ${address.area}`.trim()].filter((line) => line !== '');
  return (
    <address className={styles.address}>
      {lines.map((line) => (
        <span key={line}>{line}</span>
      ))}
    </address>
  );
}

/** "Hentes på lageret i Bergen", "Standard levering", "Ekspresslevering"; null for an order from before delivery methods. */
function methodText(order: OrderDetail, t: TFunction<'account'>, tChrome: TFunction): string | null {
  switch (order.deliveryMethod) {
    case 'pickup':
      return t('orderDetail.method_pickup', { warehouse: warehouseName(tChrome, order.pickupWarehouse ?? '') });
    case 'standard':
      return t('orderDetail.method_standard');
    case 'express':
      return t('orderDetail.method_express');
    default:
      return null;
  }
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** How and where the order goes, when it was asked for, and where the invoice goes. */
export function OrderDelivery({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('account');
  const { t: tChrome } = useTranslation();
  const locale: Locale = useLocale();
  const method = methodText(order, t, tChrome);
  return (
    <section className={styles.block} aria-labelledby="order-delivery">
      <h2 id="order-delivery">{t('orderDetail.delivery')}</h2>
      <dl className={styles.facts}>
        {method !== null ? <Fact label={t('orderDetail.deliveryMethod')}>{method}</Fact> : null}
        {order.deliveryMethod !== 'pickup' ? (
          <Fact label={t('orderDetail.deliveryAddress')}>
            <AddressLines address={order.deliveryAddress} />
          </Fact>
        ) : null}
        {order.recipient !== '' ? <Fact label={t('orderDetail.recipient')}>{order.recipient}</Fact> : null}
        {order.requestedDeliveryDate !== null ? (
          <Fact label={t('orderDetail.requestedDate')}>{formatDay(order.requestedDeliveryDate, locale)}</Fact>
        ) : null}
        <Fact label={t('orderDetail.invoiceAddress')}>
          <AddressLines address={order.invoiceAddress} />
        </Fact>
      </dl>
    </section>
  );
}
