import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLocale, shopStore } from '@shop/shared';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import LoginPage from '../../pages/login-page';
import { serveApi, testUser } from '../../test-support/serve-api';

// The owner's way in while others guess at the account (api/src/modules/onboarding/
// login-link-routes.ts): the login form offers a login link when the logins wait, and the page the
// mailed link opens logs in only when its button is pressed.

const LOGIN = { nb: '/min-side/logg-inn', en: '/en/account/log-in' };

function renderAt(url: string, locale: 'nb' | 'en' = 'nb') {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path={LOGIN[locale]} element={<LoginPage locale={locale} routeId="account-login" params={{}} />} />
        <Route path="*" element={<p>Et annet sted</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

/** Answers every call with `answer(url)`; returns the calls made, with their bodies. */
function served(answer: (url: string) => { status: number; data?: unknown; headers?: Record<string, string> }) {
  const sent: Array<{ url: string; body: unknown }> = [];
  serveApi((request) => {
    sent.push({ url: request.url ?? '', body: JSON.parse(request.data ?? 'null') });
    return answer(request.url ?? '');
  });
  return sent;
}

const TOKEN = 'A'.repeat(43);

describe('a login link', () => {
  beforeEach(() => shopStore.getState().resetSession());

  it('is offered when the logins wait, and asked for the address typed, in the page\'s language', async () => {
    await setLocale('nb');
    const sent = served((url) =>
      url === '/auth/login' ? { status: 429, data: { error: 'Too Many Requests', message: 'x' }, headers: { 'retry-after': '120' } } : { status: 202, data: { message: 'x' } },
    );
    renderAt(LOGIN.nb);
    expect(screen.queryByRole('button', { name: 'Send meg en innloggingslenke' })).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('E-post'), 'kari@firma.no');
    await userEvent.type(screen.getByLabelText('Passord'), 'hemmelig-passord');
    await userEvent.click(screen.getByRole('button', { name: 'Logg inn' }));
    expect(await screen.findByText('Er dette kontoen din? Få en lenke på e-post som logger deg inn med en gang.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send meg en innloggingslenke' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Hvis kari@firma.no hører til en konto, er en innloggingslenke på vei. Den gjelder i 15 minutter. Sjekk e-posten din.',
    );
    expect(sent.at(-1)).toEqual({ url: '/auth/login-link', body: { email: 'kari@firma.no', locale: 'nb' } });
  });

  it('opened from the mail logs in only when its button is pressed, then loads the user', async () => {
    await setLocale('en');
    const sent = served((url) => (url === '/auth/login-link/complete' ? { status: 200, data: { userId: 'u1' } } : { status: 200, data: testUser }));
    renderAt(`${LOGIN.en}?link=${TOKEN}`, 'en');
    expect(screen.getByText('Press the button to log in with the link from your e-mail.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    expect(sent).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(shopStore.getState()).toMatchObject({ isLoggedIn: true, user: { id: 'u1' } }));
    expect(sent[0]).toEqual({ url: '/auth/login-link/complete', body: { token: TOKEN } });
  });

  it('that no longer works says so, and the login form is there', async () => {
    await setLocale('nb');
    served(() => ({ status: 400, data: { error: 'Bad Request', message: 'x', code: 'LoginLinkInvalid' } }));
    renderAt(`${LOGIN.nb}?link=${TOKEN}`);
    await userEvent.click(screen.getByRole('button', { name: 'Logg inn' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Innloggingslenken er utløpt eller allerede brukt. Logg inn med passordet, eller be om en ny lenke.',
    );
    expect(screen.getByLabelText('Passord')).toBeInTheDocument();
  });
});
