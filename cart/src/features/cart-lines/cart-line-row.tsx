import { getHref, isPriced, useShopStore, useShopTranslation, type CartLine } from '@shop/shared';
import { Link } from 'react-router';
import styles from './cart-line-row.module.css';

export function CartLineRow({ line }: { line: CartLine }) {
  const { t, locale } = useShopTranslation();
  const setQuantity = useShopStore((state) => state.setCartQuantity);
  const removeLine = useShopStore((state) => state.removeCartLine);
  const inputId = `cart-quantity-${line.id}`;
  return (
    <li className={styles.line} data-testid="cart-line" data-sku={line.id}>
      <div className={styles.title}>
        <strong>{line.item.title[locale]}</strong>
        <span className={styles.sku}>
          {t('cart.sku')} {line.id}
        </span>
      </div>
      <label className={styles.quantity} htmlFor={inputId}>
        {t('cart.quantity')}
        <input
          id={inputId}
          type="number"
          min={0}
          inputMode="numeric"
          value={line.quantity}
          onChange={(event) => setQuantity(line.id, event.target.value)}
        />
      </label>
      {isPriced(line.item) ? null : (
        <Link className={styles.login} to={getHref('account-login', locale)}>
          {t('cart.loginForPrices')}
        </Link>
      )}
      <button type="button" className={styles.remove} onClick={() => removeLine(line.id)}>
        {t('cart.remove')}
      </button>
    </li>
  );
}
