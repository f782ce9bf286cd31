import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { useLocale, type Locale } from '@shop/shared';
import { Link, useLocation } from 'react-router-dom';
import styles from './breadcrumbs.module.css';
import { breadcrumbs, type Crumb } from './breadcrumbs-rules';

/** The trail of spec §2; `lastLabel` is a product's title on a product page. */
export function useCrumbs(lastLabel?: string): Crumb[] {
  const { t } = useTranslation();
  const locale = useLocale();
  const { pathname, search } = useLocation();
  return crumbsOf(pathname, search, locale, t, lastLabel);
}

/** The trail of `pathname` (and its query) with the shell's texts (`t` in the page's language). */
export function crumbsOf(pathname: string, search: string, locale: Locale, t: TFunction, lastLabel?: string): Crumb[] {
  const pageNames = { login: t('navigation.loginPage'), logout: t('navigation.logoutPage'), callback: t('navigation.callbackPage') };
  return breadcrumbs(pathname, locale, t('navigation.frontpage'), lastLabel, pageNames, { search, notFound: t('navigation.notFoundPage') });
}

export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  const { t } = useTranslation();
  return (
    <nav className={styles.breadcrumbs} aria-label={t('navigation.breadcrumbs')}>
      <ol>
        {crumbs.map((crumb, index) =>
          index === crumbs.length - 1 ? (
            <li key={crumb.href} aria-current="page">
              {crumb.label}
            </li>
          ) : (
            <li key={crumb.href}>
              <Link to={crumb.href}>{crumb.label}</Link>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
