import type { nb } from '../signup';
import type { TextsOf } from '@shop/shared';

export const en: TextsOf<typeof nb> = {
  checkEmail: 'Check your e-mail: we have sent a link to {{email}}. Open it to confirm your e-mail address, and you can log in and see the retailer prices.',
  checkEmailHint: 'The link is valid for 48 hours. If you cannot find the e-mail, look in your spam folder or ask for a new link.',
  notSent: 'We could not send the e-mail with the link to {{email}}. Please ask for a new link in a little while.',
  resend: 'Send a new link',
  resending: 'Sending …',
  resent: 'If {{email}} is waiting for confirmation and the password is right, a new link is on its way. Check your e-mail.',
  resendLimited: 'You have asked for many new links. Please try again later.',
  resendFailed: 'We could not send a new link. Please try again in a little while.',
  confirmed: 'Your e-mail address is confirmed. Log in to see the retailer prices.',
  alreadyConfirmed: 'Your e-mail address is already confirmed. Log in to see the retailer prices.',
  linkExpired: 'The link has expired or is no longer valid. Enter the e-mail address and the password you registered with, and we will send you a new one. If it is more than 48 hours ago, please register again.',
  registeredEmail: 'The e-mail address you registered with',
  registeredPassword: 'The password you chose when you registered',
  emailChanged: 'Your new e-mail address is confirmed. From now on you log in with it.',
  confirmIntro: 'Press the button to confirm the e-mail address with the link from the e-mail.',
  confirm: 'Confirm e-mail address',
  confirming: 'Confirming …',
  confirmFailed: 'We could not confirm the e-mail address. Please try again in a little while.',
  emailNotConfirmed: 'You need to confirm your e-mail address before you can log in. Open the link in the e-mail we sent you when you registered.',
  awaitingApproval: 'We are reviewing your company’s registration. You can log in and see the retailer prices as soon as it is approved.',
  organizationRefused: 'The distributor did not approve your company’s registration. The e-mail we sent you says why.',
  orgNumberClaim: 'Is this your company?',
  orgNumberClaimLink: 'Contact us, and we will help you.',
};
