import { AvailabilityNote, authorizeHref, formatAmount, pictureSrcSet, useLocale, useShopStore } from '@shop/shared';
import { isPriced } from '@shop/shared/contracts';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import type { PricedCartLine } from '../../state/cart-money';
import { lowered, MAX_LINE_QUANTITY, parseQuantity, raised } from '../../state/line-quantity';
import styles from './cart-line-row.module.css';

/** One cart line: picture, title, SKU, availability, unit price, quantity stepper and field, line total, remove. */
export function CartLineRow({ line }: { line: PricedCartLine }) {
  const { t } = useTranslation('cart');
  const locale = useLocale();
  const isLoggedIn = useShopStore((state) => state.isLoggedIn);
  const setQuantity = useShopStore((state) => state.setCartQuantity);
  const removeLine = useShopStore((state) => state.removeCartLine);
  const { pathname } = useLocation();
  const inputId = `cart-quantity-${line.id}`;
  const { item } = line;
  // A line shows its SKU until its product has come.
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
        {/* Availability is public: a visitor's cart says it too. */}
        {item ? <AvailabilityNote availability={item.availability} className={styles.availability} /> : null}
      </div>
      {showPrices && isPriced(item) ? (
        <span className={`${styles.amount} ${styles.unit}`} data-testid="unit-price">
          <span className={styles.caption}>{t('cart.unitPrice')}</span> {formatAmount(item.price, locale)}
        </span>
      ) : isLoggedIn ? (
        <span className={styles.unit} />
      ) : (
        <a className={`${styles.login} ${styles.unit}`} href={authorizeHref(pathname)}>
          {t('cart.loginForPrices')}
        </a>
      )}
      <div className={styles.quantity}>
        <button type="button" aria-label={t('cart.decrease', { title })} onClick={() => setQuantity(line.id, lowered(line.quantity))} disabled={line.quantity <= 0}>
          −
        </button>
        <label htmlFor={inputId} className={styles.caption}>
          {t('cart.quantity')}
        </label>
        <input
          id={inputId}
          type="number"
          min={0}
          max={MAX_LINE_QUANTITY}
          inputMode="numeric"
          value={line.quantity}
          onChange={(event) => setQuantity(line.id, parseQuantity(event.target.value))}
        />
        <button type="button" aria-label={t('cart.increase', { title })} onClick={() => setQuantity(line.id, raised(line.quantity))}>
          +
        </button>
      </div>
      {showPrices ? (
        <span className={`${styles.amount} ${styles.total}`} data-testid="line-total">
          <span className={styles.caption}>{t('cart.lineTotal')}</span> {formatAmount(line.totalAmount, locale)}
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
