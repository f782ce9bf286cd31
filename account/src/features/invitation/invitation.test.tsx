import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLocale, shopStore } from '@shop/shared';
import type { ServedRequest } from '@shop/shared/test-support';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import LoginPage from '../../pages/login-page';
import NewPasswordPage from '../../pages/new-password-page';
import { serveApi } from '../../test-support/serve-api';

// The page of a mailed invitation (api/src/modules/onboarding/invitation-routes.ts): whom it
// invites, their own password with the registration's rules, then the login page.

const PAGES = {
  nb: { login: '/min-side/logg-inn', newPassword: '/min-side/nytt-passord' },
  en: { login: '/en/account/log-in', newPassword: '/en/account/new-password' },
};
const TOKEN = 'i'.repeat(43);
const INFO = { name: 'Per Hansen', email: 'per@firma.no', organization: 'Firma AS', role: 'requester' };
const INVALID = { error: 'Bad Request', message: 'x', code: 'InvitationInvalid', details: [{ field: 'token', message: 'x', code: 'InvitationInvalid' }] };

function Address() {
  const { pathname, search } = useLocation();
  return <div data-testid="address">{pathname + search}</div>;
}

function renderAt(url: string, locale: 'nb' | 'en' = 'nb') {
  const paths = PAGES[locale];
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path={paths.login} element={<LoginPage locale={locale} routeId="account-login" params={{}} />} />
        <Route path={paths.newPassword} element={<NewPasswordPage locale={locale} routeId="account-new-password" params={{}} />} />
      </Routes>
      <Address />
    </MemoryRouter>,
  );
}

/** Serves the invitation's calls with `complete`'s answer; returns the calls with their bodies. */
function serve(complete: { status: number; data?: unknown }, info: { status: number; data?: unknown } = { status: 200, data: INFO }) {
  const sent: Array<{ call: string; params: unknown; body: unknown }> = [];
  serveApi((request: ServedRequest) => {
    sent.push({ call: `${request.method.toUpperCase()} ${request.url}`, params: request.params, body: JSON.parse(request.data ?? 'null') });
    return request.url === '/auth/invitation' ? info : complete;
  });
  return sent;
}

describe('an invitation link', () => {
  beforeEach(async () => {
    await setLocale('nb');
    shopStore.getState().resetSession();
  });

  it('says who is invited to which organisation and role, only reads the invitation, and takes the token out of the address', async () => {
    const sent = serve({ status: 204 });
    renderAt(`${PAGES.nb.newPassword}?invitation=${TOKEN}`);
    expect(await screen.findByText('Per Hansen, du er invitert til Firma AS som bestiller.')).toBeInTheDocument();
    expect(screen.getByText('Du logger inn med per@firma.no.')).toBeInTheDocument();
    expect(screen.getByTestId('address')).toHaveTextContent(/^\/min-side\/nytt-passord$/);
    expect(sent).toEqual([{ call: 'GET /auth/invitation', params: { token: TOKEN }, body: null }]);
    // Not the forgotten-password form.
    expect(screen.queryByRole('button', { name: 'Send lenke' })).toBeNull();
  });

  it("sets the person's own password by the registration's rules, then leads to the login page", async () => {
    const sent = serve({ status: 204 });
    renderAt(`${PAGES.nb.newPassword}?invitation=${TOKEN}`);
    const field = await screen.findByLabelText('Velg passord');
    await userEvent.type(field, 'kort');
    await userEvent.click(screen.getByRole('button', { name: 'Lagre passordet' }));
    expect(field).toHaveAccessibleDescription('Passordet må ha minst 10 tegn.');
    expect(sent).toHaveLength(1);
    await userEvent.clear(field);
    await userEvent.type(field, 'Ny-Lang-Frase-Hest-42');
    await userEvent.click(screen.getByRole('button', { name: 'Lagre passordet' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Passordet er lagret. Logg inn med e-postadressen og det nye passordet.');
    expect(screen.getByTestId('address')).toHaveTextContent('/min-side/logg-inn?password=invited');
    expect(sent[1]).toEqual({ call: 'POST /auth/invitation/complete', params: {}, body: { token: TOKEN, newPassword: 'Ny-Lang-Frase-Hest-42' } });
  });

  it('says next to the field when the password is too easy to guess', async () => {
    serve({ status: 400, data: { error: 'Bad Request', message: 'x', details: [{ field: 'newPassword', message: 'x', code: 'WeakPassword' }] } });
    renderAt(`${PAGES.nb.newPassword}?invitation=${TOKEN}`);
    const field = await screen.findByLabelText('Velg passord');
    await userEvent.type(field, 'passord1234');
    await userEvent.click(screen.getByRole('button', { name: 'Lagre passordet' }));
    expect(await screen.findByText(/Passordet er for vanlig eller lett å gjette/)).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription('Passordet er for vanlig eller lett å gjette. Velg et lengre eller mindre forutsigbart passord.');
  });

  it('says the link no longer works when opened, and whom to ask, in English', async () => {
    await setLocale('en');
    serve({ status: 204 }, { status: 400, data: INVALID });
    renderAt(`${PAGES.en.newPassword}?invitation=${TOKEN}`, 'en');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This link no longer works: the invitation has expired, been withdrawn or already used. Ask an administrator of your company for a new invitation.',
    );
    expect(screen.queryByLabelText('Choose password')).toBeNull();
  });

  it('says the link no longer works when it is used up while the page is open', async () => {
    serve({ status: 400, data: INVALID });
    renderAt(`${PAGES.nb.newPassword}?invitation=${TOKEN}`);
    await userEvent.type(await screen.findByLabelText('Velg passord'), 'Ny-Lang-Frase-Hest-42');
    await userEvent.click(screen.getByRole('button', { name: 'Lagre passordet' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Denne lenken virker ikke lenger');
    expect(screen.queryByLabelText('Velg passord')).toBeNull();
  });

  it('says plainly when the address already logs in for another organisation', async () => {
    serve({ status: 409, data: { error: 'Conflict', message: 'x', code: 'LoginEmailTaken' } });
    renderAt(`${PAGES.nb.newPassword}?invitation=${TOKEN}`);
    await userEvent.type(await screen.findByLabelText('Velg passord'), 'Ny-Lang-Frase-Hest-42');
    await userEvent.click(screen.getByRole('button', { name: 'Lagre passordet' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('E-postadressen logger allerede inn hos et annet firma. Be administratoren om å invitere en annen adresse.');
  });
});
