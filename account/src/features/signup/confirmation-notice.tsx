import { useTranslation } from 'react-i18next';
import formStyles from '../../forms/form.module.css';
import { NewLinkForm } from './new-link-form';
import styles from './signup.module.css';

/**
 * The login page after a confirmation link was opened (`?confirmed=` from GET
 * /api/auth/confirm-email): confirmed now (`1`), confirmed before (`already`), a new login e-mail
 * confirmed (`email`), or a link that no longer works (`expired`), with a form for a new one.
 */
export function ConfirmationNotice({ confirmed }: { confirmed: string | null }) {
  const { t } = useTranslation('account');
  if (confirmed === 'expired') return <NewLinkForm />;
  const key = confirmed === '1' ? 'signup.confirmed' : confirmed === 'already' ? 'signup.alreadyConfirmed' : confirmed === 'email' ? 'signup.emailChanged' : null;
  if (key === null) return null;
  return (
    <p className={`${formStyles.success} ${styles.notice}`} role="status">
      {t(key)}
    </p>
  );
}
