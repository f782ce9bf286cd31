import type { RemotePageProps } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { RegistrationForm } from '../features/registration/registration-form';

export default function CreateAccountPage({ locale }: RemotePageProps) {
  const { t } = useTranslation('account');
  return (
    <section>
      <h1>{t('organization.createHeading')}</h1>
      <p>{t('organization.createIntro')}</p>
      <RegistrationForm locale={locale} />
    </section>
  );
}
