import { createRenderApiClient, setLocale, shopStore, type PageDataRequest } from '@shop/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { STAFF_ROUTES } from '../routes/staff-routes';
import { staffStore } from '../state/staff-store';
import { serveApi } from '../test-support/serve-api';
import loadStaffPageData from './page-data';
import StaffPages from './pages';

function Address() {
  const { pathname, search } = useLocation();
  return <p title="address">{pathname + search}</p>;
}

/** The staff pages on their declared paths, as the shell routes them. */
function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        {STAFF_ROUTES.flatMap((route) =>
          (['nb', 'en'] as const).map((locale) => (
            <Route key={route.paths[locale]} path={route.paths[locale]} element={<StaffPages locale={locale} routeId={route.id} params={{}} />} />
          )),
        )}
      </Routes>
      <Address />
    </MemoryRouter>,
  );
}

const customer = { id: 'u1', name: 'Kari', email: 'kari@firma.no', phone: '22334455', organization: { id: 'o1', name: 'Firma AS', invoiceType: 'email' as const } };

describe('the staff area’s pages', () => {
  beforeEach(() => setLocale('nb'));

  it('sends a visitor without a staff session to the staff login, even a logged-in customer', async () => {
    shopStore.getState().logIn(customer);
    serveApi(() => ({ status: 401, data: { error: 'Unauthorized', message: 'Log in to the staff area to do this' } }));
    renderAt('/intern/ordre');
    expect(screen.getByRole('status')).toHaveTextContent('Laster');
    expect(await screen.findByRole('heading', { level: 1, name: 'Logg inn til internområdet' })).toBeInTheDocument();
    expect(screen.getByTitle('address')).toHaveTextContent('/intern/logg-inn?returnTo=%2Fintern%2Fordre');
    expect(screen.queryByRole('navigation')).toBeNull();
    // The customer stays logged in as a customer: the staff 401 is not theirs.
    expect(shopStore.getState().isLoggedIn).toBe(true);
  });

  it('shows a staff member the area with its sections and who is logged in, and logs out to the login', async () => {
    const calls = serveApi((request) =>
      request.url === '/staff/me' ? { status: 200, data: { staffId: 's1', email: 'ola@distributor.no' } } : request.method === 'post' ? { status: 204 } : { status: 200, data: { entries: [], next: null } },
    );
    await setLocale('en');
    renderAt('/en/staff/audit-log');
    expect(await screen.findByRole('heading', { level: 1, name: 'Audit log' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Staff area' });
    expect(screen.getByRole('link', { name: 'Audit log' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Orders' })).toHaveAttribute('href', '/en/staff/orders');
    expect(nav).toHaveTextContent('Logged in as ola@distributor.no');
    expect(await screen.findByText('The log is empty.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in to the staff area' })).toBeInTheDocument();
    expect(screen.getByTitle('address')).toHaveTextContent(/^\/en\/staff\/log-in$/);
    expect(calls).toContain('POST /staff/logout');
    expect(staffStore.getState().member).toBeNull();
  });

  it('returns from the login to the page asked for, never elsewhere', async () => {
    serveApi((request) => (request.url === '/staff/login' ? { status: 200, data: { step: 'totp' } } : { status: 200, data: { staffId: 's1', email: 'ola@distributor.no' } }));
    renderAt('/intern/logg-inn?returnTo=https%3A%2F%2Fevil.example%2F');
    await userEvent.type(screen.getByLabelText('E-post'), 'ola@distributor.no');
    await userEvent.type(screen.getByLabelText('Passord'), 'et-langt-passord');
    await userEvent.click(screen.getByRole('button', { name: 'Fortsett' }));
    await userEvent.type(await screen.findByLabelText('Sekssifret kode'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Logg inn' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Det som venter' })).toBeInTheDocument();
    expect(screen.getByTitle('address')).toHaveTextContent(/^\/intern$/);
  });

  it('takes the set-up link’s token out of the address', async () => {
    renderAt('/intern/oppsett?token=abc');
    expect(screen.getByRole('heading', { level: 1, name: 'Sett opp innloggingen din' })).toBeInTheDocument();
    expect(screen.getByTitle('address')).toHaveTextContent(/^\/intern\/oppsett$/);
  });
});

describe('a staff page rendered on the server', () => {
  const requestFor = (routeId: string, answer: { status: number; body: unknown }, paths: string[] = []): PageDataRequest => ({
    locale: 'nb',
    routeId,
    params: {},
    search: '',
    user: null,
    origin: 'https://shop.example',
    api: createRenderApiClient(async (path) => {
      paths.push(path);
      return { status: answer.status, contentType: 'application/json', body: JSON.stringify(answer.body) };
    }),
  });

  it('knows the staff member from the staff API, with the page’s title', async () => {
    const data = await loadStaffPageData(requestFor('staff-orders', { status: 200, body: { staffId: 's1', email: 'ola@distributor.no' } }));
    expect(data).toEqual({ states: { backoffice: { member: { staffId: 's1', email: 'ola@distributor.no' }, checked: true } }, head: { title: 'Finn en ordre' } });
  });

  it('renders for nobody when the staff API says nobody, and never asks on the login or the set-up link', async () => {
    const paths: string[] = [];
    expect((await loadStaffPageData(requestFor('staff', { status: 401, body: { error: 'Unauthorized', message: 'x' } }, paths))).states).toEqual({
      backoffice: { member: null, checked: true },
    });
    // Not known (the API did not answer): the browser asks again.
    expect((await loadStaffPageData(requestFor('staff', { status: 503, body: { error: 'Service Unavailable', message: 'x' } }))).states).toEqual({
      backoffice: { member: null, checked: false },
    });
    await loadStaffPageData(requestFor('staff-login', { status: 200, body: {} }, paths));
    await loadStaffPageData(requestFor('staff-setup', { status: 200, body: {} }, paths));
    expect(paths).toEqual(['/api/staff/me']);
  });
});
