import { getHref, useShopTranslation, type RemotePageProps } from '@shop/shared';
import { Link } from 'react-router';
import { LoginForm } from '../features/login-form/login-form';
import styles from './login-page.module.css';

export default function LoginPage({ locale }: RemotePageProps) {
  const { t } = useShopTranslation();
  return (
    <section className={styles.login}>
      <h1 className={styles.heading}>{t('account.loginHeading')}</h1>
      <LoginForm />
      <p className={styles.create}>
        {t('account.noAccount')} <Link to={getHref('account-create', locale)}>{t('account.createAccount')}</Link>
      </p>
    </section>
  );
}
