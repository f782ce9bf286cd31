import { render, screen } from '@testing-library/react';
import { setLocale } from '@shop/shared';
import { LoginForm } from './login-form';

describe('login form', () => {
  it('labels its fields in both languages', () => {
    setLocale('nb');
    const { unmount } = render(<LoginForm />);
    expect(screen.getByLabelText('E-post')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Passord')).toHaveAttribute('type', 'password');
    unmount();
    setLocale('en');
    render(<LoginForm />);
    expect(screen.getByLabelText('E-mail')).toBeRequired();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
  });
});
