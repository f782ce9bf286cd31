import type { nb } from '../login-link';
import type { TextsOf } from '@shop/shared';

export const en: TextsOf<typeof nb> = {
  offer: 'Is this your account? Get a link by e-mail that logs you in at once.',
  ask: 'Send me a login link',
  asking: 'Sending …',
  sent: 'If {{email}} belongs to an account, a login link is on its way. It is valid for 15 minutes. Check your e-mail.',
  limited: 'You have asked for many links. Try again later.',
  failed: 'We could not send the link. Try again in a moment.',
  landingIntro: 'Press the button to log in with the link from your e-mail.',
  logIn: 'Log in',
  loggingIn: 'Logging in …',
  invalid: 'This login link has expired or has been used. Log in with your password, or ask for a new link.',
  loginFailed: 'The login failed. Try again in a moment.',
};
