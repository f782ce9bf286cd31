import { type TestApp, buildTestApp } from '../../../../test/support/test-app';
import { type InvitedPerson, invitationTokenOf, invitePerson } from '../../../../test/support/invited-person';
import { outboxMailsTo } from '../../../../test/support/outbox-mail';
import { SMALL_CATALOG } from '../../../../test/support/shop-world';
import { type SignedInUser, createSignedInUser } from '../../../../test/support/test-session';

// "An order is waiting for approval" goes to each administrator in their own language (the one
// they last logged in with, or were invited in), whatever the language of the requester's page.

let shop: TestApp;
/** Registered on a Norwegian page. */
let admin: SignedInUser;
/** The e-mail of an administrator invited from an English page, then logged in by a call that names no language. */
let englishAdmin: string;
let requester: InvitedPerson;

const NORWEGIAN = { subject: /^En bestilling venter på godkjenning/, link: /^https?:\/\/[^/\s]+\/min-side\/godkjenning$/m };
const ENGLISH = { subject: /^An order is waiting for approval/, link: /^https?:\/\/[^/\s]+\/en\/account\/approvals$/m };

beforeAll(async () => {
  shop = await buildTestApp({ env: { SEED_DEMO_CATALOG: 'false', FREIGHT_FREE_FROM_NOK: '0' } });
  await shop.app.catalog.import(SMALL_CATALOG);
  admin = await createSignedInUser(shop.app);
  englishAdmin = await invitedFromEnglishPage('englishadmin@example.com');
  requester = await invitePerson(shop.app, admin, 'requester');
}, 60_000);
afterAll(async () => shop?.close());

async function invitedFromEnglishPage(email: string): Promise<string> {
  const added = await shop.app.inject({
    method: 'POST',
    url: `/api/organization/${admin.organizationId}/customers`,
    headers: { cookie: admin.cookie, 'accept-language': 'en' },
    payload: { name: 'Emma English', email, phone: '22334455', role: 'administrator' },
  });
  expect(added.statusCode).toBe(201);
  const password = 'Eget-langt-passord-engelsk-ekorn';
  const token = await invitationTokenOf(shop.app, email);
  expect((await shop.app.inject({ method: 'POST', url: '/api/auth/invitation/complete', payload: { token, newPassword: password } })).statusCode).toBe(204);
  expect((await logIn(email, password)).statusCode).toBe(200);
  return email;
}

const logIn = (email: string, password: string, acceptLanguage?: string) =>
  shop.app.inject({ method: 'POST', url: '/api/auth/login', headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {}, payload: { email, password } });

/** The requester asks for an order from a page in `pageLanguage`. */
async function askFrom(pageLanguage: 'nb' | 'en'): Promise<void> {
  const answer = await shop.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { cookie: requester.cookie, 'accept-language': pageLanguage },
    payload: { customer: requester.userId, lineItems: [{ SkuId: 'KORT-1', Quantity: 1 }], deliveryMethod: 'pickup', pickupWarehouse: 'oslo' },
  });
  expect(answer.statusCode).toBe(202);
}

async function expectNewestMailTo(email: string, language: typeof NORWEGIAN) {
  const mail = (await outboxMailsTo(shop.app.mailer.outboxDir as string, email)).at(-1);
  expect(mail?.subject).toMatch(language.subject);
  expect(mail?.text).toMatch(language.link);
}

describe('the mail that an order waits for approval', () => {
  it('goes to an administrator who logged in on English pages in English, while the requester acts in Norwegian', async () => {
    expect((await logIn(admin.email, admin.password, 'en')).statusCode).toBe(200);
    await askFrom('nb');
    await expectNewestMailTo(admin.email, ENGLISH);
    // Invited from an English page: English until a login on a page says otherwise.
    await expectNewestMailTo(englishAdmin, ENGLISH);
  });

  it('goes to an administrator who logged in on Norwegian pages in Norwegian, while the requester acts in English', async () => {
    expect((await logIn(admin.email, admin.password, 'nb')).statusCode).toBe(200);
    // A browser's own list of languages is no page's language: it changes nothing.
    expect((await logIn(admin.email, admin.password, 'en-US,en;q=0.9')).statusCode).toBe(200);
    await askFrom('en');
    await expectNewestMailTo(admin.email, NORWEGIAN);
    await expectNewestMailTo(englishAdmin, ENGLISH);
  });

  it('goes to an administrator whose language is not known yet in the language the order was asked in', async () => {
    await shop.app.db.query('UPDATE users SET locale = NULL WHERE id = $1', [admin.userId]);
    await askFrom('en');
    await expectNewestMailTo(admin.email, ENGLISH);
    await askFrom('nb');
    await expectNewestMailTo(admin.email, NORWEGIAN);
  });
});
