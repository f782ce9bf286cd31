import { expect, type Page } from '@playwright/test';
import type { Locale } from './checkout';
import { logInByApi } from './demo-login';

// The steps of a company's people that several journeys share (README of the API, "Roles, limits
// and approval"): reading an invitation from the outbox, choosing the password on its page, and
// what the staff change of a price needs.

/** A person of the organisation as the tests know them. */
export interface Login {
  name: string;
  email: string;
  password: string;
}

/** The words the account's pages use, per language. */
const WORDS = {
  nb: {
    email: 'E-post',
    password: 'Passord',
    logIn: 'Logg inn',
    profile: 'Profil',
    choosePassword: 'Velg passord',
    savePassword: 'Lagre passordet',
    saved: 'Passordet er lagret. Logg inn med e-postadressen og det nye passordet.',
    invitationPage: '/min-side/nytt-passord',
    loginPage: '/min-side/logg-inn?password=invited',
  },
  en: {
    email: 'E-mail',
    password: 'Password',
    logIn: 'Log in',
    profile: 'Profile',
    choosePassword: 'Choose password',
    savePassword: 'Save the password',
    saved: 'Your password is saved. Log in with your e-mail address and the new password.',
    invitationPage: '/en/account/new-password',
    loginPage: '/en/account/log-in?password=invited',
  },
} as const;

/** The single-use link of the newest invitation mail to `address`, from the shop's outbox. */
export async function invitationLinkOf(shop: { mailTo: (address: string, pattern: RegExp) => Promise<string> }, address: string): Promise<string> {
  const mail = await shop.mailTo(address, /\?invitation=/);
  const link = /https?:\/\/\S+\/(?:min-side\/nytt-passord|en\/account\/new-password)\?invitation=[A-Za-z0-9_-]+/.exec(mail)?.[0];
  if (!link) throw new Error(`No invitation link in the mail to ${address}`);
  return link;
}

/**
 * The invited person opens the mailed link, chooses a password and logs in on the login page the
 * shop sends them to; the header then says they are logged in.
 */
export async function acceptInvitation(page: Page, shopUrl: string, link: string, person: Login, locale: Locale): Promise<void> {
  const words = WORDS[locale];
  await page.goto(link);
  await expect(page).toHaveURL(`${shopUrl}${words.invitationPage}`);
  await page.getByLabel(words.choosePassword).fill(person.password);
  await page.getByRole('button', { name: words.savePassword }).click();
  await expect(page).toHaveURL(`${shopUrl}${words.loginPage}`);
  await expect(page.getByRole('status')).toHaveText(words.saved);
  await page.getByLabel(words.email).fill(person.email);
  await page.getByLabel(words.password, { exact: true }).fill(person.password);
  await page.getByRole('button', { name: words.logIn }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: words.profile })).toBeVisible();
}

/**
 * Logs the page's browser context in through the login endpoint (logInByApi) and answers
 * the organisation number of the person's organisation, as the API answers it to them.
 */
export async function logInReadingOrganizationNumber(page: Page, shopUrl: string, login: Login, locale?: 'nb' | 'en'): Promise<string> {
  const userId = await logInByApi(page, shopUrl, login, locale);
  const user = await page.request.get(`${shopUrl}/api/auth/user/${userId}`);
  expect(user.status()).toBe(200);
  const { organization } = (await user.json()) as { organization: { id: string } };
  const details = await page.request.get(`${shopUrl}/api/organization/${organization.id}`);
  expect(details.status()).toBe(200);
  return ((await details.json()) as { organizationNumber: string }).organizationNumber;
}

/**
 * Staff give the organisation a net price for one SKU through the staff's import of price
 * agreements (POST /api/staff/imports/agreements), from a page logged in to the staff area.
 */
export async function uploadNetPrice(staffPage: Page, shopUrl: string, organizationNumber: string, sku: string, netPrice: number): Promise<void> {
  const file = ['organization_number;applies_to;id;discount_percentage;net_price', `${organizationNumber};sku;${sku};;${netPrice.toFixed(2).replace('.', ',')}`].join('\n');
  const answer = await staffPage.request.post(`${shopUrl}/api/staff/imports/agreements?fileName=avtale.csv`, { headers: { 'content-type': 'text/csv' }, data: Buffer.from(file) });
  expect(answer.status(), await answer.text()).toBe(200);
}
