import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import ui from '../components/staff-ui.module.css';
import { type StaffLocale, type StaffRouteId, staffHref } from '../routes/staff-routes';
import { checkStaff } from '../state/staff-actions';
import { useStaffStore } from '../state/use-staff-store';
import { StaffNav } from './staff-nav';
import styles from './staff-area.module.css';

/**
 * A page of the staff area for a logged-in staff member: the area's navigation and the page. Asks
 * the staff session once (unless the server's render already did); nobody there is sent to the
 * staff login, which returns here. A customer's session counts for nothing here.
 */
export function StaffArea({ locale, routeId, heading, children }: { locale: StaffLocale; routeId: StaffRouteId; heading: string; children: ReactNode }) {
  const { t } = useTranslation('backoffice');
  const member = useStaffStore((state) => state.member);
  const checked = useStaffStore((state) => state.checked);
  const [failed, setFailed] = useState(false);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();

  useEffect(() => {
    if (checked || failed) return;
    checkStaff().catch(() => setFailed(true));
  }, [checked, failed]);

  useEffect(() => {
    if (checked && member === null) {
      void navigate(`${staffHref('staff-login', locale)}?returnTo=${encodeURIComponent(pathname + search)}`, { replace: true });
    }
  }, [checked, member, navigate, locale, pathname, search]);

  if (failed) {
    return (
      <p className={ui.failure} role="alert">
        {t('common.loadFailed')}{' '}
        <button type="button" className={ui.secondary} onClick={() => setFailed(false)}>
          {t('common.retry')}
        </button>
      </p>
    );
  }
  if (member === null) {
    return (
      <p role="status" aria-busy="true">
        {t('common.loading')}
      </p>
    );
  }
  return (
    <div className={styles.area}>
      <StaffNav locale={locale} current={routeId} email={member.email} />
      <section className={styles.page} aria-labelledby="staff-page-heading">
        <h1 id="staff-page-heading">{heading}</h1>
        {children}
      </section>
    </div>
  );
}
