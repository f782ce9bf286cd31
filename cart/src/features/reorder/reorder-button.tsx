// First: the cart starts (texts, session wiring) whichever exposed module the page loads first.
import '../../state/start-cart';
import { getHref, RemoteRoot, useLocale, type ReorderButtonProps } from '@shop/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { reorderLines, type ReorderResult } from '../../state/order-reorder';
import styles from './reorder-button.module.css';

/**
 * The cart's reorder control, placed by the account's order list: puts the order's lines in the
 * cart at today's prices, then says how many went in, which products are no longer sold, and links
 * to the cart. The customer stays on the order list, so the outcome can be read.
 */
export default function ReorderButton(props: ReorderButtonProps) {
  return (
    <RemoteRoot remote="cart" release={process.env.SHOP_RELEASE}>
      <Reorder {...props} />
    </RemoteRoot>
  );
}

function Reorder({ orderNumber, lines, label }: ReorderButtonProps) {
  const { t } = useTranslation('cart');
  const locale = useLocale();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<ReorderResult | null>(null);

  async function reorder() {
    setBusy(true);
    setResult(null);
    try {
      setResult(await reorderLines(lines));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={styles.reorder}>
      <button
        type="button"
        className={styles.button}
        disabled={busy}
        aria-label={label ?? t('cart.reorderLabel', { orderNumber })}
        onClick={() => void reorder()}
      >
        {t('cart.reorder')}
      </button>
      {/* One live region, there from the start, so the whole outcome is announced when it comes. */}
      <div className={styles.outcome} role="status">
        {result ? (
          <>
            <p>
              {t('cart.reorderAdded', { count: result.added })}
              {result.added > 0 ? (
                <>
                  {' '}
                  <Link className={styles.toCart} to={getHref('cart', locale)}>
                    {t('cart.reorderToCart')}
                  </Link>
                </>
              ) : null}
            </p>
            {result.missingSkus.length > 0 ? (
              <p className={styles.problem}>{t('cart.reorderMissing', { skus: result.missingSkus.join(', ') })}</p>
            ) : null}
            {result.failedSkus.length > 0 ? (
              <p className={styles.problem}>{t('cart.reorderFailed', { skus: result.failedSkus.join(', ') })}</p>
            ) : null}
          </>
        ) : null}
      </div>
    </div>
  );
}
