import { useShopTranslation, type RemotePageProps } from '@shop/shared';
import { RegistrationForm } from '../features/registration/registration-form';

export default function CreateAccountPage({ locale }: RemotePageProps) {
  const { t } = useShopTranslation();
  return (
    <section>
      <h1>{t('organization.createHeading')}</h1>
      <p>{t('organization.createIntro')}</p>
      <RegistrationForm locale={locale} />
    </section>
  );
}
