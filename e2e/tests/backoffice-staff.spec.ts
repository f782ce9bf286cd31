import { mkdtemp } from 'node:fs/promises';
import path from 'node:path';
import { type Browser, type Page, expect, test } from '../support/shop-test';
import { logInByApi } from '../support/demo-login';
import { confirmedOrganization } from '../support/new-organization';
import { e2eTmp } from '../support/paths';
import { shopOfThisFile } from '../support/shop-stack';
import { type StaffLogin, createStaff, logInAsStaff, setUpStaff } from '../support/staff';
import { totpCode } from '../support/totp';

// The staff area as the distributor's people use it, on a shop that asks for approval of new
// organisations (as production does) and has the back-office in its remotes file. The first staff
// login comes from the operator's command, run on the data folder before the shop starts.
const STAFF_EMAIL = 'ola@distributor.no';
let setupLink = '';
const shop = shopOfThisFile(
  { REQUIRE_APPROVAL: 'true' },
  {
    joined: ['backoffice'],
    prepare: async (dataDir, publicUrl) => {
      setupLink = await createStaff(dataDir, STAFF_EMAIL, publicUrl);
    },
  },
);

test.describe.configure({ mode: 'serial' });

let staff: StaffLogin;
let staffState = '';

/** A page of its own, logged in as the staff member (the session saved after the first login). */
async function staffPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ storageState: staffState });
  return context.newPage();
}

/** A retailer's new organisation, registered and confirmed, waiting for the distributor. */
async function registered(name: string) {
  const person = { name, email: `${name.toLowerCase()}@${name.toLowerCase()}.no`, password: 'et-langt-passord-2026' };
  await confirmedOrganization(shop, person);
  return person;
}

