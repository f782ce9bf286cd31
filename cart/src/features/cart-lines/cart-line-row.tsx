import { authorizeHref, isPriced, pictureSrcSet, useLocale, useShopStore, type CartLine } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import styles from './cart-line-row.module.css';
import { Money } from './money';

/** One cart line: picture, title, SKU, unit price, quantity stepper and field, line total, remove. */
export function CartLineRow({ line }: { line: CartLine }) {
  const { t } = useTranslation('cart');
  const locale = useLocale();
  const isLoggedIn = useShopStore((state) => state.isLoggedIn);
  const setQuantity = useShopStore((state) => state.setCartQuantity);
  const increase = useShopStore((state) => state.increaseCartQuantity);
  const decrease = useShopStore((state) => state.decreaseCartQuantity);
  const removeLine = useShopStore((state) => state.removeCartLine);
  const { pathname } = useLocation();
  const inputId = `cart-quantity-${line.id}`;
  const { item } = line;
  // A line restored from the browser shows its SKU until its product has come.
  const title = item ? item.title[locale] : line.id;
  const image = item?.images[0];
  const showPrices = isLoggedIn && item !== null && isPriced(item);
  return (
    <li className={styles.line} data-testid="cart-line" data-sku={line.id} aria-busy={item === null}>
      {image ? (
        <img className={styles.image} src={image} srcSet={pictureSrcSet(image, 54)} sizes="54px" alt="" width={72} height={54} loading="lazy" />
      ) : (
        <span className={styles.image} role="img" aria-label={t('cart.noImage')} />
      )}
      <div className={styles.title}>
        <strong>{title}</strong>
        <span className={styles.sku}>
          {t('cart.sku')} {line.id}
        </span>
      </div>
      {showPrices && isPriced(item) ? (
        <span className={`${styles.amount} ${styles.unit}`} data-testid="unit-price">
          <span className={styles.caption}>{t('cart.unitPrice')}</span> <Money value={item.price} />
        </span>
      ) : isLoggedIn ? (
        <span className={styles.unit} />
      ) : (
        <a className={`${styles.login} ${styles.unit}`} href={authorizeHref(pathname)}>
          {t('cart.loginForPrices')}
        </a>
      )}
      <div className={styles.quantity}>
        <button type="button" aria-label={t('cart.decrease', { title })} onClick={() => decrease(line.id)} disabled={line.quantity <= 0}>
          −
        </button>
        <label htmlFor={inputId} className={styles.caption}>
          {t('cart.quantity')}
        </label>
        <input
          id={inputId}
          type="number"
          min={0}
          max={9999}
          inputMode="numeric"
          value={line.quantity}
          onChange={(event) => setQuantity(line.id, event.target.value)}
        />
        <button type="button" aria-label={t('cart.increase', { title })} onClick={() => increase(line.id)}>
          +
        </button>
      </div>
      {showPrices ? (
        <span className={`${styles.amount} ${styles.total}`} data-testid="line-total">
          <span className={styles.caption}>{t('cart.lineTotal')}</span> <Money value={line.totalAmount} />
        </span>
      ) : (
        <span className={styles.total} />
      )}
      <button type="button" className={styles.remove} onClick={() => removeLine(line.id)}>
        {t('cart.remove')}
      </button>
    </li>
  );
}
