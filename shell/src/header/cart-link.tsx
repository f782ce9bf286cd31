import { useTranslation } from 'react-i18next';
import { cartLength, getHref, useShopStore, type Locale } from '@shop/shared';
import { Link } from 'react-router-dom';
import styles from './header.module.css';
import { CartIcon } from './icons';

/** How many items the cart holds (spec §9: the sum of quantities). */
function useCartCount(): number {
  return useShopStore((state) => cartLength(state.cartLines));
}

/** The cart link with its item-count badge, shown only when the cart is not empty (spec §2). */
export function CartLink({ locale, className, testId = 'header-cart' }: { locale: Locale; className?: string; testId?: string }) {
  const { t } = useTranslation();
  const count = useCartCount();
  return (
    <Link
      to={getHref('cart', locale)}
      className={className ?? styles.cart}
      aria-label={count > 0 ? t('header.cartCount', { count }) : t('header.cart')}
      data-testid={testId}
    >
      <CartIcon />
      <span>{t('header.cart')}</span>
      {/* A space between the word and the number, so the visible text reads "Handlekurv 3" like the name. */}
      {count > 0 && ' '}
      {count > 0 && (
        <span className={styles.badge} data-testid={`${testId}-badge`}>
          {count}
        </span>
      )}
    </Link>
  );
}
