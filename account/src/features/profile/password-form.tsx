import { statusOfApiError, useShopStore } from '@shop/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changePassword } from '../../api/profile-api';
import { REFUSAL, fieldProblemsOf, formRefusalOf } from '../../api/refusals';
import { Field } from '../../forms/field';
import formStyles from '../../forms/form.module.css';
import { type FieldErrors, checkForm, password } from '../../forms/rules';

type PasswordField = 'oldPassword' | 'newPassword';
type Outcome = 'changed' | 'demo' | 'limited' | 'failed' | null;

/** A refused change: what the API found wrong with a field is said next to it, the rest under the form. */
function refusalOf(error: unknown): { errors: FieldErrors<PasswordField>; outcome: Outcome } {
  const whole = formRefusalOf(error);
  if (whole) return { errors: {}, outcome: whole };
  const errors: FieldErrors<PasswordField> = {};
  for (const { field, code } of statusOfApiError(error) === 400 ? fieldProblemsOf(error) : []) {
    if (field === 'oldPassword') errors.oldPassword = { key: 'account.oldPasswordWrong' };
    if (field === 'newPassword') errors.newPassword = { key: code === REFUSAL.weakPassword ? 'account.passwordTooWeak' : 'account.invalidField' };
  }
  return { errors, outcome: Object.keys(errors).length > 0 ? null : 'failed' };
}

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
    setOutcome(null);
    if (!userId || Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await changePassword(userId, values.oldPassword, values.newPassword);
      setValues({ oldPassword: '', newPassword: '' });
      setOutcome('changed');
    } catch (error) {
      const refusal = refusalOf(error);
      setErrors(refusal.errors);
      setOutcome(refusal.outcome);
    }
    setBusy(false);
  }

  const messages: Record<Exclude<Outcome, null>, string> = {
    changed: t('account.passwordChanged'),
    demo: t('account.demoAccount'),
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
