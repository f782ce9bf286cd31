import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import ui from '../components/staff-ui.module.css';
import { type StaffLocale, type StaffRouteId, staffHref } from '../routes/staff-routes';
import { logOutStaff } from '../state/staff-actions';
import styles from './staff-area.module.css';

const SECTIONS = [
  { id: 'staff', label: 'common.navWaiting' },
  { id: 'staff-organizations', label: 'common.navOrganizations' },
  { id: 'staff-orders', label: 'common.navOrders' },
  { id: 'staff-colleagues', label: 'common.navColleagues' },
  { id: 'staff-import', label: 'common.navImports' },
  { id: 'staff-audit', label: 'common.navAudit' },
] as const;

/** The staff area's sections, who is logged in, and the way out. */
export function StaffNav({ locale, current, email }: { locale: StaffLocale; current: StaffRouteId; email: string }) {
  const { t } = useTranslation('backoffice');
  const navigate = useNavigate();
  const logOut = () => {
    // Whatever the API answers, the staff member is out here; the login page is where they land.
    void logOutStaff()
      .catch(() => undefined)
      .then(() => navigate(staffHref('staff-login', locale), { replace: true }));
  };
  return (
    <nav className={styles.nav} aria-label={t('common.navLabel')}>
      <ul>
        {SECTIONS.map((section) => (
          <li key={section.id}>
            <Link to={staffHref(section.id, locale)} aria-current={section.id === current ? 'page' : undefined}>
              {t(section.label)}
            </Link>
          </li>
        ))}
      </ul>
      <p className={styles.who}>{t('common.loggedInAs', { email })}</p>
      <button type="button" className={ui.secondary} onClick={logOut}>
        {t('common.logOut')}
      </button>
    </nav>
  );
}
