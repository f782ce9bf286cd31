import { expect, test, type Page } from '../support/shop-test';
import { AxeReport } from '../support/axe-check';
import { logInByApi } from '../support/demo-login';
import { confirmedOrganization } from '../support/new-organization';
import { shopOfThisFile } from '../support/shop-stack';

// A company's buyers through the pages (README of the API, "Roles, limits and approval"): an
// administrator invites a requester on the people page; the requester sets a password from the
// mailed link, logs in and sends a cart for approval; the administrator approves it on the
// approvals page, and the requester's orders say so.

const shop = shopOfThisFile();

const tag = Date.now().toString(36);
const admin = { name: 'Kari Sjef', email: `sjef.${tag}@example.com`, password: 'et-langt-passord-1' };
const requester = { name: 'Per Bestiller', email: `bestiller.${tag}@example.com`, password: 'Ny-Lang-Frase-Hest-42' };

/** The invitation link of the newest invitation mail to `address`. */
async function invitationLink(address: string): Promise<string> {
  const mail = await shop.mailTo(address, /nytt-passord\?invitation=/);
  const link = /https?:\/\/\S+\/min-side\/nytt-passord\?invitation=[A-Za-z0-9_-]+/.exec(mail)?.[0];
  if (!link) throw new Error(`No invitation link in the mail to ${address}`);
  return link;
}

async function logIn(page: Page, login: { email: string; password: string }): Promise<void> {
  await page.getByLabel('E-post').fill(login.email);
  await page.getByLabel('Passord', { exact: true }).fill(login.password);
  await page.getByRole('button', { name: 'Logg inn' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Profil' })).toBeVisible();
}

test('an administrator invites a requester, who sends a cart for approval; the administrator approves it', async ({ browser }) => {
  test.setTimeout(180_000);
  await confirmedOrganization(shop, admin);
  const axe = new AxeReport({ bestPractice: true });

  // The administrator adds the requester on the people page, reached from the account's menu.
  const adminPage = await (await browser.newContext()).newPage();
  await AxeReport.install(adminPage);
  await logInByApi(adminPage, shop.url, admin);
  await adminPage.goto(`${shop.url}/min-side`);
  await adminPage.getByRole('navigation', { name: 'Min side' }).getByRole('link', { name: 'Brukere' }).click();
  await expect(adminPage).toHaveURL(`${shop.url}/min-side/brukere`);
  await expect(adminPage.getByRole('heading', { level: 1, name: 'Brukere' })).toBeVisible();
  const form = adminPage.getByRole('form', { name: 'Legg til en bruker' });
  await form.getByLabel('Navn').fill(requester.name);
  await form.getByLabel('E-post').fill(requester.email);
  await form.getByLabel('Telefon').fill('22334466');
  await form.getByRole('radio', { name: /^Bestiller/ }).check();
  await form.getByRole('button', { name: 'Legg til og send invitasjon' }).click();
  await expect(form.getByRole('status')).toHaveText(`${requester.name} er lagt til, og invitasjonen er sendt til ${requester.email}.`);
  const card = adminPage.getByTestId('person').filter({ hasText: requester.email });
  await expect(card).toContainText('RolleBestiller');
  await expect(card).toContainText('InvitasjonSendt, gjelder til');
  await axe.check(adminPage, 'people page, nb');

  // The requester opens the mailed link and chooses a password: the registration's rules.
  const requesterPage = await (await browser.newContext()).newPage();
  await AxeReport.install(requesterPage);
  await requesterPage.goto(await invitationLink(requester.email));
  await expect(requesterPage).toHaveURL(`${shop.url}/min-side/nytt-passord`);
  await expect(requesterPage.getByText(`${requester.name}, du er invitert til ${admin.name} AS som bestiller.`)).toBeVisible();
  await axe.check(requesterPage, 'invitation page, nb');
  await requesterPage.getByLabel('Velg passord').fill('kort');
  await requesterPage.getByRole('button', { name: 'Lagre passordet' }).click();
  await expect(requesterPage.getByLabel('Velg passord')).toHaveAccessibleDescription('Passordet må ha minst 10 tegn.');
  await requesterPage.getByLabel('Velg passord').fill(requester.password);
  await requesterPage.getByRole('button', { name: 'Lagre passordet' }).click();
  await expect(requesterPage).toHaveURL(`${shop.url}/min-side/logg-inn?password=invited`);
  await expect(requesterPage.getByRole('status')).toHaveText('Passordet er lagret. Logg inn med e-postadressen og det nye passordet.');
  await logIn(requesterPage, requester);
  // A requester's menu has no people or approval pages.
  await requesterPage.goto(`${shop.url}/min-side/ordre`);
  await expect(requesterPage.getByRole('navigation', { name: 'Min side' }).getByRole('link', { name: 'Brukere' })).toHaveCount(0);

  // The requester sends a cart for approval.
  await requesterPage.goto(`${shop.url}/kameraovervakning`);
  await requesterPage.getByTestId('product-card').first().getByRole('button', { name: 'Legg i handlekurv' }).click();
  await expect(requesterPage.getByTestId('header-cart-badge')).toHaveText('1');
  await requesterPage.getByTestId('header-cart').click();
  await requesterPage.getByRole('link', { name: 'Til kassen' }).click();
  await expect(requesterPage).toHaveURL(`${shop.url}/handlekurv/kasse`);
  await requesterPage.getByRole('button', { name: 'Send til godkjenning' }).click();
  await expect(requesterPage.getByTestId('approval-confirmation')).toContainText('Sendt til godkjenning');
  await requesterPage.getByTestId('approval-confirmation').getByRole('link', { name: 'Se ordrene dine' }).click();
  await expect(requesterPage).toHaveURL(`${shop.url}/min-side/ordre`);
  await expect(requesterPage.getByTestId('order-request-state')).toHaveText('Venter på godkjenning');
  await axe.check(requesterPage, 'orders with a waiting request, nb');

  // The administrator approves it on the approvals page.
  await adminPage.getByRole('navigation', { name: 'Min side' }).getByRole('link', { name: 'Godkjenning' }).click();
  await expect(adminPage).toHaveURL(`${shop.url}/min-side/godkjenning`);
  const request = adminPage.getByTestId('approval-request');
  await expect(request.getByRole('heading', { name: new RegExp(`^Fra ${requester.name}, `) })).toBeVisible();
  await expect(request).toContainText('Bestilleren sender alltid til godkjenning.');
  await expect(request.getByTestId('approval-total')).toContainText(/Sum: .+ eks\. mva\., frakt medregnet/);
  await axe.check(adminPage, 'approvals page, nb');
  await request.getByRole('button', { name: 'Godkjenn og send' }).click();
  await expect(adminPage.getByRole('status').filter({ hasText: 'godkjent' })).toHaveText(`Bestillingen fra ${requester.name} er godkjent og sendt.`);
  await expect(adminPage.getByText('Ingen bestillinger venter på godkjenning.')).toBeVisible();

  // The requester's list says it is approved, with the order it became.
  await requesterPage.reload();
  await expect(requesterPage.getByTestId('order-request-state')).toHaveText(/^Godkjent · Ordre /);
  await requesterPage.goto(`${shop.url}/en/account/orders`);
  await expect(requesterPage.getByTestId('order-request-state')).toHaveText(/^Approved · Order /);

  expect(axe.findings, axe.summary()).toEqual([]);
});
