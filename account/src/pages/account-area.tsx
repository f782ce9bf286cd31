import { type Locale, loginRedirectHref, useShopStore } from '@shop/shared';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { AccountNav } from '../features/account-nav/account-nav';
import { DeliveryAddresses } from '../features/delivery-addresses/delivery-addresses';
import { OrganizationDetails } from '../features/organization-details/organization-details';
import { OrdersList } from '../features/orders-list/orders-list';
import styles from './account-area.module.css';

// The profile (name, login e-mail, password) and the contact persons are seldom changed: their
// forms load when they are opened.
const ProfilePanel = lazy(() => import(/* webpackChunkName: "profile" */ '../features/profile/profile-panel').then((module) => ({ default: module.ProfilePanel })));
const ContactPersons = lazy(() => import(/* webpackChunkName: "contacts" */ '../features/contact-persons/contact-persons').then((module) => ({ default: module.ContactPersons })));
// One order's page is opened from the orders list: the list's visitors need not load it.
// The people and approval pages are their administrators' alone.
const PeoplePage = lazy(() => import(/* webpackChunkName: "people" */ '../features/people/people-page').then((module) => ({ default: module.PeoplePage })));
const ApprovalsPage = lazy(() => import(/* webpackChunkName: "approvals" */ '../features/approvals/approvals-page').then((module) => ({ default: module.ApprovalsPage })));
const OrderDetailPage = lazy(() => import(/* webpackChunkName: "order-detail" */ '../features/order-detail/order-detail-page').then((module) => ({ default: module.OrderDetailPage })));

export type AccountSection = 'company' | 'invoice' | 'contacts' | 'addresses' | 'orders' | 'order' | 'profile' | 'people' | 'approvals';

function Section({ section, orderId }: { section: AccountSection; orderId?: string }) {
  switch (section) {
    case 'company':
    case 'invoice':
      return <OrganizationDetails part={section} />;
    case 'contacts':
      return (
        <Suspense fallback={null}>
          <ContactPersons />
        </Suspense>
      );
    case 'addresses':
      return <DeliveryAddresses />;
    case 'orders':
      return <OrdersList />;
    case 'order':
      return (
        <Suspense fallback={null}>
          <OrderDetailPage orderId={orderId} />
        </Suspense>
      );
    case 'profile':
      return (
        <Suspense fallback={null}>
          <ProfilePanel />
        </Suspense>
      );
    case 'people':
      return (
        <Suspense fallback={null}>
          <PeoplePage />
        </Suspense>
      );
    case 'approvals':
      return (
        <Suspense fallback={null}>
          <ApprovalsPage />
        </Suspense>
      );
  }
}

/**
 * The account area: its menu beside the chosen section (`orderId`: the order the `order` section
 * shows). The shell's auth guard lets only users in.
 */
export function AccountArea({ locale, section, orderId }: { locale: Locale; section: AccountSection; orderId?: string }) {
  const { t } = useTranslation('account');
  const { pathname, search } = useLocation();
  const user = useShopStore((state) => state.user);
  if (!user) {
    // Rendered on its own (the remote's dev server) there is no guard in front of it.
    return <Link to={loginRedirectHref(locale, pathname + search)}>{t('account.loginHeading')}</Link>;
  }
  return (
    <div className={styles.area}>
      <AccountNav locale={locale} section={section === 'order' ? 'orders' : section} />
      <div className={styles.content}>
        <p className={styles.who}>
          {user.name} · {user.organization.name}
        </p>
        <Section section={section} orderId={orderId} />
      </div>
    </div>
  );
}
