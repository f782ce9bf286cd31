import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLocale, shopStore } from '@shop/shared';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import LoginPage from '../../pages/login-page';
import NewPasswordPage from '../../pages/new-password-page';
import { serveApi, testUser } from '../../test-support/serve-api';
import { ProfileForm } from '../profile/profile-form';

// A forgotten password (api/src/modules/onboarding/password-reset-routes.ts) and a login e-mail
// that changes only once the new address is confirmed (user-routes.ts).

const PAGES = {
  nb: { login: '/min-side/logg-inn', newPassword: '/min-side/nytt-passord' },
  en: { login: '/en/account/log-in', newPassword: '/en/account/new-password' },
};

function renderAt(url: string, locale: 'nb' | 'en' = 'nb') {
  const paths = PAGES[locale];
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path={paths.login} element={<LoginPage locale={locale} routeId="account-login" params={{}} />} />
        <Route path={paths.newPassword} element={<NewPasswordPage locale={locale} routeId="account-new-password" params={{}} />} />
      </Routes>
    </MemoryRouter>,
  );
}

const bodies = (answer: (url: string) => { status: number; data?: unknown }) => {
  const sent: Array<{ url: string; body: unknown }> = [];
  serveApi((request) => {
    sent.push({ url: request.url ?? '', body: JSON.parse(request.data ?? 'null') });
    return answer(request.url ?? '');
  });
  return sent;
};

const INVALID = 'This link to set a new password has expired or has been used. Ask for a new one.';

