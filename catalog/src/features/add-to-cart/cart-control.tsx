import { RemoteComponent, useShopStore, type Product } from '@shop/shared';
import { useCatalogT } from '../../texts/catalog-texts-context';
import styles from './cart-control.module.css';

/**
 * The cart team's add-to-cart control on a product card or the product page. While it loads, or
 * when the cart's part of the shop is down, a plain button puts the product in the shared cart,
 * so browsing customers can keep collecting products.
 */
export function CartControl({ product, withQuantity = false }: { product: Product; withQuantity?: boolean }) {
  return (
    <RemoteComponent
      id="cart/AddToCart"
      product={product}
      withQuantity={withQuantity}
      fallback={<PlainAddButton product={product} wide={withQuantity} />}
    />
  );
}

function PlainAddButton({ product, wide }: { product: Product; wide: boolean }) {
  const t = useCatalogT();
  const addToCart = useShopStore((state) => state.addToCart);
  return (
    <button type="button" className={wide ? styles.addWide : styles.add} onClick={() => addToCart(product)}>
      {t('catalog.addToCart')}
    </button>
  );
}
