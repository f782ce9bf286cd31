import { RemoteComponent } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import type { OrderLine } from '@shop/shared/contracts';
import styles from './reorder-slot.module.css';

/**
 * The cart team's reorder control for one order (in the orders list and on the order's own page):
 * it puts the order's lines in the cart at today's prices and says what it did. While it loads, and
 * when the cart cannot be reached, the same button stands there disabled: the place keeps its shape
 * and the person sees the action exists. So it does while the lines of a long order are fetched
 * (`lines` null): a reorder puts in every line or none.
 */
export function ReorderSlot({ orderNumber, lines }: { orderNumber: string; lines: OrderLine[] | null }) {
  const { t } = useTranslation('account');
  const label = t('account.reorderLabel', { orderNumber });
  const fallback = (
    <button type="button" className={styles.reorderFallback} disabled aria-label={label}>
      {t('account.reorder')}
    </button>
  );
  if (lines === null) return <div className={styles.reorder}>{fallback}</div>;
  return (
    <div className={styles.reorder}>
      <RemoteComponent
        id="cart/ReorderButton"
        fallback={fallback}
        orderNumber={orderNumber}
        lines={lines.map(({ sku, quantity }) => ({ sku, quantity }))}
        label={label}
      />
    </div>
  );
}
