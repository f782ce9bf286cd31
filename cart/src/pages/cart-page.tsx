import { cartLength, getHref, useShopStore, whenIdle, type RemotePageProps } from '@shop/shared';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CartLineRow } from '../features/cart-lines/cart-line-row';
import { EmptyCart } from '../features/cart-lines/empty-cart';
import { usePricedCart } from '../features/cart-lines/use-priced-cart';
import { CartSums } from '../features/cart-sums/cart-sums';
import { QuickOrder } from '../features/quick-order/quick-order';
import styles from './cart-page.module.css';
import { loadCheckoutPage } from './load-checkout-page';

export default function CartPage({ locale }: RemotePageProps) {
  const { t } = useTranslation('cart');
  const isLoggedIn = useShopStore((state) => state.isLoggedIn);
  const { lines, waiting: waitingForProducts, read } = usePricedCart();
  // Spec §9: the cart's length is the sum of its quantities. Lines all at 0 order nothing: no way to
  // checkout until one has a quantity (the checkout page says the cart is empty).
  const hasGoods = cartLength(lines) > 0;
  // A retailer with a cart is likely to check out next: its code is fetched while the page is idle.
  const mayCheckOut = isLoggedIn && hasGoods;
  useEffect(() => (mayCheckOut ? whenIdle(() => void loadCheckoutPage().catch(() => undefined)) : undefined), [mayCheckOut]);
  return (
    <section className={styles.cart}>
      <h1 className={styles.heading}>{t('cart.heading')}</h1>
      {lines.length === 0 ? (
        <EmptyCart read={read} message={t('cart.empty')} linkText={t('cart.continueShopping')} locale={locale} />
      ) : (
        <>
          <ul className={styles.lines} data-testid="cart-lines">
            {lines.map((line) => (
              <CartLineRow key={line.id} line={line} />
            ))}
          </ul>
          {/* Sums of lines whose prices have not come yet would be wrong: none until they have. */}
          {waitingForProducts ? <div aria-busy="true" /> : <CartSums lines={lines} />}
          {isLoggedIn && hasGoods ? (
            <p className={styles.actions}>
              <Link className={styles.checkout} to={getHref('checkout', locale)}>
                {t('cart.toCheckout')}
              </Link>
            </p>
          ) : null}
          {isLoggedIn && !hasGoods ? <p className={styles.actions}>{t('cart.checkoutNeedsQuantity')}</p> : null}
        </>
      )}
      <QuickOrder />
    </section>
  );
}
