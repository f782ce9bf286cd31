import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLocale, shopStore } from '@shop/shared';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import LoginPage from '../../pages/login-page';
import { serveApi } from '../../test-support/serve-api';

// The login page where a mailed confirmation link leads: /min-side/logg-inn?confirmed=…

function renderLoginPage(search: string, locale: 'nb' | 'en' = 'nb') {
  const path = locale === 'en' ? '/en/account/log-in' : '/min-side/logg-inn';
  return render(
    <MemoryRouter initialEntries={[`${path}${search}`]}>
      <Routes>
        <Route path={path} element={<LoginPage locale={locale} routeId="account-login" params={{}} />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('the login page after a confirmation link', () => {
  beforeEach(async () => {
    await setLocale('nb');
    shopStore.getState().resetSession();
  });

  it('says the e-mail is confirmed and asks to log in', () => {
    renderLoginPage('?confirmed=1');
    expect(screen.getByRole('status')).toHaveTextContent('E-postadressen din er bekreftet. Logg inn for å se forhandlerprisene.');
    expect(screen.getByRole('button', { name: 'Logg inn' })).toBeInTheDocument();
  });

  it('says so in English, and when the address was confirmed before', async () => {
    await setLocale('en');
    renderLoginPage('?confirmed=already', 'en');
    expect(screen.getByRole('status')).toHaveTextContent('Your e-mail address is already confirmed. Log in to see the retailer prices.');
  });

  it('says nothing without a link', () => {
    renderLoginPage('');
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByText(/Lenken er utløpt/)).toBeNull();
  });

  it('offers a new link when the link has run out, for the address and password typed', async () => {
    const sent: Array<string | undefined> = [];
    const calls = serveApi((request) => {
      sent.push(request.data);
      return { status: 202, data: {} };
    });
    renderLoginPage('?confirmed=expired');
    expect(
      screen.getByText(
        'Lenken er utløpt eller ikke lenger gyldig. Skriv inn e-postadressen og passordet du registrerte deg med, så sender vi deg en ny. Er det mer enn 48 timer siden, må du registrere deg på nytt.',
      ),
    ).toBeInTheDocument();
    const field = screen.getByLabelText('E-postadressen du registrerte deg med');
    const passwordField = screen.getByLabelText('Passordet du valgte da du registrerte deg');

    await userEvent.click(screen.getByRole('button', { name: 'Send ny lenke' }));
    expect(field).toHaveAccessibleDescription('Fyll ut dette feltet.');
    expect(passwordField).toHaveAccessibleDescription('Fyll ut dette feltet.');
    await userEvent.type(passwordField, 'et-langt-passord');
    await userEvent.type(field, 'kari@firma');
    await userEvent.click(screen.getByRole('button', { name: 'Send ny lenke' }));
    expect(field).toHaveAccessibleDescription('Skriv en e-postadresse, for eksempel navn@firma.no.');
    expect(calls).toEqual([]);

    await userEvent.type(field, '.no');
    await userEvent.click(screen.getByRole('button', { name: 'Send ny lenke' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Hvis kari@firma.no venter på bekreftelse og passordet stemmer, er en ny lenke på vei. Sjekk e-posten din.',
    );
    expect(calls).toEqual(['POST /auth/confirm-email/resend']);
    expect(JSON.parse(sent[0] as string)).toEqual({ email: 'kari@firma.no', password: 'et-langt-passord', locale: 'nb' });
  });

  it('says when the new link could not be asked for', async () => {
    serveApi(() => 'no-response');
    renderLoginPage('?confirmed=expired');
    await userEvent.type(screen.getByLabelText('E-postadressen du registrerte deg med'), 'kari@firma.no');
    await userEvent.type(screen.getByLabelText('Passordet du valgte da du registrerte deg'), 'et-langt-passord');
    await userEvent.click(screen.getByRole('button', { name: 'Send ny lenke' }));
    expect(await screen.findByText('Vi fikk ikke sendt en ny lenke. Prøv igjen om litt.')).toBeInTheDocument();
  });
});
