// The account team's texts, namespace "account", in both languages. They ship with this remote and
// are added to the page's one i18n instance when the remote starts: a text changed here goes live
// with the account's deploy, without a shell release.
import { registerTexts } from '@shop/shared';
import { nb as account } from './account';
import { nb as addressBook } from './address-book';
import type { nb as orderDetail } from './order-detail';
import type { nb as people } from './people';
import { en as accountEn } from './en/account';
import { en as addressBookEn } from './en/address-book';
import { en as organizationEn } from './en/organization';
import { en as loginLinkEn } from './en/login-link';
import { en as passwordResetEn } from './en/password-reset';
import { en as signupEn } from './en/signup';
import { nb as loginLink } from './login-link';
import { nb as organization } from './organization';
import { nb as passwordReset } from './password-reset';
import { nb as signup } from './signup';

const accountTexts = {
  nb: { account, organization, addressBook, signup, passwordReset, loginLink },
  en: {
    account: accountEn,
    organization: organizationEn,
    addressBook: addressBookEn,
    signup: signupEn,
    passwordReset: passwordResetEn,
    loginLink: loginLinkEn,
  },
};

/**
 * Keys of the "account" namespace, typed from the Norwegian texts. One order's page brings its
 * own (order-detail-texts.ts), and so do the people, approval and invitation pages (people-texts.ts): the
 * account's first load, the login page above all, does not carry them.
 */
export type AccountTexts = typeof accountTexts.nb & { orderDetail: typeof orderDetail; people: typeof people };

export function registerAccountTexts(): void {
  registerTexts('account', accountTexts);
}
