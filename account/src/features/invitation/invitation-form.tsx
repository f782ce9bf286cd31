import { statusOfApiError } from '@shop/shared';
import { PostForm } from '@shop/shared/forms';
import { useTranslation } from 'react-i18next';
import { completeInvitation } from '../../api/people-api';
import { REFUSAL, fieldProblemsOf, refusalCodeOf } from '../../api/refusals';
import { Field } from '../../forms/field';
import { FormActions, FormOutcome } from '../../forms/form-actions';
import formStyles from '../../forms/form.module.css';
import { type RuleMessage, checkForm, password as passwordRule } from '../../forms/rules';
import { useCheckedForm } from '../../forms/use-checked-form';

type Outcome = 'failed' | 'emailTaken';

/** What a refused save means: the link no longer works, the password is refused (said next to it), the address logs in elsewhere, or else. */
function refusalOf(error: unknown): { kind: 'link' } | { kind: 'password'; message: RuleMessage } | { kind: Outcome } {
  const status = statusOfApiError(error);
  if (status === 409 && refusalCodeOf(error) === REFUSAL.loginEmailTaken) return { kind: 'emailTaken' };
  if (status !== 400) return { kind: 'failed' };
  if (refusalCodeOf(error) === REFUSAL.invitationInvalid) return { kind: 'link' };
  const problem = fieldProblemsOf(error).find(({ field }) => field === 'newPassword');
  if (!problem) return { kind: 'failed' };
  return { kind: 'password', message: { key: problem.code === REFUSAL.weakPassword ? 'account.passwordTooWeak' : 'account.invalidField' } };
}

/**
 * The invited person's own password, with the registration's rules and messages. `onDone` once it
 * is saved (then they log in); `onLinkInvalid` when the invitation has run out, been withdrawn or used.
 */
export function InvitationForm({ token, onDone, onLinkInvalid }: { token: string; onDone: () => void; onLinkInvalid: () => void }) {
  const { t } = useTranslation('account');
  const { values, errors, outcome, busy, field, submit } = useCheckedForm<{ newPassword: string }, Outcome>({
    initial: { newPassword: '' },
    check: (typed) => checkForm(typed, { newPassword: [passwordRule] }),
    onSubmit: async ({ newPassword }) => {
      try {
        await completeInvitation(token, newPassword);
        onDone();
        return {};
      } catch (failure) {
        const refusal = refusalOf(failure);
        if (refusal.kind === 'link') onLinkInvalid();
        if (refusal.kind === 'password') return { errors: { newPassword: refusal.message } };
        return refusal.kind === 'link' ? {} : { outcome: refusal.kind };
      }
    },
  });

  return (
    <PostForm className={formStyles.form} onSubmit={(event) => void submit(event)} noValidate>
      <p>{t('people.invitationIntro')}</p>
      <Field
        label={t('people.invitationPassword')}
        name="newPassword"
        type="password"
        autoComplete="new-password"
        hint={t('organization.passwordHint')}
        value={values.newPassword}
        error={errors.newPassword}
        onValue={field('newPassword')}
      />
      {outcome === 'failed' && <FormOutcome ok={false}>{t('account.saveFailed')}</FormOutcome>}
      {outcome === 'emailTaken' && <FormOutcome ok={false}>{t('people.invitationEmailTaken')}</FormOutcome>}
      <FormActions busy={busy} label={t('people.invitationSave')} busyLabel={t('people.invitationSaving')} />
    </PostForm>
  );
}
