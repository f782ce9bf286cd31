import { CATEGORY_KEYS, getHref, translatePath, useShopStore, useShopTranslation, type Locale } from '@shop/shared';
import { Link, useLocation } from 'react-router';
import { CartLink } from './cart-link';
import styles from './header.module.css';

export function Header({ locale }: { locale: Locale }) {
  const { t } = useShopTranslation();
  const { pathname, search } = useLocation();
  const isLoggedIn = useShopStore((state) => state.isLoggedIn);
  const otherLocale: Locale = locale === 'nb' ? 'en' : 'nb';
  return (
    <header className={styles.header}>
      <div className={styles.top}>
        <Link to={getHref('front', locale)} className={styles.logo} aria-label={t('header.home')}>
          <span className={styles.logoMark} aria-hidden="true" />
          {t('shop.name')}
        </Link>
        <nav className={styles.user} aria-label={t('header.login')}>
          {isLoggedIn ? (
            <Link to={getHref('account-profile', locale)}>{t('header.profile')}</Link>
          ) : (
            <>
              <Link to={getHref('account-login', locale)}>{t('header.login')}</Link>
              <Link to={getHref('account-create', locale)}>{t('header.createAccount')}</Link>
            </>
          )}
          <Link
            to={translatePath(pathname, otherLocale) + search}
            lang={otherLocale}
            aria-label={t('header.otherLanguageLabel')}
          >
            {t('header.otherLanguage')}
          </Link>
          <CartLink locale={locale} />
        </nav>
      </div>
      <nav className={styles.categories} aria-label={t('header.categories')}>
        {CATEGORY_KEYS.map((key) => (
          <Link key={key} to={getHref(`category:${key}`, locale)}>
            {t(`categories.${key}`)}
          </Link>
        ))}
      </nav>
    </header>
  );
}
