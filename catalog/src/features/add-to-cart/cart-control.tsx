import { RemoteComponent, useShopStore } from '@shop/shared';
import { useCatalogT } from '../../texts/catalog-texts-context';
import styles from './cart-control.module.css';

/**
 * The cart team's add-to-cart control on a product card, or with a quantity field on the product
 * page; it gets the SKU only and prices the product itself. While it loads, or when the cart's part
 * of the shop is down, a plain button puts the product in the shared cart, so browsing customers can
 * keep collecting products.
 */
export function CartControl({ sku, withQuantity = false }: { sku: string; withQuantity?: boolean }) {
  return (
    <RemoteComponent
      id="cart/AddToCart"
      sku={sku}
      {...(withQuantity ? { quantity: 1 } : {})}
      fallback={<PlainAddButton sku={sku} wide={withQuantity} />}
    />
  );
}

function PlainAddButton({ sku, wide }: { sku: string; wide: boolean }) {
  const t = useCatalogT();
  const addToCart = useShopStore((state) => state.addToCart);
  return (
    <>
      <button type="button" className={wide ? styles.addWide : styles.add} onClick={() => addToCart(sku)}>
        {t('catalog.addToCart')}
      </button>
      {/* Without scripts the button can do nothing (the cart is the page's code's): it says so. */}
      <noscript>
        <p className={styles.needsScripts}>{t('catalog.addNeedsScripts')}</p>
      </noscript>
    </>
  );
}
