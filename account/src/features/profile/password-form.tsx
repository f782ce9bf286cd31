import { isApiError, useShopStore } from '@shop/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changePassword } from '../../api/profile-api';
import { Field } from '../../forms/field';
import formStyles from '../../forms/form.module.css';
import { type FieldErrors, checkForm, password } from '../../forms/rules';

type PasswordField = 'oldPassword' | 'newPassword';
type Outcome = 'changed' | 'wrong-old' | 'limited' | 'failed' | null;

/** Change password: the current one is required. */
export function PasswordForm() {
  const { t } = useTranslation('account');
  const userId = useShopStore((state) => state.user?.id);
  const [values, setValues] = useState({ oldPassword: '', newPassword: '' });
  const [errors, setErrors] = useState<FieldErrors<PasswordField>>({});
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [busy, setBusy] = useState(false);
  const field = (name: PasswordField) => (value: string) => setValues((current) => ({ ...current, [name]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = checkForm(values, { oldPassword: [], newPassword: [password] });
    setErrors(found);
    if (!userId || Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await changePassword(userId, values.oldPassword, values.newPassword);
      setValues({ oldPassword: '', newPassword: '' });
      setOutcome('changed');
    } catch (error) {
      const status = isApiError(error) ? error.response?.status : undefined;
      setOutcome(status === 400 ? 'wrong-old' : status === 429 ? 'limited' : 'failed');
    }
    setBusy(false);
  }

  const messages: Record<Exclude<Outcome, null>, string> = {
    changed: t('account.passwordChanged'),
    'wrong-old': t('account.oldPasswordWrong'),
    limited: t('account.tooManyAttempts'),
    failed: t('account.saveFailed'),
  };
  return (
    <form className={formStyles.form} onSubmit={(event) => void submit(event)} noValidate>
      <Field label={t('account.oldPassword')} name="oldPassword" type="password" autoComplete="current-password" value={values.oldPassword} error={errors.oldPassword} onValue={field('oldPassword')} />
      <Field label={t('account.newPassword')} name="newPassword" type="password" autoComplete="new-password" value={values.newPassword} error={errors.newPassword} onValue={field('newPassword')} />
      {outcome && (
        <p className={outcome === 'changed' ? formStyles.success : formStyles.failure} role={outcome === 'changed' ? 'status' : 'alert'}>
          {messages[outcome]}
        </p>
      )}
      <div className={formStyles.actions}>
        <button type="submit" className={formStyles.primary} disabled={busy}>
          {t('account.changePassword')}
        </button>
      </div>
    </form>
  );
}
