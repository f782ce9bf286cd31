import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { StaffLoginForm } from '../features/staff-login/staff-login-form';
import { staffReturnPath } from '../rules/return-path';
import { type StaffLocale, staffHref } from '../routes/staff-routes';
import styles from './staff-area.module.css';

/** The staff area's own login (never the customers'): password, then the second factor. */
export default function StaffLoginPage({ locale }: { locale: StaffLocale }) {
  const { t } = useTranslation('backoffice');
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const returnTo = staffReturnPath(search.get('returnTo')) ?? staffHref('staff', locale);
  return (
    <section className={styles.single} aria-labelledby="staff-page-heading">
      <h1 id="staff-page-heading">{t('login.heading')}</h1>
      <p>{t('login.intro')}</p>
      <StaffLoginForm onLoggedIn={() => void navigate(returnTo, { replace: true })} />
    </section>
  );
}
