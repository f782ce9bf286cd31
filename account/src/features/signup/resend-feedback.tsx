import { useTranslation } from 'react-i18next';
import formStyles from '../../forms/form.module.css';
import type { ResendState } from './use-resend-link';

/**
 * What became of the request for a new link. "Sent" says "if the address is waiting": the API
 * answers alike for every address, so the page cannot know more.
 */
export function ResendFeedback({ state, email }: { state: ResendState; email: string }) {
  const { t } = useTranslation('account');
  if (state === 'sent') {
    return (
      <p className={formStyles.success} role="status">
        {t('signup.resent', { email })}
      </p>
    );
  }
  if (state === 'limited' || state === 'failed') {
    return (
      <p className={formStyles.failure} role="alert">
        {t(state === 'limited' ? 'signup.resendLimited' : 'signup.resendFailed')}
      </p>
    );
  }
  return null;
}
