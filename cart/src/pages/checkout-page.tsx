// Checkout's own texts (checkout, address book, delivery) come with its code, before anything that says them.
import '../texts/register-checkout-texts';
import { cartLength, getHref, type RemotePageProps } from '@shop/shared';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AwaitingApproval } from '../features/approval/awaiting-approval';
import { EmptyCart } from '../features/cart-lines/empty-cart';
import { usePricedCart } from '../features/cart-lines/use-priced-cart';
import { CheckoutForm } from '../features/checkout/checkout-form';
import { SentDelivery } from '../features/delivery/sent-delivery';
import { useCartStore } from '../state/cart-store';
import styles from '../features/checkout/checkout.module.css';
import pageStyles from './cart-page.module.css';

/**
 * Checkout (guarded route): the draft form, then the confirmation with the order number (or, for an
 * order that waits for approval, the confirmation that says so).
 */
export default function CheckoutPage({ locale }: RemotePageProps) {
  const { t } = useTranslation('cart');
  const status = useCartStore((state) => state.orderStatus);
  const resetOrderStatus = useCartStore((state) => state.resetOrderStatus);
  const { lines, waiting: waitingForProducts, read } = usePricedCart();
  // Leaving the page forgets the last answer: the next visit starts with a fresh form.
  useEffect(() => () => resetOrderStatus(), [resetOrderStatus]);

  let body;
  if (status.ordered && status.code === 202 && status.awaitingApproval) {
    body = <AwaitingApproval request={status.awaitingApproval} locale={locale} />;
  } else if (status.ordered && status.code === 202) {
    body = (
      <div className={styles.confirmation} data-testid="order-confirmation">
        <h2>{t('checkout.confirmed')}</h2>
        <p>{t('checkout.orderNumber', { orderNumber: status.orderNumber ?? '' })}</p>
        {/* The published demo login's orders never leave the shop: it says so. */}
        {status.sent?.demo ? <p data-testid="demo-order">{t('checkout.demoOrder')}</p> : null}
        <SentDelivery status={status} />
        <Link to={getHref('account-orders', locale)}>{t('checkout.seeOrders')}</Link>
        <Link to={getHref('products', locale)}>{t('checkout.continueShopping')}</Link>
      </div>
    );
  } else if (cartLength(lines) === 0) {
    // Lines all at 0 order nothing (spec §9: the cart's length is the sum of quantities).
    body = (
      <EmptyCart read={read} message={t('checkout.emptyCart')} linkText={t('checkout.continueShopping')} locale={locale} />
    );
  } else if (waitingForProducts) {
    // The lines' prices are on their way: the form's sums would be wrong until they are here.
    body = <div aria-busy="true" />;
  } else {
    body = (
      <>
        <p>
          <Link to={getHref('cart', locale)}>{t('checkout.backToCart')}</Link>
        </p>
        <CheckoutForm lines={lines} />
      </>
    );
  }
  return (
    <section className={pageStyles.cart}>
      <h1 className={pageStyles.heading}>{t('checkout.heading')}</h1>
      {body}
    </section>
  );
}
