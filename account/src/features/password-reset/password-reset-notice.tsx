import { useTranslation } from 'react-i18next';
import formStyles from '../../forms/form.module.css';

/** Marks the login page the new-password page leads to once the password is set. */
export const PASSWORD_RESET_DONE = 'reset';
/** Marks the login page an invitation's page leads to once the invited person chose their password. */
export const INVITATION_DONE = 'invited';

/** The login page after a new password was set from a mailed link (`?password=reset`) or an invitation (`?password=invited`). */
export function PasswordResetNotice({ reset }: { reset: string | null }) {
  const { t } = useTranslation('account');
  if (reset !== PASSWORD_RESET_DONE && reset !== INVITATION_DONE) return null;
  return (
    <p className={formStyles.success} role="status">
      {reset === INVITATION_DONE ? t('passwordReset.invited') : t('passwordReset.done')}
    </p>
  );
}
