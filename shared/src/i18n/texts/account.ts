// Texts of the "account" namespace in both languages; English must fill every Norwegian key.
import type { TextsOf } from './texts-of';

export const nb = {
  loginHeading: 'Logg inn',
  email: 'E-post',
  password: 'Passord',
  submit: 'Logg inn',
  noAccount: 'Har du ikke konto?',
  createAccount: 'Opprett konto',
};

export const en: TextsOf<typeof nb> = {
  loginHeading: 'Login',
  email: 'E-mail',
  password: 'Password',
  submit: 'Log in',
  noAccount: 'No account yet?',
  createAccount: 'Create account',
};
