import { parseQuantity, useShopStore, useShopTranslation, type Product } from '@shop/shared';
import { useId, useState, type FormEvent } from 'react';
import styles from './add-to-cart-form.module.css';

const MAX_QUANTITY = 999;

/** Quantity and add-to-cart on the product page; a bad quantity is answered next to the field. */
export function AddToCartForm({ product }: { product: Product }) {
  const { t } = useShopTranslation();
  const addToCart = useShopStore((state) => state.addToCart);
  const [amount, setAmount] = useState('1');
  const [invalid, setInvalid] = useState(false);
  const [added, setAdded] = useState(false);
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const quantity = parseQuantity(amount);
    const valid = /^\s*\d+\s*$/.test(amount) && quantity >= 1 && quantity <= MAX_QUANTITY;
    setInvalid(!valid);
    if (!valid) return;
    addToCart(product, quantity);
    setAdded(true);
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <label htmlFor={id} className={styles.label}>
        {t('catalog.quantity')}
      </label>
      <div className={styles.row}>
        <input
          id={id}
          className={styles.quantity}
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_QUANTITY}
          value={amount}
          aria-invalid={invalid}
          aria-describedby={invalid ? `${id}-error` : undefined}
          onChange={(event) => {
            setAmount(event.target.value);
            setAdded(false);
          }}
        />
        <button type="submit" className={styles.add}>
          {t('catalog.addToCart')}
        </button>
      </div>
      {invalid ? (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {t('catalog.quantityInvalid')}
        </p>
      ) : null}
      {added ? (
        <p className={styles.added} role="status">
          {t('catalog.added')}
        </p>
      ) : null}
    </form>
  );
}
