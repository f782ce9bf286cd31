import { useTranslation } from 'react-i18next';
import formStyles from '../../forms/form.module.css';
import { ResendFeedback } from './resend-feedback';
import styles from './signup.module.css';
import { useResendLink } from './use-resend-link';

/** "Send a new link" for an address the page knows (the one just registered, or the one that tried to log in). */
export function ResendLink({ email }: { email: string }) {
  const { t } = useTranslation('account');
  const { state, send } = useResendLink();
  return (
    <div className={styles.resend}>
      <button type="button" className={formStyles.secondary} disabled={state === 'busy'} onClick={() => void send(email)}>
        {state === 'busy' ? t('signup.resending') : t('signup.resend')}
      </button>
      <ResendFeedback state={state} email={email} />
    </div>
  );
}
