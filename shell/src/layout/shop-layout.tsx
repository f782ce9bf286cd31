import { localeOfPath, setLocale } from '@shop/shared';
import { useLayoutEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Header } from '../header/header';
import styles from './shop-layout.module.css';

/** The default layout of spec §2: header, page, footer. */
export function ShopLayout() {
  const { pathname } = useLocation();
  const locale = localeOfPath(pathname);
  // Before paint, so a page never shows in the language of the previous one.
  useLayoutEffect(() => setLocale(locale), [locale]);
  return (
    <div className={styles.page}>
      <Header locale={locale} />
      <main className={styles.main} id="main">
        <Outlet />
      </main>
    </div>
  );
}
