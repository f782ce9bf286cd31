import { formatAmount, useLocale } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import type { OrderDetail } from '../../api/order-detail-api';
import styles from './order-detail.module.css';

/**
 * Goods, freight ("Gratis" when nothing), the total excluding VAT, VAT and the total including it,
 * then what the discounts saved (spec §9) when they saved anything. An order from before delivery
 * methods had no freight at all: its line is left out.
 */
export function OrderSums({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const rows: Array<{ id: string; label: string; amount: string }> = [
    { id: 'goods', label: t('orderDetail.goods'), amount: formatAmount(order.goodsTotal, locale) },
    ...(order.deliveryMethod === null && order.freight === 0
      ? []
      : [{ id: 'freight', label: t('orderDetail.freight'), amount: formatAmount(order.freight, locale) || t('orderDetail.freeFreight') }]),
    { id: 'total', label: t('orderDetail.totalExVat'), amount: formatAmount(order.total, locale) },
    { id: 'vat', label: t('orderDetail.vat'), amount: formatAmount(order.vat, locale) },
    { id: 'total-inc-vat', label: t('orderDetail.totalIncVat'), amount: formatAmount(order.totalIncludingVat, locale) },
    ...(order.discountTotal > 0 ? [{ id: 'discount', label: t('orderDetail.discount'), amount: formatAmount(order.discountTotal, locale) }] : []),
  ];
  return (
    <section className={styles.block} aria-labelledby="order-sums">
      <h2 id="order-sums">{t('orderDetail.sums')}</h2>
      <dl className={styles.sums}>
        {rows.map((row) => (
          <div key={row.id} data-testid={`order-sum-${row.id}`} className={row.id === 'total-inc-vat' ? styles.grandTotal : undefined}>
            <dt>{row.label}</dt>
            <dd>{row.amount}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
