import { useTranslation } from 'react-i18next';
import { getHref, useShopStore, useLocale } from '@shop/shared';
import { Link } from 'react-router-dom';
import { CartLink } from '../header/cart-link';
import { FilterIcon, MenuIcon, UserIcon } from '../header/icons';
import styles from './mobile-bottom-bar.module.css';

/** Phones: a bar at the bottom with menu, filter, account and cart (spec §2). */
export function MobileBottomBar() {
  const { t } = useTranslation();
  const locale = useLocale();
  const mobileMenuOpen = useShopStore((state) => state.mobileMenuOpen);
  const filterMenuOpen = useShopStore((state) => state.filterMenuOpen);
  const toggleMobileMenu = useShopStore((state) => state.toggleMobileMenu);
  const toggleFilterMenu = useShopStore((state) => state.toggleFilterMenu);
  const isLoggedIn = useShopStore((state) => state.isLoggedIn);
  return (
    <nav className={styles.bar} aria-label={t('navigation.mobileBar')} data-testid="mobile-bottom-bar">
      <button type="button" aria-expanded={mobileMenuOpen} aria-controls="shop-mobile-menu" onClick={() => toggleMobileMenu()}>
        <MenuIcon />
        <span>{t('navigation.menu')}</span>
      </button>
      <button type="button" aria-expanded={filterMenuOpen} aria-controls="shop-filter-panel" onClick={() => toggleFilterMenu()}>
        <FilterIcon />
        <span>{t('navigation.filter')}</span>
      </button>
      <Link to={getHref(isLoggedIn ? 'account' : 'account-login', locale)}>
        <UserIcon />
        <span>{isLoggedIn ? t('header.profile') : t('header.login')}</span>
      </Link>
      <CartLink locale={locale} className={styles.cart} testId="mobile-cart" />
    </nav>
  );
}
