import { statusOfApiError, useLocale } from '@shop/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { requestPasswordReset } from '../../api/password-reset-api';
import { Field } from '../../forms/field';
import formStyles from '../../forms/form.module.css';
import { type RuleMessage, checkValue, email as emailRule } from '../../forms/rules';

type RequestState = 'idle' | 'busy' | 'sent' | 'limited' | 'failed';

/**
 * "Forgot password?": the login e-mail gets a link to set a new one. The API answers alike for
 * every address, so "sent" says "if the address has an account": the page cannot know more.
 */
export function RequestLinkForm() {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<RuleMessage | null>(null);
  const [state, setState] = useState<RequestState>('idle');

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = checkValue(email, [emailRule]);
    setError(problem);
    if (problem !== null) return;
    setState('busy');
    try {
      await requestPasswordReset(email.trim(), locale);
      setState('sent');
    } catch (failure) {
      setState(statusOfApiError(failure) === 429 ? 'limited' : 'failed');
    }
  }

  return (
    <form className={formStyles.form} onSubmit={(event) => void submit(event)} noValidate>
      <p>{t('passwordReset.requestIntro')}</p>
      <Field label={t('account.email')} name="email" type="email" autoComplete="username" value={email} error={error ?? undefined} onValue={setEmail} />
      {state === 'sent' && (
        <p className={formStyles.success} role="status">
          {t('passwordReset.sent', { email: email.trim() })}
        </p>
      )}
      {(state === 'limited' || state === 'failed') && (
        <p className={formStyles.failure} role="alert">
          {t(state === 'limited' ? 'passwordReset.limited' : 'passwordReset.failed')}
        </p>
      )}
      <div className={formStyles.actions}>
        <button type="submit" className={formStyles.primary} disabled={state === 'busy'}>
          {state === 'busy' ? t('passwordReset.sending') : t('passwordReset.send')}
        </button>
      </div>
    </form>
  );
}
