import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { RemotePageProps } from '../contracts/remote-modules';
import { setLocale } from '../i18n/i18n';
import { localeOfPath, matchRoute, type RouteOwner } from '../routes/route-table';

/**
 * Runs a remote alone on its own dev server: its pages on the paths the route table gives it,
 * without the shell's chrome. In the shop the shell does this routing instead.
 */
export function renderStandalone(owner: RouteOwner, Pages: ComponentType<RemotePageProps>): void {
  function StandaloneRoute() {
    const { pathname } = useLocation();
    const match = matchRoute(pathname);
    const locale = localeOfPath(pathname);
    void setLocale(locale);
    if (!match || match.route.owner !== owner) return <p>{`${pathname}: not a page of ${owner}`}</p>;
    return <Pages locale={locale} routeId={match.route.id} params={match.params} />;
  }
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  createRoot(container).render(
    <StrictMode>
      <BrowserRouter>
        <Routes>
          <Route path="*" element={<StandaloneRoute />} />
        </Routes>
      </BrowserRouter>
    </StrictMode>,
  );
}
