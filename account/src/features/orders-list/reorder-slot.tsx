import { RemoteComponent } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import type { PlacedOrder } from '../../api/orders-api';
import styles from './orders-list.module.css';

/**
 * The cart team's reorder control for one order: it puts the order's lines in the cart at today's
 * prices and says what it did. While it loads, and when the cart cannot be reached, the same button
 * stands there disabled: the row keeps its shape and the person sees the action exists.
 */
export function ReorderSlot({ order }: { order: PlacedOrder }) {
  const { t } = useTranslation('account');
  const label = t('account.reorderLabel', { orderNumber: order.orderNumber });
  const fallback = (
    <button type="button" className={styles.reorderFallback} disabled aria-label={label}>
      {t('account.reorder')}
    </button>
  );
  return (
    <div className={styles.reorder}>
      <RemoteComponent
        id="cart/ReorderButton"
        fallback={fallback}
        orderNumber={order.orderNumber}
        lines={order.lines.map(({ sku, quantity }) => ({ sku, quantity }))}
        label={label}
      />
    </div>
  );
}
