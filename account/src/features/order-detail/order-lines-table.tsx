import { formatAmount, useLocale } from '@shop/shared';
import type { OrderLine } from '@shop/shared/contracts';
import { useTranslation } from 'react-i18next';
import { formatDay } from './order-detail-rules';
import styles from './order-detail.module.css';

/** "2 stk. i restordre, ventet 4. desember 2026": the part of a line that waits for the supplier. */
function BackOrderedNote({ backOrdered }: { backOrdered: NonNullable<OrderLine['backOrdered']> }) {
  const { t } = useTranslation('account');
  const { t: tChrome } = useTranslation();
  const locale = useLocale();
  const part = tChrome('availability.backOrdered', { count: backOrdered.quantity });
  const text =
    backOrdered.expectedDate === null
      ? t('orderDetail.backOrderedNoDate', { part })
      : t('orderDetail.backOrdered', { part, date: formatDay(backOrdered.expectedDate, locale) });
  return <span className={styles.backOrdered}>{text}</span>;
}

/**
 * Every line of the order with its price when it was sent. Each cell carries its column's name: on
 * a phone the rows stack and every value shows its name beside it, as in the orders list.
 */
export function OrderLinesTable({ lines }: { lines: OrderLine[] }) {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const columns = {
    sku: t('orderDetail.sku'),
    product: t('orderDetail.product'),
    quantity: t('orderDetail.quantity'),
    unitPrice: t('orderDetail.unitPrice'),
    lineTotal: t('orderDetail.lineTotal'),
  };
  return (
    <section className={styles.block} aria-labelledby="order-lines">
      <h2 id="order-lines">{t('orderDetail.lines')}</h2>
      <table className={styles.lines} aria-labelledby="order-lines">
        <thead>
          <tr>
            <th scope="col">{columns.sku}</th>
            <th scope="col">{columns.product}</th>
            <th scope="col" className={styles.number}>
              {columns.quantity}
            </th>
            <th scope="col" className={styles.number}>
              {columns.unitPrice}
            </th>
            <th scope="col" className={styles.number}>
              {columns.lineTotal}
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.sku} data-testid="order-line" data-sku={line.sku}>
              <td data-label={columns.sku} className={styles.sku}>
                {line.sku}
              </td>
              <td data-label={columns.product}>
                <span>
                  {line.title[locale]}
                  {line.backOrdered ? <BackOrderedNote backOrdered={line.backOrdered} /> : null}
                </span>
              </td>
              <td data-label={columns.quantity} className={styles.number}>
                {line.quantity}
              </td>
              <td data-label={columns.unitPrice} className={styles.number}>
                {formatAmount(line.unitPrice, locale)}
              </td>
              <td data-label={columns.lineTotal} className={styles.number}>
                {formatAmount(line.lineTotal, locale)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
