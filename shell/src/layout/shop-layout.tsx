import { useTranslation } from 'react-i18next';
import { localeOfPath, setLocale, useShopStore } from '@shop/shared';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { recordPageView } from '../analytics/page-views';
import { Breadcrumbs, useCrumbs } from '../breadcrumbs/breadcrumbs';
import { ConsentBar } from '../consent/consent-bar';
import { Footer } from '../footer/footer';
import { Header } from '../header/header';
import { FilterPanel } from '../menus/filter-panel';
import { MobileBottomBar } from '../menus/mobile-bottom-bar';
import { MobileMenu } from '../menus/mobile-menu';
import { applyFetchedShopFont } from '../start-up/shop-font';
import { documentTitleOf } from './document-title';
import styles from './shop-layout.module.css';

/** The default layout of spec §2 (header, breadcrumbs, footer) with the mobile bar, menus and consent bar. */
export function ShopLayout({ children }: { children?: React.ReactNode }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const locale = localeOfPath(pathname);
  const pageTitle = useShopStore((state) => state.pageTitle);
  const closeMenus = useShopStore((state) => state.closeMenus);
  const setPageTitle = useShopStore((state) => state.setPageTitle);
  const documentTitle = useShopStore((state) => state.documentTitle);
  const setDocumentTitle = useShopStore((state) => state.setDocumentTitle);
  const crumbs = useCrumbs(pageTitle ?? undefined);
  const isFront = crumbs.length === 1;

  // Before paint, so a page never shows in the language of the previous one. Again on every
  // navigation: texts that could not be fetched (server down) are tried once more.
  useLayoutEffect(() => void setLocale(locale), [locale, pathname]);
  // Menus close on navigation, the titles of the last page go, and Inter, if fetched meanwhile, is
  // named (the new page is laid out anyway: shop-font.ts). A layout effect runs before the
  // pages' own (passive) effects, so a page that sets its title on arrival keeps it. Not on the
  // first page: its title is the one the server rendered it with (the page's session block).
  const shownPath = useRef(pathname);
  useLayoutEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    closeMenus();
    applyFetchedShopFont();
    setPageTitle(null);
    setDocumentTitle(null);
  }, [pathname, closeMenus, setPageTitle, setDocumentTitle]);
  useEffect(() => recordPageView(pathname), [pathname]);
  const title = documentTitle ?? documentTitleOf(crumbs, { shopName: t('shop.name'), tagline: t('shop.tagline') });
  // The title as a string, so the effect runs when it changes rather than on every render (the
  // crumbs are a new list each time); the browser's title is only written when it differs.
  useEffect(() => {
    if (document.title !== title) document.title = title;
  }, [title]);

  return (
    <div className={styles.page}>
      <a href="#main" className={styles.skip}>
        {t('navigation.skipToContent')}
      </a>
      <Header locale={locale} />
      {isFront ? null : <Breadcrumbs crumbs={crumbs} />}
      <main className={styles.main} id="main" tabIndex={-1}>
        {children ?? <Outlet />}
      </main>
      <Footer />
      <MobileBottomBar />
      <MobileMenu />
      <FilterPanel />
      <ConsentBar />
    </div>
  );
}
