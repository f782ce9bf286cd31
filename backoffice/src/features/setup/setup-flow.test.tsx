import { setLocale } from '@shop/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { serveApi } from '../../test-support/serve-api';
import { SetupFlow } from './setup-flow';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const URI = `otpauth://totp/Shop:ola%40distributor.no?secret=${SECRET}&issuer=Shop`;

function renderFlow() {
  render(
    <MemoryRouter>
      <SetupFlow token="t0k3n" loginHref="/intern/logg-inn" />
    </MemoryRouter>,
  );
}

describe('setting up a staff login from its link', () => {
  beforeEach(() => setLocale('nb'));

  it('takes a password, shows the app’s secret as text and its link, and ends with the recovery codes', async () => {
    const bodies: unknown[] = [];
    serveApi((request) => {
      bodies.push(JSON.parse(request.data ?? 'null'));
      return request.url === '/staff/setup'
        ? { status: 200, data: { secret: SECRET, otpauthUri: URI } }
        : { status: 200, data: { recoveryCodes: ['abcd-efgh-jkmn-pqrs', 'tuvw-xyz2-3456-789a'] } };
    });
    renderFlow();
    await userEvent.type(screen.getByLabelText('Nytt passord'), 'et-langt-og-godt-passord');
    await userEvent.click(screen.getByRole('button', { name: 'Lagre passordet' }));
    expect(await screen.findByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Åpne i autentiseringsappen' })).toHaveAttribute('href', URI);
    await userEvent.type(screen.getByLabelText('Sekssifret kode fra appen'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Bekreft' }));
    expect(await screen.findByText('abcd-efgh-jkmn-pqrs')).toBeInTheDocument();
    expect(screen.getByText('tuvw-xyz2-3456-789a')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Gå til innlogging' })).toHaveAttribute('href', '/intern/logg-inn');
    expect(bodies).toEqual([
      { token: 't0k3n', password: 'et-langt-og-godt-passord' },
      { token: 't0k3n', code: '123456' },
    ]);
  });

  it('refuses a short password before asking, and says when the link no longer works', async () => {
    const calls = serveApi(() => ({ status: 400, data: { error: 'Bad Request', message: 'This link no longer works: ask a colleague for a new invitation' } }));
    renderFlow();
    await userEvent.type(screen.getByLabelText('Nytt passord'), 'kort');
    await userEvent.click(screen.getByRole('button', { name: 'Lagre passordet' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('for kort eller for lett å gjette');
    expect(calls).toEqual([]);
    await userEvent.type(screen.getByLabelText('Nytt passord'), '-men-lenger-enn-ti');
    await userEvent.click(screen.getByRole('button', { name: 'Lagre passordet' }));
    expect(await screen.findByText('Denne lenken virker ikke lenger. Be en kollega om en ny invitasjon.')).toBeInTheDocument();
  });

  it('says a wrong code does not match and keeps the secret on screen', async () => {
    serveApi((request) =>
      request.url === '/staff/setup'
        ? { status: 200, data: { secret: SECRET, otpauthUri: URI } }
        : { status: 400, data: { error: 'Bad Request', message: 'The code is wrong or already used' } },
    );
    renderFlow();
    await userEvent.type(screen.getByLabelText('Nytt passord'), 'et-langt-og-godt-passord');
    await userEvent.click(screen.getByRole('button', { name: 'Lagre passordet' }));
    await userEvent.type(await screen.findByLabelText('Sekssifret kode fra appen'), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Bekreft' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Koden stemmer ikke.');
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
  });
});
