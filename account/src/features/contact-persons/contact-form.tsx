import { type ContactPersonInput, useShopTranslation } from '@shop/shared';
import { type FormEvent, useState } from 'react';
import { Field } from '../../forms/field';
import formStyles from '../../forms/form.module.css';
import type { FieldErrors } from '../../forms/rules';
import { type ContactField, checkContact, trimmed } from './contact-values';

interface Props {
  legend: string;
  initial: ContactPersonInput;
  onSubmit: (values: ContactPersonInput) => Promise<boolean>;
  onCancel?: () => void;
}

/** Name, e-mail and phone of a contact person; used to add one and to edit one. */
export function ContactForm({ legend, initial, onSubmit, onCancel }: Props) {
  const { t } = useShopTranslation();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<ContactField>>({});
  const [busy, setBusy] = useState(false);
  const field = (name: ContactField) => (value: string) => setValues((current) => ({ ...current, [name]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = checkContact(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    const done = await onSubmit(trimmed(values));
    setBusy(false);
    if (done) setValues(initial);
  }

  return (
    <form className={formStyles.form} onSubmit={submit} noValidate aria-label={legend}>
      <fieldset className={formStyles.section}>
        <legend>{legend}</legend>
        <Field label={t('addressBook.name')} name="name" value={values.name} error={errors.name} onValue={field('name')} />
        <Field label={t('addressBook.email')} name="email" type="email" value={values.email} error={errors.email} onValue={field('email')} />
        <Field label={t('addressBook.phone')} name="phone" type="tel" value={values.phone} error={errors.phone} onValue={field('phone')} />
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
