import { statusOfApiError } from '@shop/shared';
import { PostForm } from '@shop/shared/forms';
import { useTranslation } from 'react-i18next';
import { setNewPassword } from '../../api/password-reset-api';
import { REFUSAL, fieldProblemsOf, refusalCodeOf } from '../../api/refusals';
import { Field } from '../../forms/field';
import formStyles from '../../forms/form.module.css';
import { type RuleMessage, checkForm, password as passwordRule } from '../../forms/rules';
import { useCheckedForm } from '../../forms/use-checked-form';
import { FormActions, FormOutcome } from '../../forms/form-actions';

/** What became of a refused save: the link no longer works, the password is refused (said next to it), or something else. */
type Refusal = { kind: 'link' } | { kind: 'password'; message: RuleMessage } | { kind: 'failed' };

function refusalOf(error: unknown): Refusal {
  if (statusOfApiError(error) !== 400) return { kind: 'failed' };
  if (refusalCodeOf(error) === REFUSAL.resetLinkInvalid) return { kind: 'link' };
  const problem = fieldProblemsOf(error).find(({ field }) => field === 'newPassword');
  if (!problem) return { kind: 'failed' };
  return { kind: 'password', message: { key: problem.code === REFUSAL.weakPassword ? 'account.passwordTooWeak' : 'account.invalidField' } };
}

/**
 * The new password, set with the token of the mailed link. `onDone` runs once it is saved (every
 * session of the person has ended); `onLinkInvalid` when the link has run out or been used.
 */
export function NewPasswordForm({ token, onDone, onLinkInvalid }: { token: string; onDone: () => void; onLinkInvalid: () => void }) {
  const { t } = useTranslation('account');
  const { values, errors, outcome, busy, field, submit } = useCheckedForm<{ newPassword: string }, 'failed'>({
    initial: { newPassword: '' },
    check: (typed) => checkForm(typed, { newPassword: [passwordRule] }),
    onSubmit: async ({ newPassword }) => {
      try {
        await setNewPassword(token, newPassword);
        onDone();
        return {};
      } catch (failure) {
        const refusal = refusalOf(failure);
        if (refusal.kind === 'link') onLinkInvalid();
        if (refusal.kind === 'password') return { errors: { newPassword: refusal.message } };
        return refusal.kind === 'failed' ? { outcome: 'failed' } : {};
      }
    },
  });

  return (
    <PostForm className={formStyles.form} onSubmit={(event) => void submit(event)} noValidate>
      <p>{t('passwordReset.setIntro')}</p>
      <Field
        label={t('passwordReset.newPassword')}
        name="newPassword"
        type="password"
        autoComplete="new-password"
        hint={t('organization.passwordHint')}
        value={values.newPassword}
        error={errors.newPassword}
        onValue={field('newPassword')}
      />
      {outcome === 'failed' && <FormOutcome ok={false}>{t('account.saveFailed')}</FormOutcome>}
      <FormActions busy={busy} label={t('passwordReset.save')} busyLabel={t('passwordReset.saving')} />
    </PostForm>
  );
}
