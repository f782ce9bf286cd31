import { useTranslation } from 'react-i18next';
import formStyles from '../../forms/form.module.css';
import { ResendLink } from './resend-link';
import styles from './signup.module.css';

/** After registering: nobody is logged in until the link mailed to the login e-mail is opened. */
export function CheckYourEmail({ email, password, mailSent }: { email: string; password: string; mailSent: boolean }) {
  const { t } = useTranslation('account');
  return (
    <div className={styles.notice}>
      <p className={mailSent ? formStyles.success : formStyles.failure} role="status">
        {t('organization.created')} {mailSent ? t('signup.checkEmail', { email }) : t('signup.notSent', { email })}
      </p>
      {mailSent && <p className={formStyles.note}>{t('signup.checkEmailHint')}</p>}
      <ResendLink email={email} password={password} />
    </div>
  );
}
