import { type Locale, loginRedirectHref, useShopStore } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { AccountNav } from '../features/account-nav/account-nav';
import { ContactPersons } from '../features/contact-persons/contact-persons';
import { DeliveryAddresses } from '../features/delivery-addresses/delivery-addresses';
import { OrganizationDetails } from '../features/organization-details/organization-details';
import { OrdersList } from '../features/orders-list/orders-list';
import { ProfilePanel } from '../features/profile/profile-panel';
import styles from './account-area.module.css';

export type AccountSection = 'company' | 'invoice' | 'contacts' | 'addresses' | 'orders' | 'profile';

function Section({ section }: { section: AccountSection }) {
  switch (section) {
    case 'company':
    case 'invoice':
      return <OrganizationDetails part={section} />;
    case 'contacts':
      return <ContactPersons />;
    case 'addresses':
      return <DeliveryAddresses />;
    case 'orders':
      return <OrdersList />;
    case 'profile':
      return <ProfilePanel />;
  }
}

/** The account area: its menu beside the chosen section. The shell's auth guard lets only users in. */
export function AccountArea({ locale, section }: { locale: Locale; section: AccountSection }) {
  const { t } = useTranslation('account');
  const { pathname, search } = useLocation();
  const user = useShopStore((state) => state.user);
  if (!user) {
    // Rendered on its own (the remote's dev server) there is no guard in front of it.
    return <Link to={loginRedirectHref(locale, pathname + search)}>{t('account.loginHeading')}</Link>;
  }
  return (
    <div className={styles.area}>
      <AccountNav locale={locale} section={section} />
      <div className={styles.content}>
        <p className={styles.who}>
          {user.name} · {user.organization.name}
        </p>
        <Section section={section} />
      </div>
    </div>
  );
}
