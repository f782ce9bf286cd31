import { type Locale, getHref, useShopStore } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { managesPeople } from '../people/people-rules';
import styles from './account-nav.module.css';

type Section = 'company' | 'invoice' | 'contacts' | 'addresses' | 'orders' | 'profile' | 'people' | 'approvals';

/**
 * The account menu; sub-pages without a route of their own are the account route with ?page=…
 * The people and approval pages are listed for administrators only (the others' role cannot open them).
 */
export function AccountNav({ locale, section }: { locale: Locale; section: Section }) {
  const { t } = useTranslation('account');
  const access = useShopStore((state) => state.user?.access);
  const account = getHref('account', locale);
  const administrator = managesPeople(access);
  const items: Array<{ id: Section | 'logout'; href: string; label: string }> = [
    { id: 'company', href: account, label: t('account.navCompany') },
    { id: 'invoice', href: `${account}?page=invoice`, label: t('account.navInvoice') },
    { id: 'contacts', href: `${account}?page=contacts`, label: t('account.navContacts') },
    { id: 'addresses', href: `${account}?page=addresses`, label: t('account.navAddresses') },
    { id: 'orders', href: getHref('account-orders', locale), label: t('account.navOrders') },
    ...(administrator
      ? [
          { id: 'people' as const, href: getHref('account-people', locale), label: t('account.navPeople') },
          { id: 'approvals' as const, href: getHref('account-approvals', locale), label: t('account.navApprovals') },
        ]
      : []),
    { id: 'profile', href: getHref('account-profile', locale), label: t('account.navProfile') },
    { id: 'logout', href: getHref('account-logout', locale), label: t('account.navLogout') },
  ];
  return (
    <nav className={styles.nav} aria-label={t('account.navLabel')}>
      <h2 className={styles.heading}>{t('account.areaHeading')}</h2>
      <ul>
        {items.map((item) => (
          <li key={item.id}>
            <Link to={item.href} aria-current={item.id === section ? 'page' : undefined}>
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
