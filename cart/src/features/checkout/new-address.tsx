import type { DeliveryAddressInput } from '@shop/shared/contracts';
import { isPostcode } from '@shop/shared/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createDeliveryAddress } from '../../state/delivery-address-actions';
import styles from './checkout.module.css';

type Field = keyof DeliveryAddressInput;
const EMPTY: DeliveryAddressInput = { recipient: '', street: '', zipCode: '', area: '' };

/** What is wrong with each field, if anything: street and city are needed, a postal code has four digits. */
export function addressProblems(values: DeliveryAddressInput): Partial<Record<Field, 'required' | 'zipInvalid'>> {
  const problems: Partial<Record<Field, 'required' | 'zipInvalid'>> = {};
  if (values.street.trim() === '') problems.street = 'required';
  if (values.area.trim() === '') problems.area = 'required';
  if (!isPostcode(values.zipCode)) problems.zipCode = values.zipCode.trim() === '' ? 'required' : 'zipInvalid';
  return problems;
}

/**
 * A new delivery address, saved to the organisation's address book and then chosen for this order.
 * It sits inside the checkout form, so it saves on its own button rather than by submitting.
 */
export function NewAddress({ onSaved }: { onSaved: (id: string) => void }) {
  const { t } = useTranslation('cart');
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState(EMPTY);
  const [problems, setProblems] = useState<ReturnType<typeof addressProblems>>({});
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);

  if (!open) {
    return (
      <button type="button" className={styles.linkButton} onClick={() => setOpen(true)}>
        {t('checkout.newAddress')}
      </button>
    );
  }

  async function save() {
    const found = addressProblems(values);
    setProblems(found);
    setFailed(false);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const created = await createDeliveryAddress({
        recipient: values.recipient.trim(),
        street: values.street.trim(),
        zipCode: values.zipCode.trim(),
        area: values.area.trim(),
      });
      if (created) {
        onSaved(created.id);
        setValues(EMPTY);
        setOpen(false);
      } else {
        // Nobody is logged in any more, so nothing was saved.
        setFailed(true);
      }
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }

  const input = (name: Field, label: string) => {
    const id = `new-address-${name}`;
    return (
      <div className={styles.field}>
        <label htmlFor={id}>{label}</label>
        <input
          id={id}
          name={name}
          value={values[name]}
          maxLength={name === 'zipCode' ? 4 : 100}
          aria-invalid={problems[name] !== undefined}
          aria-describedby={problems[name] ? `${id}-error` : undefined}
          onChange={(event) => setValues({ ...values, [name]: event.target.value })}
        />
        {problems[name] ? (
          <span id={`${id}-error`} className={styles.fieldError}>
            {t(`checkout.${problems[name]}`)}
          </span>
        ) : null}
      </div>
    );
  };

  return (
    <fieldset
      className={styles.newAddress}
      onKeyDown={(event) => {
        // Enter here saves the address; it must not send the order around it.
        if (event.key === 'Enter' && event.target instanceof HTMLInputElement) {
          event.preventDefault();
          void save();
        }
      }}
    >
      <legend>{t('checkout.newAddress')}</legend>
      {input('recipient', t('addressBook.recipient'))}
      {input('street', t('addressBook.street'))}
      {input('zipCode', t('addressBook.zipCode'))}
      {input('area', t('addressBook.area'))}
      {failed ? <p role="alert" className={styles.problem}>{t('checkout.addressFailed')}</p> : null}
      <button type="button" className={styles.secondary} onClick={() => void save()} disabled={busy}>
        {t('checkout.saveAddress')}
      </button>
    </fieldset>
  );
}
