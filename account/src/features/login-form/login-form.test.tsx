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
});