describe('a forgotten password', () => {
  beforeEach(async () => {
    await setLocale('nb');
    shopStore.getState().resetSession();
  });

  it('is a link on the login page, in both languages', async () => {
    const { unmount } = renderAt(PAGES.nb.login);
    expect(screen.getByRole('link', { name: 'Glemt passord?' })).toHaveAttribute('href', '/min-side/nytt-passord');
    unmount();
    await setLocale('en');
    renderAt(PAGES.en.login, 'en');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/en/account/new-password');
  });

  it('asks for a link for the address typed, and says it is on its way if the address has an account', async () => {
    const sent = bodies(() => ({ status: 202, data: { message: 'x' } }));
    renderAt(PAGES.nb.newPassword);
    expect(screen.getByRole('heading', { name: 'Nytt passord' })).toBeInTheDocument();
    const field = screen.getByLabelText('E-post');
    await userEvent.type(field, 'kari@firma');
    await userEvent.click(screen.getByRole('button', { name: 'Send lenke' }));
    expect(field).toHaveAccessibleDescription('Skriv en e-postadresse, for eksempel navn@firma.no.');
    expect(sent).toEqual([]);
    await userEvent.type(field, '.no');
    await userEvent.click(screen.getByRole('button', { name: 'Send lenke' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Hvis kari@firma.no hører til en konto, er en lenke på vei. Den gjelder i én time.');
    expect(sent).toEqual([{ url: '/auth/password-reset', body: { email: 'kari@firma.no', locale: 'nb' } }]);
  });

  it('says plainly when too many links were asked for', async () => {
    await setLocale('en');
    bodies(() => ({ status: 429, data: { error: 'Too Many Requests', message: 'x' } }));
    renderAt(PAGES.en.newPassword, 'en');
    await userEvent.type(screen.getByLabelText('E-mail'), 'kari@firma.no');
    await userEvent.click(screen.getByRole('button', { name: 'Send link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You have asked for many links. Please try again later.');
  });

  it('sets the new password from the link, then leads to the login page, which says the person is logged out everywhere', async () => {
    const sent = bodies(() => ({ status: 204 }));
    renderAt(`${PAGES.nb.newPassword}?token=${'a'.repeat(43)}`);
    const field = screen.getByLabelText('Nytt passord');
    await userEvent.type(field, 'kort');
    await userEvent.click(screen.getByRole('button', { name: 'Lagre nytt passord' }));
    expect(field).toHaveAccessibleDescription('Passordet må ha minst 10 tegn.');
    await userEvent.clear(field);
    await userEvent.type(field, 'Ny-Lang-Frase-Hest-42');
    await userEvent.click(screen.getByRole('button', { name: 'Lagre nytt passord' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Passordet er byttet, og du er logget ut overalt. Logg inn med det nye passordet.');
    expect(screen.getByRole('button', { name: 'Logg inn' })).toBeInTheDocument();
    expect(sent).toEqual([{ url: '/auth/password-reset/complete', body: { token: 'a'.repeat(43), newPassword: 'Ny-Lang-Frase-Hest-42' } }]);
  });

  it('says next to the field when the password is too easy to guess', async () => {
    bodies(() => ({
      status: 400,
      data: { error: 'Bad Request', message: 'x', details: [{ field: 'newPassword', message: 'x', code: 'WeakPassword' }] },
    }));
    renderAt(`${PAGES.nb.newPassword}?token=${'a'.repeat(43)}`);
    const field = screen.getByLabelText('Nytt passord');
    await userEvent.type(field, 'passord1234');
    await userEvent.click(screen.getByRole('button', { name: 'Lagre nytt passord' }));
    expect(await screen.findByText(/Passordet er for vanlig eller lett å gjette/)).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription('Passordet er for vanlig eller lett å gjette. Velg et lengre eller mindre forutsigbart passord.');
  });

  it('offers a new link when the link has run out or been used', async () => {
    await setLocale('en');
    bodies(() => ({ status: 400, data: { error: 'Bad Request', message: INVALID, code: 'ResetLinkInvalid', details: [{ field: 'token', message: INVALID, code: 'ResetLinkInvalid' }] } }));
    renderAt(`${PAGES.en.newPassword}?token=${'a'.repeat(43)}`, 'en');
    await userEvent.type(screen.getByLabelText('New password'), 'Ny-Lang-Frase-Hest-42');
    await userEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The link has expired or has already been used. Ask for a new link below.');
    expect(screen.getByRole('button', { name: 'Send link' })).toBeInTheDocument();
  });
});

describe('a new login e-mail', () => {
  beforeEach(async () => {
    await setLocale('nb');
    shopStore.getState().resetSession();
  });

  it('is shown as waiting for its link, and the login stays the saved address', async () => {
    const sent = bodies(() => ({ status: 200, data: { ...testUser, pendingEmail: 'ny@firma.no' } }));
    shopStore.getState().logIn(testUser);
    render(<ProfileForm />);
    const email = screen.getByLabelText('E-post');
    await userEvent.clear(email);
    await userEvent.type(email, 'ny@firma.no');
    await userEvent.type(screen.getByLabelText('Bekreft med nåværende passord'), 'mitt-passord-123');
    await userEvent.click(screen.getByRole('button', { name: 'Lagre' }));
    expect(
      await screen.findByText(
        'Vi har sendt en lenke til ny@firma.no. Den nye adressen blir innloggingen din når du åpner lenken og trykker «Bekreft e-postadressen». Til da logger du inn med kari@firma.no.',
      ),
    ).toBeInTheDocument();
    expect(email).toHaveValue('kari@firma.no');
    expect(shopStore.getState().user?.email).toBe('kari@firma.no');
    expect(sent).toHaveLength(1);
  });

  it('says so in English on the login page once its link is opened', async () => {
    await setLocale('en');
    renderAt(`${PAGES.en.login}?confirmed=email`, 'en');
    expect(screen.getByRole('status')).toHaveTextContent('Your new e-mail address is confirmed. From now on you log in with it.');
  });

  it('says in English when the link could not be mailed', async () => {
    await setLocale('en');
    bodies(() => ({ status: 503, data: { error: 'Service Unavailable', message: 'x' } }));
    shopStore.getState().logIn(testUser);
    render(<ProfileForm />);
    const email = screen.getByLabelText('E-mail');
    await userEvent.clear(email);
    await userEvent.type(email, 'ny@firma.no');
    await userEvent.type(screen.getByLabelText('Confirm with your current password'), 'mitt-passord-123');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not send the link to the new address. Please try again in a little while.');
  });
});
