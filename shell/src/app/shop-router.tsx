import { matchRoute } from '@shop/shared';
import { useEffect } from 'react';
import { BrowserRouter, Outlet, Route, Routes, useLocation } from 'react-router-dom';
import { RouteErrorBoundary } from '../errors/route-error-page';
import { hydrationEnds } from '../federation/use-server-part';
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

/**
 * The shop's routes, under whichever router the page has: the browser's, or the server's for one address.
 * The router is given only the route the shared table matched, not all of them in both languages:
 * React Router ranks every route and compiles a pattern for each on every match (0.6 ms for the
 * table's 53 on a server core; 3–5 ms the first time, four times that on a mid-range phone, in the
 * task that hydrates the page). The table's own match is a split and a few string compares.
 */
export function ShopRoutes() {
  const { pathname } = useLocation();
  const match = matchRoute(pathname);
  return (
    <Routes>
      <Route element={<LayoutRoute />}>
        {match && (
          <Route
            key={`${match.route.id}:${match.locale}`}
            path={match.route.paths[match.locale]}
            element={<RoutePage match={match} />}
          />
        )}
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
    hydrationEnds();
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
