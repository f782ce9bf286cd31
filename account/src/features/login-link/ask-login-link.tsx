import { statusOfApiError, useLocale } from '@shop/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { requestLoginLink } from '../../api/login-link-api';
import formStyles from '../../forms/form.module.css';
import { FormOutcome } from '../../forms/form-actions';

type State = 'idle' | 'busy' | 'sent' | 'limited' | 'failed';

/**
 * Offered by the login form while the account's logins wait (someone is guessing at it): a link
 * by mail that logs the owner in past the wait. The API answers alike for every address, so
 * "sent" says "if the address has an account".
 */
export function AskLoginLink({ email }: { email: string }) {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const [state, setState] = useState<State>('idle');

  async function ask() {
    setState('busy');
    try {
      await requestLoginLink(email, locale);
      setState('sent');
    } catch (failure) {
      setState(statusOfApiError(failure) === 429 ? 'limited' : 'failed');
    }
  }

  return (
    <div>
      <p>{t('loginLink.offer')}</p>
      <button type="button" className={formStyles.secondary} disabled={state === 'busy'} onClick={() => void ask()}>
        {state === 'busy' ? t('loginLink.asking') : t('loginLink.ask')}
      </button>
      {(state === 'sent' || state === 'limited' || state === 'failed') && <FormOutcome ok={state === 'sent'}>{t(`loginLink.${state}`, { email })}</FormOutcome>}
    </div>
  );
}
