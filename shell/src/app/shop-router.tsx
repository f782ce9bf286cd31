import { LOCALES, ROUTES } from '@shop/shared';
import { useEffect } from 'react';
import { BrowserRouter, Outlet, Route, Routes, useLocation } from 'react-router-dom';
import { RouteErrorBoundary } from '../errors/route-error-page';
import { ShopLayout } from '../layout/shop-layout';
import { NotFoundPage } from '../pages/not-found-page';
import { useIsNotFoundPath } from '../pages/page-status';
import { RoutePage } from './route-page';

/** The shop's chrome around every page; a page that throws gets the error page inside it. */
function LayoutRoute() {
  const { pathname } = useLocation();
  // An address the server found no page for, though its route exists (a product that does not).
  const notFound = useIsNotFoundPath(pathname);
  return (
    <ShopLayout>
      <RouteErrorBoundary key={pathname}>
        {notFound ? <NotFoundPage /> : <Outlet />}
      </RouteErrorBoundary>
    </ShopLayout>
  );
}

// Every path of the shared route table, in both languages, renders inside the shop layout. The
// declarative router is enough: pages load their own data, so no route has a loader.
const pages = ROUTES.flatMap((route) =>
  LOCALES.map((locale) => <Route key={`${route.id}:${locale}`} path={route.paths[locale]} element={<RoutePage route={route} locale={locale} />} />),
);

/** The shop's routes, under whichever router the page has: the browser's, or the server's for one address. */
export function ShopRoutes() {
  return (
    <Routes>
      <Route element={<LayoutRoute />}>
        {pages}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}

/**
 * Marks the page ready (`data-ready` on <html>) once the shell's part answers input: hydrated, on a
 * page rendered on the server. Each remote's part says so on its own root (RemoteRoot).
 */
function ReadyMark() {
  useEffect(() => {
    document.documentElement.setAttribute('data-ready', '');
  }, []);
  return null;
}

export function ShopRouter() {
  return (
    <BrowserRouter>
      <ShopRoutes />
      <ReadyMark />
    </BrowserRouter>
  );
}
