import { type Locale, getHref } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styles from './account-nav.module.css';

type Section = 'company' | 'invoice' | 'contacts' | 'addresses' | 'orders' | 'profile';

/** The account menu; sub-pages without a route of their own are the account route with ?page=… */
export function AccountNav({ locale, section }: { locale: Locale; section: Section }) {
  const { t } = useTranslation('account');
  const account = getHref('account', locale);
  const items: Array<{ id: Section | 'logout'; href: string; label: string }> = [
    { id: 'company', href: account, label: t('account.navCompany') },
    { id: 'invoice', href: `${account}?page=invoice`, label: t('account.navInvoice') },
    { id: 'contacts', href: `${account}?page=contacts`, label: t('account.navContacts') },
    { id: 'addresses', href: `${account}?page=addresses`, label: t('account.navAddresses') },
    { id: 'orders', href: getHref('account-orders', locale), label: t('account.navOrders') },
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
