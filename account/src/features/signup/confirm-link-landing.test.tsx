import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLocale, shopStore } from '@shop/shared';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import LoginPage from '../../pages/login-page';
import { serveApi } from '../../test-support/serve-api';

// The page a mailed confirmation link opens (/min-side/logg-inn?confirm=…): opening it changes
// nothing; its button confirms (POST /api/auth/confirm-email), then the page says what it did.

const LOGIN = { nb: '/min-side/logg-inn', en: '/en/account/log-in' };
const TOKEN = 'B'.repeat(43);

function renderAt(url: string, locale: 'nb' | 'en') {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path={LOGIN[locale]} element={<LoginPage locale={locale} routeId="account-login" params={{}} />} />
      </Routes>
    </MemoryRouter>,
  );
}

/** Answers every call with `answer`; returns the calls made, with their bodies. */
function served(answer: { status: number; data?: unknown }) {
  const sent: Array<{ url: string; body: unknown }> = [];
  serveApi((request) => {
    sent.push({ url: request.url ?? '', body: JSON.parse(request.data ?? 'null') });
    return answer;
  });
  return sent;
}

describe('a confirmation link opened from the mail', () => {
  beforeEach(() => shopStore.getState().resetSession());

  it('confirms only when its button is pressed, then says the login moved', async () => {
    await setLocale('nb');
    const sent = served({ status: 200, data: { confirmed: 'email' } });
    renderAt(`${LOGIN.nb}?confirm=${TOKEN}`, 'nb');
    expect(screen.getByText('Trykk på knappen for å bekrefte e-postadressen med lenken fra e-posten.')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Bekreft e-postadressen' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Den nye e-postadressen din er bekreftet. Fra nå av logger du inn med den.');
    expect(sent).toEqual([{ url: '/auth/confirm-email', body: { token: TOKEN } }]);
    expect(screen.queryByRole('button', { name: 'Bekreft e-postadressen' })).not.toBeInTheDocument();
  });

  it('that no longer works offers a new link, in English', async () => {
    await setLocale('en');
    served({ status: 400, data: { error: 'Bad Request', message: 'x', code: 'ConfirmationLinkInvalid' } });
    renderAt(`${LOGIN.en}?confirm=${TOKEN}`, 'en');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm e-mail address' }));
    expect(await screen.findByRole('button', { name: 'Send a new link' })).toBeInTheDocument();
  });

  it('says so when confirming failed, and the button is there to try again', async () => {
    await setLocale('nb');
    served({ status: 500, data: { error: 'Internal Server Error', message: 'x' } });
    renderAt(`${LOGIN.nb}?confirm=${TOKEN}`, 'nb');
    await userEvent.click(screen.getByRole('button', { name: 'Bekreft e-postadressen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Vi fikk ikke bekreftet e-postadressen. Prøv igjen om litt.');
    expect(screen.getByRole('button', { name: 'Bekreft e-postadressen' })).toBeEnabled();
  });
});
