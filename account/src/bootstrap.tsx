import '@shop/shared/tokens.css';
import { localeOfPath, setLocale } from '@shop/shared';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import LoginPage from './pages/login-page';

// Running the remote alone (its own dev server): its page on every path, without the shell's chrome.
const locale = localeOfPath(window.location.pathname);
setLocale(locale);
const router = createBrowserRouter([{ path: '*', element: <LoginPage locale={locale} /> }]);
const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}
