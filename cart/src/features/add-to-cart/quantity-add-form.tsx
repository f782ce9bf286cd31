import { useShopStore } from '@shop/shared';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_ADD_QUANTITY, parseAddQuantity } from './parse-add-quantity';
import styles from './add-to-cart.module.css';

/** Quantity and add-to-cart on the product page; a bad quantity is answered next to the field. */
export function QuantityAddForm({ sku, startAt }: { sku: string; startAt: number }) {
  const { t } = useTranslation('cart');
  const addToCart = useShopStore((state) => state.addToCart);
  const [amount, setAmount] = useState(String(startAt));
  const [invalid, setInvalid] = useState(false);
  const [addedCount, setAddedCount] = useState<number | null>(null);
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const quantity = parseAddQuantity(amount);
    setInvalid(quantity === null);
    if (quantity === null) return;
    addToCart(sku, quantity);
    setAddedCount(quantity);
  };
  return (
    // A plain form, not the kernel's PostForm: it sends nothing private, and it comes with every
    // product card's code (./AddToCart), where PostForm's few hundred bytes would be paid on every
    // catalogue page. Before the page's code runs, Enter here reloads the product page.
    <form className={styles.form} onSubmit={submit} noValidate>
      <label htmlFor={id} className={styles.label}>
        {t('cart.quantity')}
      </label>
      <div className={styles.row}>
        <input
          id={id}
          className={styles.quantity}
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_ADD_QUANTITY}
          value={amount}
          aria-invalid={invalid}
          aria-describedby={invalid ? `${id}-error` : undefined}
          onChange={(event) => {
            setAmount(event.target.value);
            setAddedCount(null);
          }}
        />
        <button type="submit" className={styles.addWide}>
          {t('cart.addToCart')}
        </button>
      </div>
      <noscript>
        <p className={styles.needsScripts}>{t('cart.addNeedsScripts')}</p>
      </noscript>
      {invalid ? (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {t('cart.addQuantityInvalid')}
        </p>
      ) : null}
      {addedCount !== null ? (
        <p className={styles.added} role="status">
          {`✓ ${t('cart.addedCount', { count: addedCount })}`}
        </p>
      ) : null}
    </form>
  );
}
