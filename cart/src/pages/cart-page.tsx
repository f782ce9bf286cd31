import { getHref, useShopStore, useShopTranslation, type RemotePageProps } from '@shop/shared';
import { Link } from 'react-router';
import { CartLineRow } from '../features/cart-lines/cart-line-row';
import styles from './cart-page.module.css';

export default function CartPage({ locale }: RemotePageProps) {
  const { t } = useShopTranslation();
  const lines = useShopStore((state) => state.cartLines);
  return (
    <section className={styles.cart}>
      <h1 className={styles.heading}>{t('cart.heading')}</h1>
      {lines.length === 0 ? (
        <div className={styles.empty}>
          <p>{t('cart.empty')}</p>
          <Link to={getHref('products', locale)}>{t('cart.continueShopping')}</Link>
        </div>
      ) : (
        <ul className={styles.lines} data-testid="cart-lines">
          {lines.map((line) => (
            <CartLineRow key={line.id} line={line} />
          ))}
        </ul>
      )}
    </section>
  );
}
