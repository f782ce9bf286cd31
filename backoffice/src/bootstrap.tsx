import '@shop/shared/tokens.css';
import { setLocale } from '@shop/shared';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, useLocation } from 'react-router-dom';
import Pages from './pages/pages';
import { STAFF_ROUTES } from './routes/staff-routes';

/** The back-office alone on its own dev server: its pages on their own paths, without the shell's chrome. */
function StandalonePage() {
  const { pathname } = useLocation();
  const locale = pathname === '/en' || pathname.startsWith('/en/') ? 'en' : 'nb';
  void setLocale(locale);
  const route = STAFF_ROUTES.find((candidate) => candidate.paths[locale] === pathname);
  if (!route) return <p>{`${pathname}: not a page of the back-office`}</p>;
  return <Pages locale={locale} routeId={route.id} params={{}} />;
}

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
createRoot(container).render(
  <StrictMode>
    <BrowserRouter>
      <StandalonePage />
    </BrowserRouter>
  </StrictMode>,
);
