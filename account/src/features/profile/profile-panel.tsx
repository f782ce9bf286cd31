import { useTranslation } from 'react-i18next';
import { PasswordForm } from './password-form';
import { ProfileForm } from './profile-form';

/** The user's own name, e-mail and phone, and a password change. */
export function ProfilePanel() {
  const { t } = useTranslation('account');
  return (
    <section>
      <h1>{t('account.profileHeading')}</h1>
      <ProfileForm />
      <h2>{t('account.passwordHeading')}</h2>
      <PasswordForm />
    </section>
  );
}
