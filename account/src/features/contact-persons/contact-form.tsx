import { PostForm } from '@shop/shared/forms';
import { useTranslation } from 'react-i18next';
import type { ContactPersonInput } from '../../api/organization-api';
import { Field } from '../../forms/field';
import formStyles from '../../forms/form.module.css';
import { FormActions } from '../../forms/form-actions';
import { useCheckedForm } from '../../forms/use-checked-form';
import { checkContact, trimmed } from './contact-values';

interface Props {
  legend: string;
  initial: ContactPersonInput;
  onSubmit: (values: ContactPersonInput) => Promise<boolean>;
  onCancel?: () => void;
}

/** Name, e-mail and phone of a contact person; used to add one and to edit one. */
export function ContactForm({ legend, initial, onSubmit, onCancel }: Props) {
  const { t } = useTranslation('account');
  const { values, errors, busy, field, submit } = useCheckedForm({
    initial,
    check: checkContact,
    onSubmit: async (values) => ((await onSubmit(trimmed(values))) ? { reset: true } : {}),
  });

  return (
    <PostForm className={formStyles.form} onSubmit={(event) => void submit(event)} noValidate aria-label={legend}>
      <fieldset className={formStyles.section}>
        <legend>{legend}</legend>
        <Field label={t('addressBook.name')} name="name" value={values.name} error={errors.name} onValue={field('name')} />
        <Field label={t('addressBook.email')} name="email" type="email" value={values.email} error={errors.email} onValue={field('email')} />
        <Field label={t('addressBook.phone')} name="phone" type="tel" value={values.phone} error={errors.phone} onValue={field('phone')} />
        <FormActions busy={busy} onCancel={onCancel} />
      </fieldset>
    </PostForm>
  );
}
