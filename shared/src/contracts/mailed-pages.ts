// The pages the API sends people to by itself: the links of its mails and the redirects of a login.
// A mail sent today is opened next week, after releases the API never saw, so these paths are a
// contract between the teams that own the pages and the API, not a look-up in the route table of
// the moment: a process that could not read a remote's declared routes at start (the remote
// unreachable) still writes the right link. The owning teams declare these same paths in their
// routes modules (plain data: they cannot import this); mailed-pages.test.ts holds them to it, so
// a team that moves one of these pages must keep the old path answering or change it here too.
import type { Locale } from '../routes/route-table';

/** By route id (the owning team's): the path of the page in each language. */
export const MAILED_PAGES = {
  /** The account's front page: where a login without a return path lands. */
  account: { nb: '/min-side', en: '/en/account' },
  /** The login page: the confirmation link (`?confirm=`), the "someone guessed at your login" notice, a login's redirect. */
  'account-login': { nb: '/min-side/logg-inn', en: '/en/account/log-in' },
  /** Setting a password from a link: the password reset (`?token=`) and an invitation (`?invitation=`). */
  'account-new-password': { nb: '/min-side/nytt-passord', en: '/en/account/new-password' },
  /** An administrator's list of orders waiting for approval. */
  'account-approvals': { nb: '/min-side/godkjenning', en: '/en/account/approvals' },
  /** The shell's contact page: where a registration that ended is pointed to. */
  contact: { nb: '/kontakt', en: '/en/contact' },
  /** The staff's set-up page (`?token=`): a new staff login's password and second factor. */
  'staff-setup': { nb: '/intern/oppsett', en: '/en/staff/set-up' },
} as const satisfies Record<string, Record<Locale, string>>;

export type MailedPage = keyof typeof MAILED_PAGES;

/** The path of a mailed page in `locale` (no parameters: a mailed link carries its token in the query). */
export function mailedPagePath(page: MailedPage, locale: Locale): string {
  return MAILED_PAGES[page][locale];
}
