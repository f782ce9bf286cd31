import { statusOfApiError, useShopStore } from '@shop/shared';
import { PostForm } from '@shop/shared/forms';
import { useTranslation } from 'react-i18next';
import { changePassword } from '../../api/profile-api';
import { REFUSAL, fieldProblemsOf, formRefusalOf } from '../../api/refusals';
import { Field } from '../../forms/field';
import formStyles from '../../forms/form.module.css';
import { type FieldErrors, checkForm, password } from '../../forms/rules';
import { type Submitted, useCheckedForm } from '../../forms/use-checked-form';
import { FormActions, FormOutcome } from '../../forms/form-actions';

type PasswordField = 'oldPassword' | 'newPassword';
type Outcome = 'changed' | 'demo' | 'limited' | 'failed';
type PasswordValues = Record<PasswordField, string>;

/** A refused change: what the API found wrong with a field is said next to it, the rest under the form. */
function refusalOf(error: unknown): Submitted<PasswordValues, Outcome> {
  const whole = formRefusalOf(error);
  if (whole) return { outcome: whole };
  const errors: FieldErrors<PasswordField> = {};
  for (const { field, code } of statusOfApiError(error) === 400 ? fieldProblemsOf(error) : []) {
    if (field === 'oldPassword') errors.oldPassword = { key: 'account.oldPasswordWrong' };
    if (field === 'newPassword') errors.newPassword = { key: code === REFUSAL.weakPassword ? 'account.passwordTooWeak' : 'account.invalidField' };
  }
  return Object.keys(errors).length > 0 ? { errors } : { outcome: 'failed' };
}

/** Change password: the current one is required. */
export function PasswordForm() {
  const { t } = useTranslation('account');
  const userId = useShopStore((state) => state.user?.id);
  const { values, errors, outcome, busy, field, submit } = useCheckedForm<PasswordValues, Outcome>({
    initial: { oldPassword: '', newPassword: '' },
    check: (typed) => checkForm(typed, { oldPassword: [], newPassword: [password] }),
    onSubmit: userId
      ? async (typed) => {
          try {
            await changePassword(userId, typed.oldPassword, typed.newPassword);
            return { outcome: 'changed', reset: true };
          } catch (error) {
            return refusalOf(error);
          }
        }
      : null,
  });

  const messages: Record<Outcome, string> = {
    changed: t('account.passwordChanged'),
    demo: t('account.demoAccount'),
    limited: t('account.tooManyAttempts'),
    failed: t('account.saveFailed'),
  };
  return (
    <PostForm className={formStyles.form} onSubmit={(event) => void submit(event)} noValidate>
      <Field label={t('account.oldPassword')} name="oldPassword" type="password" autoComplete="current-password" value={values.oldPassword} error={errors.oldPassword} onValue={field('oldPassword')} />
      <Field label={t('account.newPassword')} name="newPassword" type="password" autoComplete="new-password" value={values.newPassword} error={errors.newPassword} onValue={field('newPassword')} />
      {outcome && <FormOutcome ok={outcome === 'changed'}>{messages[outcome]}</FormOutcome>}
      <FormActions busy={busy} label={t('account.changePassword')} busyLabel={t('account.changePassword')} />
    </PostForm>
  );
}