test('the first staff member sets up a password and an authenticator app from the operator’s link, and logs in with both', async ({ page }) => {
  test.setTimeout(120_000);
  expect(setupLink.startsWith(`${shop.url}/intern/oppsett?token=`)).toBe(true);
  staff = await setUpStaff(page, setupLink, STAFF_EMAIL, 'intern-passord-som-er-langt');
  expect(staff.recoveryCodes).toHaveLength(10);
  // The link was used up with the enrolment.
  await page.goto(setupLink);
  await page.getByLabel('Nytt passord').fill('et-annet-langt-passord');
  await page.getByRole('button', { name: 'Lagre passordet' }).click();
  await expect(page.getByRole('alert')).toHaveText('Denne lenken virker ikke lenger. Be en kollega om en ny invitasjon.');

  // A right password alone is no way in: a wrong code is refused.
  await page.goto(`${shop.url}/intern/logg-inn`);
  await page.getByLabel('E-post').fill(STAFF_EMAIL);
  await page.getByLabel('Passord').fill(staff.password);
  await page.getByRole('button', { name: 'Fortsett' }).click();
  const wrong = totpCode(staff.secret, Date.now()) === '000000' ? '111111' : '000000';
  await page.getByLabel('Sekssifret kode').fill(wrong);
  await page.getByRole('button', { name: 'Logg inn' }).click();
  await expect(page.getByRole('alert')).toHaveText('Koden er feil eller allerede brukt.');

  await logInAsStaff(page, shop.url, staff);
  await expect(page.getByRole('navigation', { name: 'Internområdet' })).toContainText(`Innlogget som ${STAFF_EMAIL}`);
  // Rendered on the server for this staff member (the page data read the staff API with the
  // page request's cookies), and for nobody without the staff session.
  const rendered = async (get: () => Promise<{ by: string | null; html: string }>) => {
    for (let attempt = 1; ; attempt += 1) {
      const answer = await get();
      if (answer.by !== 'browser' || attempt === 150) return answer;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  };
  const colleagues = `${shop.url}/intern/kolleger`;
  const withSession = await rendered(async () => {
    const answer = await page.request.get(colleagues);
    return { by: answer.headers()['x-page-render'] ?? null, html: await answer.text() };
  });
  expect(withSession.by).toBe('server');
  expect(withSession.html).toContain(`Innlogget som ${STAFF_EMAIL}`);
  expect(withSession.html).toContain('Inviter en kollega');
  const withoutSession = await rendered(async () => {
    const answer = await fetch(colleagues);
    return { by: answer.headers.get('x-page-render'), html: await answer.text() };
  });
  expect(withoutSession.by).toBe('server');
  expect(withoutSession.html).not.toContain(STAFF_EMAIL);
  // The staff session is no customer's: the customers' side does not know it.
  const verify = (await (await page.request.get(`${shop.url}/api/auth/verify`)).json()) as Record<string, unknown>;
  expect(verify.userId ?? null).toBeNull();
  // Every staff action is in the audit log, which staff read.
  await page.getByRole('link', { name: 'Revisjonslogg' }).click();
  const log = page.getByRole('table');
  await expect(log).toContainText('Satte opp innlogging');
  await expect(log.getByRole('row').nth(1)).toContainText('Logget inn');
  staffState = path.join(await mkdtemp(path.join(e2eTmp, 'staff-')), 'state.json');
  await page.context().storageState({ path: staffState });
});

test('a recovery code logs in once, and a customer’s session never opens the staff area', async ({ browser, page }) => {
  await logInAsStaff(page, shop.url, staff, { recovery: staff.recoveryCodes[0]! });
  await page.getByRole('button', { name: 'Logg ut' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Logg inn til internområdet' })).toBeVisible();

  const customer = await (await browser.newContext()).newPage();
  await logInByApi(customer, shop.url);
  await customer.goto(`${shop.url}/intern/ordre`);
  await expect(customer.getByRole('heading', { level: 1, name: 'Logg inn til internområdet' })).toBeVisible();
  expect((await customer.request.get(`${shop.url}/api/staff/orders?number=SO-100001`)).status()).toBe(401);
});

test('approving a registration: the staff see its details and mod-11 check, and the registrant then sees prices', async ({ browser, page }) => {
  const person = await registered('Godkjent');
  expect((await page.request.post(`${shop.url}/api/auth/login`, { data: { email: person.email, password: person.password } })).status()).toBe(403);

  const office = await staffPage(browser);
  await office.goto(`${shop.url}/intern`);
  const entry = office.getByRole('listitem').filter({ has: office.getByRole('heading', { name: `${person.name} AS` }) });
  await expect(entry).toContainText('Org.nr. gyldig (mod 11)');
  await expect(entry).toContainText(person.email);
  await entry.getByRole('button', { name: `Godkjenn ${person.name} AS` }).click();
  await expect(office.getByText(`${person.name} AS er godkjent.`)).toBeVisible();
  await expect(office.getByRole('heading', { name: `${person.name} AS` })).toHaveCount(0);

  await logInByApi(page, shop.url, person);
  const sku = (await (await fetch(`${shop.url}/api/product/list?limit=1`)).json()) as Array<{ skuId: string }>;
  await page.goto(`${shop.url}/produkter/${sku[0]!.skuId}`);
  await expect(page.getByTestId('product-detail').getByTestId('price')).toContainText('eks. mva.');
});

test('refusing a registration mails the registrant the reason, and their login says so', async ({ browser, page }) => {
  const person = await registered('Avslaatt');
  const office = await staffPage(browser);
  await office.goto(`${shop.url}/en/staff`);
  await office.getByRole('button', { name: `Refuse ${person.name} AS` }).click();
  await office.getByLabel('Reason (sent to the registrant)').fill('We could not verify the organisation number.');
  await office.getByRole('button', { name: 'Send the refusal' }).click();
  await expect(office.getByText(`${person.name} AS is refused, and the registrant has been mailed the reason.`)).toBeVisible();
  expect(await shop.mailTo(person.email, /Begrunnelse: We could not verify the organisation number\./)).toContain(`registreringen av ${person.name} AS`);

  await page.goto(`${shop.url}/min-side/logg-inn`);
  await page.getByLabel('E-post').fill(person.email);
  await page.getByLabel('Passord').fill(person.password);
  await page.getByRole('button', { name: 'Logg inn' }).click();
  await expect(page.getByRole('alert')).toContainText('Grossisten godkjente ikke registreringen av firmaet ditt.');
});

test('an order moved along by staff reaches the customer’s order page and list with its date, and its shipping is mailed', async ({ browser, page }) => {
  test.setTimeout(120_000);
  const person = { name: 'Godkjent', email: 'godkjent@godkjent.no', password: 'et-langt-passord-2026' };
  await logInByApi(page, shop.url, person);
  await page.goto(`${shop.url}/min-side`);
  const sku = (await (await fetch(`${shop.url}/api/product/list?limit=1`)).json()) as Array<{ skuId: string }>;
  const sent = await page.evaluate(async (line) => {
    const verify = (await (await fetch('/api/auth/verify')).json()) as { userId?: { userId: string } };
    const answer = await fetch('/api/orders', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ customer: verify.userId?.userId, deliveryMethod: 'standard', lineItems: [line] }),
    });
    return { status: answer.status, body: (await answer.json()) as { id: string; orderNumber: string } };
  }, { SkuId: sku[0]!.skuId, Quantity: 1 });
  expect(sent.status, JSON.stringify(sent.body)).toBe(202);
  const { id, orderNumber } = sent.body;

  const office = await staffPage(browser);
  await office.goto(`${shop.url}/intern/ordre`);
  const search = office.getByRole('search', { name: 'Finn en ordre' });
  await search.getByLabel('Ordrenummer').fill(orderNumber.toLowerCase());
  await search.getByRole('button', { name: 'Søk' }).click();
  const order = office.getByRole('article', { name: orderNumber });
  await expect(order).toContainText('Mottatt');
  await expect(order).toContainText(person.email);
  await order.getByRole('button', { name: 'Lagre status' }).click(); // the next step: confirmed
  await expect(order.getByRole('status')).toContainText(`${orderNumber} har nå status «Bekreftet»`);
  await order.getByLabel('Ny status').selectOption('shipped');
  await order.getByRole('button', { name: 'Lagre status' }).click();
  await expect(order.getByRole('status')).toContainText(`${orderNumber} har nå status «Sendt»`);

  expect(await shop.mailTo(person.email, new RegExp(`Ordre ${orderNumber} er sendt fra lageret`))).toMatch(/^To: godkjent@godkjent\.no$/m);
  // The day the change was recorded, as each page writes a day: the list in the browser's time, the order's page in Oslo's.
  const days = await page.evaluate(async (number) => {
    const verify = (await (await fetch('/api/auth/verify')).json()) as { userId: { userId: string } };
    const list = (await (await fetch(`/api/orders/${verify.userId.userId}`)).json()) as { result: Array<{ orderNumber: string; statusAt?: string }> };
    const at = new Date(list.result.find((candidate) => candidate.orderNumber === number)?.statusAt ?? 'none');
    return {
      list: new Intl.DateTimeFormat('nb-NO', { day: '2-digit', month: '2-digit', year: 'numeric' }).format(at),
      detail: new Intl.DateTimeFormat('nb-NO', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Oslo' }).format(at),
    };
  }, orderNumber);
  await page.goto(`${shop.url}/min-side/ordre`);
  const row = page.getByRole('table', { name: 'Ordre' }).getByRole('row').filter({ has: page.getByRole('link', { name: orderNumber }) });
  await expect(row).toContainText(`Sendt ${days.list}`);
  await page.goto(`${shop.url}/min-side/ordre/${id}`);
  const facts = page.getByRole('region', { name: 'Om ordren' });
  await expect(facts.getByRole('listitem').filter({ hasText: 'Sendt' })).toContainText(days.detail);

  // The change is in the audit log, with the staff member and the statuses.
  await office.goto(`${shop.url}/intern/logg`);
  await expect(office.getByRole('row').filter({ hasText: `order:${orderNumber}` }).first()).toContainText('status: processing → shipped');
});

test('an order waiting for approval inside a company is on the staff’s list of what waits, read-only, in both languages', async ({ browser, page }) => {
  test.setTimeout(120_000);
  // The approved company's administrator invites a requester, who sets a password from the mail.
  const admin = { name: 'Godkjent', email: 'godkjent@godkjent.no', password: 'et-langt-passord-2026' };
  await logInByApi(page, shop.url, admin);
  await page.goto(`${shop.url}/min-side`);
  const requester = { name: 'Rita Lærling', email: 'rita@godkjent.no', password: 'ritas-eget-lange-passord' };
  const invited = await page.evaluate(async (person) => {
    const verify = (await (await fetch('/api/auth/verify')).json()) as { userId: { userId: string } };
    const me = (await (await fetch(`/api/auth/user/${verify.userId.userId}`)).json()) as { organization: { id: string } };
    const answer = await fetch(`/api/organization/${me.organization.id}/customers`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: person.name, email: person.email, phone: '22334455', role: 'requester' }),
    });
    return answer.status;
  }, requester);
  expect(invited).toBe(201);
  const token = /\?invitation=([A-Za-z0-9_-]+)/.exec(await shop.mailTo(requester.email, /invitation=/))?.[1];
  expect((await page.request.post(`${shop.url}/api/auth/invitation/complete`, { data: { token, newPassword: requester.password } })).status()).toBe(204);

  const asker = await (await browser.newContext()).newPage();
  await logInByApi(asker, shop.url, requester);
  await asker.goto(`${shop.url}/min-side`);
  const sku = (await (await fetch(`${shop.url}/api/product/list?limit=1`)).json()) as Array<{ skuId: string }>;
  const asked = await asker.evaluate(async (line) => {
    const verify = (await (await fetch('/api/auth/verify')).json()) as { userId: { userId: string } };
    const answer = await fetch('/api/orders', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ customer: verify.userId.userId, deliveryMethod: 'standard', lineItems: [line] }),
    });
    return { status: answer.status, body: (await answer.json()) as { awaitingApproval?: boolean } };
  }, { SkuId: sku[0]!.skuId, Quantity: 1 });
  expect(asked.status).toBe(202);
  expect(asked.body.awaitingApproval).toBe(true);

  const office = await staffPage(browser);
  await office.goto(`${shop.url}/intern`);
  const norwegian = office.getByRole('region', { name: 'Bestillinger som venter på godkjenning hos kunden' });
  const row = norwegian.getByRole('row').filter({ hasText: requester.name });
  await expect(row).toContainText('Godkjent AS');
  await expect(row).toContainText('Bestiller med godkjenning');
  await expect(row).toContainText(/\d,-/);
  await expect(norwegian.getByRole('button')).toHaveCount(0);
  await office.goto(`${shop.url}/en/staff`);
  const english = office.getByRole('region', { name: 'Orders waiting for approval at the customer' });
  await expect(english.getByRole('row').filter({ hasText: requester.name })).toContainText('Requester with approval');
});
