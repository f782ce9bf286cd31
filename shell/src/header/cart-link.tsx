import { cartLength, getHref, useShopStore, useShopTranslation, type Locale } from '@shop/shared';
import { Link } from 'react-router';
import styles from './header.module.css';

/** The cart link with its item-count badge, shown only when the cart is not empty (spec §2). */
export function CartLink({ locale }: { locale: Locale }) {
  const { t } = useShopTranslation();
  const count = useShopStore((state) => cartLength(state.cartLines));
  return (
    <Link
      to={getHref('cart', locale)}
      className={styles.cart}
      aria-label={count > 0 ? t('header.cartCount', { count }) : t('header.cart')}
      data-testid="header-cart"
    >
      {t('header.cart')}
      {count > 0 && (
        <span className={styles.badge} data-testid="cart-badge">
          {count}
        </span>
      )}
    </Link>
  );
}
