import { statusOfApiError } from '@shop/shared';
import { PostForm } from '@shop/shared/forms';
import { useTranslation } from 'react-i18next';
import { REFUSAL, fieldProblemsOf, refusalCodeOf } from '../api/refusals';
import { Field } from './field';
import { FormActions, FormOutcome } from './form-actions';
import formStyles from './form.module.css';
import { type RuleMessage, checkForm, password as passwordRule } from './rules';
import { useCheckedForm } from './use-checked-form';

/** What became of a refused save: the link no longer works, the password is refused (said next to it), or something else. */
type Refusal = { linkInvalid: true } | { password: RuleMessage } | { outcome: 'failed' | 'other' };

export interface PasswordSettingFormProps {
  /** Saves the new password with the mailed link's token; throws the API's refusal. */
  save: (newPassword: string) => Promise<unknown>;
  /** The refusal code of a mailed link that has run out or been used (400). */
  linkRefusal: string;
  /** A refusal this form says in its own words under the form: which one, and the words. */
  otherRefusal?: { is: (error: unknown) => boolean; text: string };
  texts: { intro: string; password: string; save: string; saving: string };
  onDone: () => void;
  onLinkInvalid: () => void;
}

function refusalOf(error: unknown, { linkRefusal, otherRefusal }: Pick<PasswordSettingFormProps, 'linkRefusal' | 'otherRefusal'>): Refusal {
  if (otherRefusal?.is(error)) return { outcome: 'other' };
  if (statusOfApiError(error) !== 400) return { outcome: 'failed' };
  if (refusalCodeOf(error) === linkRefusal) return { linkInvalid: true };
  const problem = fieldProblemsOf(error).find(({ field }) => field === 'newPassword');
  if (!problem) return { outcome: 'failed' };
  return { password: { key: problem.code === REFUSAL.weakPassword ? 'account.passwordTooWeak' : 'account.invalidField' } };
}

/**
 * A new password set with a mailed link's token (a password reset, an invitation), with the
 * registration's rules and messages. `onDone` once it is saved; `onLinkInvalid` when the link no
 * longer works.
 */
export function PasswordSettingForm({ save, linkRefusal, otherRefusal, texts, onDone, onLinkInvalid }: PasswordSettingFormProps) {
  const { t } = useTranslation('account');
  const { values, errors, outcome, busy, field, submit } = useCheckedForm<{ newPassword: string }, 'failed' | 'other'>({
    initial: { newPassword: '' },
    check: (typed) => checkForm(typed, { newPassword: [passwordRule] }),
    onSubmit: async ({ newPassword }) => {
      try {
        await save(newPassword);
        onDone();
        return {};
      } catch (failure) {
        const refusal = refusalOf(failure, { linkRefusal, otherRefusal });
        if ('linkInvalid' in refusal) onLinkInvalid();
        if ('password' in refusal) return { errors: { newPassword: refusal.password } };
        return 'outcome' in refusal ? { outcome: refusal.outcome } : {};
      }
    },
  });

  return (
    <PostForm className={formStyles.form} onSubmit={(event) => void submit(event)} noValidate>
      <p>{texts.intro}</p>
      <Field
        label={texts.password}
        name="newPassword"
        type="password"
        autoComplete="new-password"
        hint={t('organization.passwordHint')}
        value={values.newPassword}
        error={errors.newPassword}
        onValue={field('newPassword')}
      />
      {outcome === 'failed' && <FormOutcome ok={false}>{t('account.saveFailed')}</FormOutcome>}
      {outcome === 'other' && otherRefusal && <FormOutcome ok={false}>{otherRefusal.text}</FormOutcome>}
      <FormActions busy={busy} label={texts.save} busyLabel={texts.saving} />
    </PostForm>
  );
}
