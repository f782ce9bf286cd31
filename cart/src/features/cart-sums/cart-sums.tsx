import { formatAmount, useLocale, useShopStore } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { cartSums, type PricedCartLine } from '../../state/cart-money';
import styles from './cart-sums.module.css';

/** The sums of spec §9: excluding VAT, VAT 25 %, including VAT, and the total discount. */
export function CartSums({ lines }: { lines: PricedCartLine[] }) {
  const { t } = useTranslation('cart');
  const locale = useLocale();
  const isLoggedIn = useShopStore((state) => state.isLoggedIn);
  if (!isLoggedIn) return null;
  const sums = cartSums(lines);
  const rows: Array<[string, number, string]> = [
    [t('cart.totalExVat'), sums.total, 'sum-total'],
    [t('cart.vat'), sums.vat, 'sum-vat'],
    [t('cart.totalIncVat'), sums.totalIncludingVat, 'sum-total-inc-vat'],
    // Spec §3 shows nothing for zero: a cart without discounts has no discount line.
    ...(sums.totalDiscount > 0 ? [[t('cart.totalDiscount'), sums.totalDiscount, 'sum-discount'] as [string, number, string]] : []),
  ];
  return (
    <section className={styles.sums} aria-label={t('cart.sumsHeading')}>
      <dl>
        {rows.map(([label, value, testId]) => (
          <div key={testId} className={styles.row}>
            <dt>{label}</dt>
            <dd data-testid={testId}>
              {formatAmount(value, locale)}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
