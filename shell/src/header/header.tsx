import { useTranslation } from 'react-i18next';
import { CATEGORY_KEYS, getHref, useShopStore, type Locale } from '@shop/shared';
import { Link } from 'react-router-dom';
import { LoadingBar } from '../loading-bar/loading-bar';
import { CartLink } from './cart-link';
import styles from './header.module.css';
import { FilterIcon } from './icons';
import { LanguageSwitch } from './language-switch';
import { SearchBox } from './search-box';

export function Header({ locale }: { locale: Locale }) {
  const { t } = useTranslation();
  const isLoggedIn = useShopStore((state) => state.isLoggedIn);
  const filterMenuOpen = useShopStore((state) => state.filterMenuOpen);
  const toggleFilterMenu = useShopStore((state) => state.toggleFilterMenu);
  return (
    <header className={styles.header}>
      {/* Fixed at the window's top; inside the banner landmark, so no content is left outside one. */}
      <LoadingBar />
      <div className={styles.top}>
        {/* Named by its visible text, the shop's name, so speech control finds it by what it says. */}
        <Link to={getHref('front', locale)} className={styles.logo}>
          <span className={styles.logoMark} aria-hidden="true" />
          <span className={styles.logoText}>{t('shop.name')}</span>
        </Link>
        <SearchBox />
        <nav className={styles.user} aria-label={t('header.userLinks')}>
          {isLoggedIn ? (
            <Link to={getHref('account-profile', locale)}>{t('header.profile')}</Link>
          ) : (
            <>
              <Link to={getHref('account-login', locale)}>{t('header.login')}</Link>
              <Link to={getHref('account-create', locale)}>{t('header.createAccount')}</Link>
            </>
          )}
          <LanguageSwitch locale={locale} />
          <CartLink locale={locale} />
        </nav>
      </div>
      <div className={styles.categoriesRow}>
        <button
          type="button"
          className={styles.filterButton}
          aria-expanded={filterMenuOpen}
          aria-controls="shop-filter-panel"
          onClick={() => toggleFilterMenu()}
        >
          <FilterIcon />
          {t('navigation.filter')}
        </button>
        <nav className={styles.categories} aria-label={t('header.categories')}>
          {CATEGORY_KEYS.map((key) => (
            <Link key={key} to={getHref(`category:${key}`, locale)}>
              {t(`categories.${key}`)}
            </Link>
          ))}
        </nav>
      </div>
    </header>
  );
}
