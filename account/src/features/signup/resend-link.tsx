import { useTranslation } from 'react-i18next';
import formStyles from '../../forms/form.module.css';
import { ResendFeedback } from './resend-feedback';
import styles from './signup.module.css';
import { useResendLink } from './use-resend-link';

/**
 * "Send a new link" for a registration the page knows (the one just made, or the one that tried to
 * log in): its e-mail and password, as the API sends a link only to the registration they prove.
 */
export function ResendLink({ email, password }: { email: string; password: string }) {
  const { t } = useTranslation('account');
  const { state, send } = useResendLink();
  return (
    <div className={styles.resend}>
      <button type="button" className={formStyles.secondary} disabled={state === 'busy'} onClick={() => void send(email, password)}>
        {state === 'busy' ? t('signup.resending') : t('signup.resend')}
      </button>
      <ResendFeedback state={state} email={email} />
    </div>
  );
}
