import { type DeliveryAddressInput, useShopTranslation } from '@shop/shared';
import { type FormEvent, useState } from 'react';
import { Field } from '../../forms/field';
import formStyles from '../../forms/form.module.css';
import { type FieldErrors, checkForm, zipCode } from '../../forms/rules';

type AddressField = keyof DeliveryAddressInput;

export const EMPTY_ADDRESS: DeliveryAddressInput = { recipient: '', street: '', zipCode: '', area: '' };

export function checkAddress(values: DeliveryAddressInput): FieldErrors<AddressField> {
  return checkForm(values, { recipient: { rules: [], optional: true }, street: [], zipCode: [zipCode], area: [] });
}

interface Props {
  legend: string;
  initial: DeliveryAddressInput;
  onSubmit: (values: DeliveryAddressInput) => Promise<boolean>;
  onCancel?: () => void;
}

/** Recipient (optional), street, postal code and city; used to add an address and to edit one. */
export function AddressForm({ legend, initial, onSubmit, onCancel }: Props) {
  const { t } = useShopTranslation();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<AddressField>>({});
  const [busy, setBusy] = useState(false);
  const field = (name: AddressField) => (value: string) => setValues((current) => ({ ...current, [name]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = checkAddress(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    const done = await onSubmit({
      recipient: values.recipient.trim(),
      street: values.street.trim(),
      zipCode: values.zipCode.trim(),
      area: values.area.trim(),
    });
    setBusy(false);
    if (done) setValues(initial);
  }

  return (
    <form className={formStyles.form} onSubmit={submit} noValidate aria-label={legend}>
      <fieldset className={formStyles.section}>
        <legend>{legend}</legend>
        <Field label={t('addressBook.recipient')} name="recipient" value={values.recipient} error={errors.recipient} onValue={field('recipient')} />
        <Field label={t('addressBook.street')} name="street" autoComplete="street-address" value={values.street} error={errors.street} onValue={field('street')} />
        <div className={formStyles.row}>
          <Field label={t('addressBook.zipCode')} name="zipCode" inputMode="numeric" maxLength={4} autoComplete="postal-code" value={values.zipCode} error={errors.zipCode} onValue={field('zipCode')} />
          <Field label={t('addressBook.area')} name="area" autoComplete="address-level2" value={values.area} error={errors.area} onValue={field('area')} />
        </div>
        <div className={formStyles.actions}>
          <button type="submit" className={formStyles.primary} disabled={busy}>
            {busy ? t('account.saving') : t('account.save')}
          </button>
          {onCancel && (
            <button type="button" className={formStyles.secondary} onClick={onCancel}>
              {t('account.cancel')}
            </button>
          )}
        </div>
      </fieldset>
    </form>
  );
}
