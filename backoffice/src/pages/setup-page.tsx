import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import ui from '../components/staff-ui.module.css';
import { SetupFlow } from '../features/setup/setup-flow';
import { type StaffLocale, staffHref } from '../routes/staff-routes';
import styles from './staff-area.module.css';

/** Where a set-up link leads (`?token=`): the token is kept by the page and taken out of the address. */
export default function StaffSetupPage({ locale }: { locale: StaffLocale }) {
  const { t } = useTranslation('backoffice');
  const [search, setSearch] = useSearchParams();
  const [token] = useState(() => search.get('token'));
  useEffect(() => {
    if (search.has('token')) setSearch({}, { replace: true });
  }, [search, setSearch]);
  return (
    <section className={styles.single} aria-labelledby="staff-page-heading">
      <h1 id="staff-page-heading">{t('setup.heading')}</h1>
      {token ? (
        <SetupFlow token={token} loginHref={staffHref('staff-login', locale)} />
      ) : (
        <p className={ui.failure} role="alert">
          {t('setup.noToken')}
        </p>
      )}
    </section>
  );
}
