import { isApiError, shopStore, useShopStore } from '@shop/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { updateProfile } from '../../api/profile-api';
import { Field } from '../../forms/field';
import formStyles from '../../forms/form.module.css';
import { type FieldErrors, checkForm, email, phone } from '../../forms/rules';

type ProfileField = 'name' | 'email' | 'phone';

export function ProfileForm() {
  const { t } = useTranslation('account');
  const user = useShopStore((state) => state.user);
  const [values, setValues] = useState({ name: user?.name ?? '', email: user?.email ?? '', phone: user?.phone ?? '' });
  const [errors, setErrors] = useState<FieldErrors<ProfileField>>({});
  const [outcome, setOutcome] = useState<'saved' | 'in-use' | 'failed' | null>(null);
  const [busy, setBusy] = useState(false);
  const field = (name: ProfileField) => (value: string) => setValues((current) => ({ ...current, [name]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = checkForm(values, { name: [], email: [email], phone: [phone] });
    setErrors(found);
    if (!user || Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const updated = await updateProfile(user.id, { name: values.name.trim(), email: values.email.trim(), phone: values.phone.trim() });
      shopStore.getState().logIn(updated);
      setOutcome('saved');
    } catch (error) {
      setOutcome(isApiError(error) && error.response?.status === 409 ? 'in-use' : 'failed');
    }
    setBusy(false);
  }

  return (
    <form className={formStyles.form} onSubmit={(event) => void submit(event)} noValidate>
      <Field label={t('account.name')} name="name" autoComplete="name" value={values.name} error={errors.name} onValue={field('name')} />
      <Field label={t('account.email')} name="email" type="email" autoComplete="email" value={values.email} error={errors.email} onValue={field('email')} />
      <Field label={t('account.phone')} name="phone" type="tel" autoComplete="tel" value={values.phone} error={errors.phone} onValue={field('phone')} />
      {outcome === 'saved' && <p className={formStyles.success} role="status">{t('account.profileSaved')}</p>}
      {outcome === 'in-use' && <p className={formStyles.failure} role="alert">{t('account.emailInUse')}</p>}
      {outcome === 'failed' && <p className={formStyles.failure} role="alert">{t('account.saveFailed')}</p>}
      <div className={formStyles.actions}>
        <button type="submit" className={formStyles.primary} disabled={busy}>
          {busy ? t('account.saving') : t('account.save')}
        </button>
      </div>
    </form>
  );
}
