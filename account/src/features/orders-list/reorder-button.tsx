import { emit, getHref, on, useShopTranslation, type PlacedOrder } from '@shop/shared';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import styles from './orders-list.module.css';

/**
 * Puts an order's lines in the cart at today's prices. The account area only asks, by order id,
 * over the event bus; the cart side answers with what it added, and the customer goes to the cart.
 */
export function ReorderButton({ order }: { order: PlacedOrder }) {
  const { t, locale } = useShopTranslation();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [missing, setMissing] = useState<string[]>([]);
  useEffect(
    () =>
      on('order:reordered', (result) => {
        if (result.orderId !== order.id) return;
        setBusy(false);
        setMissing(result.missingSkus);
        if (result.missingSkus.length === 0) navigate(getHref('cart', locale));
      }),
    [order.id, navigate, locale],
  );
  return (
    <div className={styles.reorder}>
      <button
        type="button"
        disabled={busy}
        aria-label={t('account.reorderLabel', { orderNumber: order.orderNumber })}
        onClick={() => {
          setBusy(true);
          emit('order:reorder', { orderId: order.id });
        }}
      >
        {t('account.reorder')}
      </button>
      {missing.length > 0 ? <p role="status">{t('account.reorderMissing', { skus: missing.join(', ') })}</p> : null}
    </div>
  );
}
