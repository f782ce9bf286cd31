import { setLocale } from '@shop/shared';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { staffStore } from '../../state/staff-store';
import { serveApi } from '../../test-support/serve-api';
import { StaffLoginForm } from './staff-login-form';

const unauthorized = (message: string) => ({ status: 401, data: { error: 'Unauthorized', message } });

async function passPassword(email = 'ola@distributor.no') {
  await userEvent.type(screen.getByLabelText('E-post'), email);
  await userEvent.type(screen.getByLabelText('Passord'), 'et-langt-passord');
  await userEvent.click(screen.getByRole('button', { name: 'Fortsett' }));
}

describe('the staff login', () => {
  beforeEach(() => setLocale('nb'));

  it('asks for the password, then the app’s code, and only then knows the staff member', async () => {
    const bodies: Record<string, unknown> = {};
    const calls = serveApi((request) => {
      bodies[request.url] = JSON.parse(request.data ?? 'null');
      return request.url === '/staff/login' ? { status: 200, data: { step: 'totp' } } : { status: 200, data: { staffId: 's1', email: 'ola@distributor.no' } };
    });
    const onLoggedIn = jest.fn();
    render(<StaffLoginForm onLoggedIn={onLoggedIn} />);
    await passPassword();
    // A right password alone is no login.
    expect(staffStore.getState().member).toBeNull();
    await userEvent.type(await screen.findByLabelText('Sekssifret kode'), '123 456');
    await userEvent.click(screen.getByRole('button', { name: 'Logg inn' }));
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalled());
    expect(calls).toEqual(['POST /staff/login', 'POST /staff/login/totp']);
    expect(bodies['/staff/login/totp']).toEqual({ code: '123456' });
    expect(staffStore.getState().member).toEqual({ staffId: 's1', email: 'ola@distributor.no' });
  });

  it('takes a recovery code instead of the app’s', async () => {
    let sent: unknown = null;
    serveApi((request) => {
      if (request.url === '/staff/login/totp') sent = JSON.parse(request.data ?? 'null');
      return request.url === '/staff/login' ? { status: 200, data: { step: 'totp' } } : { status: 200, data: { staffId: 's1', email: 'ola@distributor.no' } };
    });
    render(<StaffLoginForm onLoggedIn={() => undefined} />);
    await passPassword();
    await userEvent.click(await screen.findByRole('button', { name: 'Bruk en gjenopprettingskode i stedet' }));
    await userEvent.type(screen.getByLabelText('Gjenopprettingskode'), 'abcd-efgh-jkmn-pqrs');
    await userEvent.click(screen.getByRole('button', { name: 'Logg inn' }));
    await waitFor(() => expect(sent).toEqual({ recoveryCode: 'abcd-efgh-jkmn-pqrs' }));
  });

  it('says plainly when the password or the code is wrong, and starts over when the first step ran out', async () => {
    serveApi(() => unauthorized('The e-mail address or the password is wrong'));
    render(<StaffLoginForm onLoggedIn={() => undefined} />);
    await passPassword();
    expect(await screen.findByRole('alert')).toHaveTextContent('Feil e-post eller passord.');

    serveApi((request) => (request.url === '/staff/login' ? { status: 200, data: { step: 'totp' } } : unauthorized('The code is wrong or already used')));
    await userEvent.type(screen.getByLabelText('Passord'), 'et-langt-passord');
    await userEvent.click(screen.getByRole('button', { name: 'Fortsett' }));
    await userEvent.type(await screen.findByLabelText('Sekssifret kode'), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Logg inn' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Koden er feil eller allerede brukt.');

    serveApi(() => unauthorized('Log in with your e-mail address and password first'));
    await userEvent.click(screen.getByRole('button', { name: 'Logg inn' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Innloggingen tok for lang tid.');
    expect(screen.getByLabelText('Passord')).toBeInTheDocument();
    expect(staffStore.getState().member).toBeNull();
  });

  it('says how long to wait after too many tries, in English too', async () => {
    await setLocale('en');
    serveApi(() => ({ status: 429, data: { error: 'Too Many Requests', message: 'x' }, headers: { 'retry-after': '120' } }));
    render(<StaffLoginForm onLoggedIn={() => undefined} />);
    await userEvent.type(screen.getByLabelText('E-mail'), 'ola@distributor.no');
    await userEvent.type(screen.getByLabelText('Password'), 'et-langt-passord');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Try again in 2 minutes.');
  });
});
