import type { nb } from '../password-reset';
import type { TextsOf } from '@shop/shared';

export const en: TextsOf<typeof nb> = {
  forgotPassword: 'Forgot password?',
  heading: 'New password',
  requestIntro: 'Enter the e-mail address you log in with, and we will send you a link to choose a new password.',
  send: 'Send link',
  sending: 'Sending …',
  sent: 'If {{email}} belongs to an account, a link is on its way. It is valid for one hour. Check your e-mail.',
  limited: 'You have asked for many links. Please try again later.',
  failed: 'We could not send the link. Please try again in a little while.',
  setIntro: 'Choose a new password. Once it is saved, you are logged out everywhere, and you log in with the new password.',
  newPassword: 'New password',
  save: 'Save new password',
  saving: 'Saving …',
  linkInvalid: 'The link has expired or has already been used. Ask for a new link below.',
  done: 'Your password is changed, and you are logged out everywhere. Log in with the new password.',
  invited: 'Your password is saved. Log in with your e-mail address and the new password.',
  backToLogin: 'Back to the login',
};
