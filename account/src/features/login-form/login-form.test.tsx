import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLocale, shopStore } from '@shop/shared';
import { serveApi, testUser } from '../../test-support/serve-api';
import { LoginForm } from './login-form';

describe('login form', () => {
  beforeEach(() => shopStore.getState().resetSession());

  it('labels its fields in both languages', async () => {
    await setLocale('nb');
    const { unmount } = render(<LoginForm />);
    expect(screen.getByLabelText('E-post')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Passord')).toHaveAttribute('type', 'password');
    unmount();
    await setLocale('en');
    render(<LoginForm />);
    expect(screen.getByLabelText('E-mail')).toBeRequired();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
  });

  it('logs in, loads the user into the store and tells the page', async () => {
    await setLocale('nb');
    serveApi((config) => (config.url === '/auth/login' ? { status: 200, data: { userId: 'u1' } } : { status: 200, data: testUser }));
    const onLoggedIn = jest.fn();
    render(<LoginForm onLoggedIn={onLoggedIn} />);
    await userEvent.type(screen.getByLabelText('E-post'), 'kari@firma.no');
    await userEvent.type(screen.getByLabelText('Passord'), 'hemmelig-passord');
    await userEvent.click(screen.getByRole('button', { name: 'Logg inn' }));
    // Loading the user keeps its loading state at least 200 ms (spec §9).
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalled());
    expect(shopStore.getState()).toMatchObject({ isLoggedIn: true, user: { id: 'u1' } });
  });

  it('says plainly when the login is wrong or limited', async () => {
    await setLocale('en');
    serveApi(() => ({ status: 401, data: { error: 'Unauthorized', message: 'wrong' } }));
    render(<LoginForm />);
    await userEvent.type(screen.getByLabelText('E-mail'), 'kari@firma.no');
    await userEvent.type(screen.getByLabelText('Password'), 'feil-passord');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong e-mail or password.');
    serveApi(() => ({ status: 429, data: {}, headers: { 'retry-after': '600' } }));
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Too many failed attempts. Try again in 10 minutes.')).toBeInTheDocument();
    expect(shopStore.getState().isLoggedIn).toBe(false);
  });
});

describe('a login that may not see prices yet', () => {
  beforeEach(() => shopStore.getState().resetSession());

  async function logInAs(email: string) {
    await userEvent.type(screen.getByLabelText('E-mail'), email);
    await userEvent.type(screen.getByLabelText('Password'), 'et-langt-passord');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
  }

  it('asks to confirm the e-mail first, and sends a new link to it', async () => {
    await setLocale('en');
    const sent: Array<string | undefined> = [];
    const calls = serveApi((request) => {
      sent.push(request.data);
      return request.url === '/auth/login'
        ? { status: 403, data: { error: 'Forbidden', message: 'Confirm your e-mail address first', code: 'EmailNotConfirmed' } }
        : { status: 202, data: {} };
    });
    render(<LoginForm />);
    await logInAs('kari@firma.no');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You need to confirm your e-mail address before you can log in. Open the link in the e-mail we sent you when you registered.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send a new link' }));
    expect(await screen.findByRole('status')).toHaveTextContent('If kari@firma.no is waiting for confirmation and the password is right, a new link is on its way.');
    expect(calls).toEqual(['POST /auth/login', 'POST /auth/confirm-email/resend']);
    expect(JSON.parse(sent[1] as string)).toEqual({ email: 'kari@firma.no', password: 'et-langt-passord', locale: 'en' });
    expect(shopStore.getState().isLoggedIn).toBe(false);
  });

  it('says plainly when too many links were asked for', async () => {
    await setLocale('nb');
    serveApi((request) =>
      request.url === '/auth/login'
        ? { status: 403, data: { error: 'Forbidden', message: 'x', code: 'EmailNotConfirmed' } }
        : { status: 429, data: { error: 'Too Many Requests', message: 'x' }, headers: { 'retry-after': '600' } },
    );
    render(<LoginForm />);
    await userEvent.type(screen.getByLabelText('E-post'), 'kari@firma.no');
    await userEvent.type(screen.getByLabelText('Passord'), 'et-langt-passord');
    await userEvent.click(screen.getByRole('button', { name: 'Logg inn' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Send ny lenke' }));
    expect(await screen.findByText('Du har bedt om mange nye lenker. Prøv igjen senere.')).toBeInTheDocument();
  });

  it('says that the organisation awaits the distributor, with no link to send', async () => {
    await setLocale('nb');
    serveApi(() => ({ status: 403, data: { error: 'Forbidden', message: 'waiting', code: 'AwaitingApproval' } }));
    render(<LoginForm />);
    await userEvent.type(screen.getByLabelText('E-post'), 'kari@firma.no');
    await userEvent.type(screen.getByLabelText('Passord'), 'et-langt-passord');
    await userEvent.click(screen.getByRole('button', { name: 'Logg inn' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Vi går gjennom registreringen av firmaet ditt. Du kan logge inn og se forhandlerprisene så snart den er godkjent.',
    );
    expect(screen.queryByRole('button', { name: 'Send ny lenke' })).toBeNull();
  });
});

describe('login form without input', () => {
  it('asks for the missing fields next to them and sends nothing', async () => {
    await setLocale('nb');
    const calls = serveApi(() => ({ status: 500 }));
    render(<LoginForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Logg inn' }));
    expect(screen.getByLabelText('E-post')).toHaveAccessibleDescription('Fyll ut dette feltet.');
    expect(screen.getByLabelText('Passord')).toHaveAccessibleDescription('Fyll ut dette feltet.');
    expect(calls).toEqual([]);
  });

  it('says the distributor did not approve the company when its registration was refused', async () => {
    await setLocale('nb');
    serveApi(() => ({ status: 403, data: { error: 'Forbidden', message: 'refused', code: 'OrganizationRefused' } }));
    render(<LoginForm />);
    await userEvent.type(screen.getByLabelText('E-post'), 'kari@firma.no');
    await userEvent.type(screen.getByLabelText('Passord'), 'et-langt-passord');
    await userEvent.click(screen.getByRole('button', { name: 'Logg inn' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Grossisten godkjente ikke registreringen av firmaet ditt. E-posten vi sendte deg forteller hvorfor.');
  });
});
