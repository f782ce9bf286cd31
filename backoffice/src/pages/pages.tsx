// Started first: the back-office's texts are in place before anything renders.
import '../state/start-backoffice';
import { RemoteRoot } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { AuditLog } from '../features/audit-log/audit-log';
import { InviteForm } from '../features/colleagues/invite-form';
import { ImportPage } from '../features/imports/import-page';
import { OrderSearch } from '../features/order-search/order-search';
import { OrganizationSearch } from '../features/organization-search/organization-search';
import { BackOrders } from '../features/waiting/back-orders';
import { OrderApprovals } from '../features/waiting/order-approvals';
import { WaitingOrganizations } from '../features/waiting/waiting-organizations';
import { type StaffLocale, type StaffRouteId, staffRouteId } from '../routes/staff-routes';
import StaffLoginPage from './login-page';
import StaffSetupPage from './setup-page';
import { StaffArea } from './staff-area';

/** What the shell hands a remote's pages: the language, the route's id and its parameters. */
export interface StaffPageProps {
  locale: StaffLocale;
  routeId: string;
  params: Record<string, string>;
}

function Screen({ locale, routeId }: { locale: StaffLocale; routeId: StaffRouteId }) {
  const { t } = useTranslation('backoffice');
  switch (routeId) {
    case 'staff-login':
      return <StaffLoginPage locale={locale} />;
    case 'staff-setup':
      return <StaffSetupPage locale={locale} />;
    case 'staff-organizations':
      return (
        <StaffArea locale={locale} routeId={routeId} heading={t('organizations.heading')}>
          <OrganizationSearch />
        </StaffArea>
      );
    case 'staff-orders':
      return (
        <StaffArea locale={locale} routeId={routeId} heading={t('orders.heading')}>
          <OrderSearch />
        </StaffArea>
      );
    case 'staff-colleagues':
      return (
        <StaffArea locale={locale} routeId={routeId} heading={t('colleagues.heading')}>
          <InviteForm />
        </StaffArea>
      );
    case 'staff-audit':
      return (
        <StaffArea locale={locale} routeId={routeId} heading={t('audit.heading')}>
          <p>{t('audit.intro')}</p>
          <AuditLog />
        </StaffArea>
      );
    case 'staff-import':
      return (
        <StaffArea locale={locale} routeId={routeId} heading={t('imports.heading')}>
          <ImportPage />
        </StaffArea>
      );
    case 'staff':
      return (
        <StaffArea locale={locale} routeId={routeId} heading={t('waiting.heading')}>
          <WaitingOrganizations />
          <OrderApprovals />
          <BackOrders />
        </StaffArea>
      );
  }
}

/** The back-office team's pages: the staff area. */
export default function StaffPages({ locale, routeId }: StaffPageProps) {
  const id = staffRouteId(routeId);
  return (
    <RemoteRoot remote="backoffice" release={process.env.SHOP_RELEASE}>
      {id && <Screen locale={locale} routeId={id} />}
    </RemoteRoot>
  );
}
