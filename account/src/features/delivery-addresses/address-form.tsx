import { PostForm } from '@shop/shared/forms';
import type { DeliveryAddressInput } from '@shop/shared/contracts';
import { useTranslation } from 'react-i18next';
import { Field } from '../../forms/field';
import formStyles from '../../forms/form.module.css';
import { FormActions } from '../../forms/form-actions';
import { type FieldErrors, checkForm, zipCode } from '../../forms/rules';
import { useCheckedForm } from '../../forms/use-checked-form';

type AddressField = keyof DeliveryAddressInput;

export const EMPTY_ADDRESS: DeliveryAddressInput = { recipient: '', street: '', zipCode: '', area: '' };

function checkAddress(values: DeliveryAddressInput): FieldErrors<AddressField> {
  return checkForm(values, { recipient: { rules: [], optional: true }, street: [], zipCode: [zipCode], area: [] });
}

function trimmedAddress(values: DeliveryAddressInput): DeliveryAddressInput {
  return { recipient: values.recipient.trim(), street: values.street.trim(), zipCode: values.zipCode.trim(), area: values.area.trim() };
}

interface Props {
  legend: string;
  initial: DeliveryAddressInput;
  onSubmit: (values: DeliveryAddressInput) => Promise<boolean>;
  onCancel?: () => void;
}

/** Recipient (optional), street, postal code and city; used to add an address and to edit one. */
export function AddressForm({ legend, initial, onSubmit, onCancel }: Props) {
  const { t } = useTranslation('account');
  const { values, errors, busy, field, submit } = useCheckedForm({
    initial,
    check: checkAddress,
    onSubmit: async (values) => ((await onSubmit(trimmedAddress(values))) ? { reset: true } : {}),
  });

  return (
    <PostForm className={formStyles.form} onSubmit={(event) => void submit(event)} noValidate aria-label={legend}>
      <fieldset className={formStyles.section}>
        <legend>{legend}</legend>
        <Field label={t('addressBook.recipient')} name="recipient" value={values.recipient} error={errors.recipient} onValue={field('recipient')} />
        <Field label={t('addressBook.street')} name="street" autoComplete="street-address" value={values.street} error={errors.street} onValue={field('street')} />
        <div className={formStyles.row}>
          <Field label={t('addressBook.zipCode')} name="zipCode" inputMode="numeric" maxLength={4} autoComplete="postal-code" value={values.zipCode} error={errors.zipCode} onValue={field('zipCode')} />
          <Field label={t('addressBook.area')} name="area" autoComplete="address-level2" value={values.area} error={errors.area} onValue={field('area')} />
        </div>
        <FormActions busy={busy} onCancel={onCancel} />
      </fieldset>
    </PostForm>
  );
}
