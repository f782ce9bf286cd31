import { formatAmount, useLocale, useShopStore } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { cartSums, type PricedCartLine } from '../../state/cart-money';
import styles from './cart-sums.module.css';

interface SumRow {
  label: string;
  value: string;
  testId: string;
  emphasised?: boolean;
}

/**
 * The sums of spec §9: excluding VAT, VAT 25 %, including VAT, and the total discount. At checkout,
 * with `freight` (NOK excluding VAT, from the chosen delivery method), the goods and the freight
 * come first as their own lines, and VAT is of both (a free delivery says so).
 */
export function CartSums({ lines, freight }: { lines: PricedCartLine[]; freight?: number }) {
  const { t } = useTranslation('cart');
  const locale = useLocale();
  const isLoggedIn = useShopStore((state) => state.isLoggedIn);
  if (!isLoggedIn) return null;
  const sums = cartSums(lines, freight ?? 0);
  const amount = (value: number) => formatAmount(value, locale);
  const rows: SumRow[] = [
    ...(freight === undefined
      ? []
      : [
          { label: t('delivery.goodsExVat'), value: amount(sums.goods), testId: 'sum-goods' },
          { label: t('delivery.freight'), value: sums.freight > 0 ? amount(sums.freight) : t('delivery.free'), testId: 'sum-freight' },
        ]),
    { label: t('cart.totalExVat'), value: amount(sums.total), testId: 'sum-total' },
    { label: t('cart.vat'), value: amount(sums.vat), testId: 'sum-vat' },
    { label: t('cart.totalIncVat'), value: amount(sums.totalIncludingVat), testId: 'sum-total-inc-vat', emphasised: true },
    // Spec §3 shows nothing for zero: a cart without discounts has no discount line.
    ...(sums.totalDiscount > 0 ? [{ label: t('cart.totalDiscount'), value: amount(sums.totalDiscount), testId: 'sum-discount' }] : []),
  ];
  return (
    <section className={styles.sums} aria-label={t('cart.sumsHeading')}>
      <dl>
        {rows.map((row) => (
          <div key={row.testId} className={row.emphasised ? `${styles.row} ${styles.emphasised}` : styles.row}>
            <dt>{row.label}</dt>
            <dd data-testid={row.testId}>{row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
