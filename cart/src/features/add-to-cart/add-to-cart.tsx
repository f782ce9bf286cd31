// First: the cart starts (texts, session wiring) whichever exposed module the page loads first.
import '../../state/start-cart';
import { RemoteRoot, usePageT, useShopStore, type AddToCartProps } from '@shop/shared';
import { QuantityAddForm } from './quantity-add-form';
import { useAddedFeedback } from './use-added-feedback';
import styles from './add-to-cart.module.css';

/**
 * The cart's add-to-cart control, placed by the catalogue with a SKU: a button on product cards, a
 * quantity field with the button on the product page. Either way the customer sees that the
 * product went in; the cart page prices it.
 */
export default function AddToCart({ sku, quantity }: AddToCartProps) {
  return (
    <RemoteRoot remote="cart" release={process.env.SHOP_RELEASE}>
      {quantity === undefined ? <AddButton sku={sku} /> : <QuantityAddForm sku={sku} startAt={quantity} />}
    </RemoteRoot>
  );
}

function AddButton({ sku }: { sku: string }) {
  // On every product card: the kernel's `t`, not a useTranslation per card (page-texts.ts).
  const t = usePageT('cart');
  const addToCart = useShopStore((state) => state.addToCart);
  const { added, show } = useAddedFeedback();
  return (
    <div className={styles.control}>
      <button
        type="button"
        className={styles.add}
        onClick={() => {
          addToCart(sku);
          show();
        }}
      >
        {t('cart.addToCart')}
      </button>
      {/* Without scripts the button can do nothing (the cart is the page's code's): it says so. */}
      <noscript>
        <p className={styles.needsScripts}>{t('cart.addNeedsScripts')}</p>
      </noscript>
      {/* Floats over the card, so the grid does not move when it appears. */}
      <p className={added ? styles.toast : styles.toastHidden} role="status">
        {added ? `✓ ${t('cart.added')}` : ''}
      </p>
    </div>
  );
}
