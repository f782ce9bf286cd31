import { statusOfApiError, useLocale } from '@shop/shared';
import { PostForm } from '@shop/shared/forms';
import { useTranslation } from 'react-i18next';
import { requestPasswordReset } from '../../api/password-reset-api';
import { Field } from '../../forms/field';
import formStyles from '../../forms/form.module.css';
import { FormActions, FormOutcome } from '../../forms/form-actions';
import { checkForm, email as emailRule } from '../../forms/rules';
import { useCheckedForm } from '../../forms/use-checked-form';

type Outcome = 'sent' | 'limited' | 'failed';

/**
 * "Forgot password?": the login e-mail gets a link to set a new one. The API answers alike for
 * every address, so "sent" says "if the address has an account": the page cannot know more.
 */
export function RequestLinkForm() {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const { values, errors, outcome, busy, field, submit } = useCheckedForm<{ email: string }, Outcome>({
    initial: { email: '' },
    check: (typed) => checkForm(typed, { email: [emailRule] }),
    onSubmit: async (typed) => {
      try {
        await requestPasswordReset(typed.email.trim(), locale);
        return { outcome: 'sent' };
      } catch (failure) {
        return { outcome: statusOfApiError(failure) === 429 ? 'limited' : 'failed' };
      }
    },
  });

  return (
    <PostForm className={formStyles.form} onSubmit={(event) => void submit(event)} noValidate>
      <p>{t('passwordReset.requestIntro')}</p>
      <Field label={t('account.email')} name="email" type="email" autoComplete="username" value={values.email} error={errors.email} onValue={field('email')} />
      {outcome && (
        <FormOutcome ok={outcome === 'sent'}>
          {t(outcome === 'sent' ? 'passwordReset.sent' : outcome === 'limited' ? 'passwordReset.limited' : 'passwordReset.failed', { email: values.email.trim() })}
        </FormOutcome>
      )}
      <FormActions busy={busy} label={t('passwordReset.send')} busyLabel={t('passwordReset.sending')} />
    </PostForm>
  );
}
