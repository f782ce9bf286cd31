import { render, screen } from '@testing-library/react';
import { type RouteId, setLocale, shopStore } from '@shop/shared';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { serveApi, testUser } from '../test-support/serve-api';
import AccountPages from './pages';

function WhereAmI() {
  const { pathname, search } = useLocation();
  return <p data-testid="location">{pathname + search}</p>;
}

/** The page at its path, as the shell routes it; any other path only shows where the router went. */
function renderAt(url: string, routeId: RouteId) {
  const path = url.split('?')[0] as string;
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path={path} element={<AccountPages locale="nb" routeId={routeId} params={{}} />} />
        <Route path="*" element={null} />
      </Routes>
      <WhereAmI />
    </MemoryRouter>,
  );
}

describe('the account pages', () => {
  beforeEach(async () => {
    await setLocale('nb');
    shopStore.getState().resetSession();
  });

  it('shows the login page for /min-side?page=login and keeps the account boundary marker', () => {
    const { container } = renderAt('/min-side?page=login', 'account');
    expect(screen.getByRole('heading', { name: 'Logg inn' })).toBeInTheDocument();
    expect(container.querySelector('[data-boundary="account"]')).not.toBeNull();
  });

  it('sends a logged-in user from /callback to the saved path', async () => {
    shopStore.getState().logIn(testUser);
    renderAt('/callback?returnTo=%2Fprodukter%2FAX-1', 'callback');
    expect(await screen.findByTestId('location')).toHaveTextContent('/produkter/AX-1');
  });

  it('never follows a return path to another site', async () => {
    shopStore.getState().logIn(testUser);
    renderAt('/callback?returnTo=%2F%2Fevil.example', 'callback');
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/min-side$/);
  });

  it('shows the account area sections by ?page', async () => {
    shopStore.getState().logIn(testUser);
    serveApi(() => ({ status: 200, data: [{ id: 'a1', recipient: '', street: 'Gata 1', zipCode: '0150', area: 'Oslo' }] }));
    renderAt('/min-side?page=addresses', 'account');
    expect(screen.getByRole('heading', { name: 'Leveringsadresser', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('Gata 1, 0150 Oslo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Leveringsadresser' })).toHaveAttribute('aria-current', 'page');
  });

  it('start the account as the shell loads them: its texts are in place before the first render', async () => {
    await jest.isolateModulesAsync(async () => {
      const { i18n } = await import('@shop/shared');
      expect(i18n.hasResourceBundle('nb', 'account')).toBe(false);
      await import('./pages');
      expect(i18n.getFixedT('nb', 'account')('account.loginHeading')).toBe('Logg inn');
      expect(i18n.getFixedT('en', 'account')('account.loginHeading')).toBe('Log in');
    });
  });
});
