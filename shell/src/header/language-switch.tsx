import { translatePath, useShopTranslation, type Locale } from '@shop/shared';
import { Link, useLocation } from 'react-router';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The same page in the other language, keeping query and product id; the choice is kept for 365 days. */
export function LanguageSwitch({ locale }: { locale: Locale }) {
  const { t } = useShopTranslation();
  const { pathname, search } = useLocation();
  const other: Locale = locale === 'nb' ? 'en' : 'nb';
  const remember = () => {
    const secure = window.location.protocol === 'https:' ? '; Secure' : '';
    document.cookie = `locale=${other}; Max-Age=${ONE_YEAR_SECONDS}; Path=/; SameSite=Lax${secure}`;
  };
  return (
    <Link to={translatePath(pathname, other) + search} lang={other} hrefLang={other} aria-label={t('header.otherLanguageLabel')} onClick={remember}>
      {t('header.otherLanguage')}
    </Link>
  );
}
