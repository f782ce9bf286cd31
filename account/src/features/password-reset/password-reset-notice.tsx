import { useTranslation } from 'react-i18next';
import formStyles from '../../forms/form.module.css';

/** Marks the login page the new-password page leads to once the password is set. */
export const PASSWORD_RESET_DONE = 'reset';

/** The login page after a new password was set from a mailed link (`?password=reset`). */
export function PasswordResetNotice({ reset }: { reset: string | null }) {
  const { t } = useTranslation('account');
  if (reset !== PASSWORD_RESET_DONE) return null;
  return (
    <p className={formStyles.success} role="status">
      {t('passwordReset.done')}
    </p>
  );
}
