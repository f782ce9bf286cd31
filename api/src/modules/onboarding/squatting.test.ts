import { type TestApp, buildTestApp } from '../../../test/support/test-app';
import { confirmationLinkOf, outboxMailsTo } from '../../../test/support/outbox-mail';
import { newOrganizationBody, testOrganizationNumber, useConfirmationLink } from '../../../test/support/test-session';

// A registration belongs to whoever confirms its e-mail (README, "Who gets prices"): a
// registration nobody confirmed holds neither its organisation number nor its e-mail, and is never
// removed by someone else's registration: several wait side by side, the first confirmed wins, and
// the others are ended and told. An unconfirmed one expires after 48 hours, and a link confirms
// only the registration that asked for it.

let shop: TestApp;

beforeAll(async () => {
  shop = await buildTestApp({ env: { SEED_DEMO_CATALOG: 'false' } });
});

afterAll(async () => {
  await shop.close();
});

const outbox = () => shop.app.mailer.outboxDir as string;
const register = (body: ReturnType<typeof newOrganizationBody>) => shop.app.inject({ method: 'POST', url: '/api/organization', payload: body });
const logIn = (email: string, password: string) => shop.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
/** The link's page, its button pressed. */
const open = (link: string) => useConfirmationLink(shop.app, link);
const resend = (email: string, password: string) =>
  shop.app.inject({ method: 'POST', url: '/api/auth/confirm-email/resend', payload: { email, password }, remoteAddress: `10.77.0.${Math.floor(Math.random() * 250) + 1}` });
const linksTo = async (email: string) => {
  await shop.app.onboarding.settled();
  return (await outboxMailsTo(outbox(), email)).map(confirmationLinkOf);
};
const organizationsNumbered = async (organizationNumber: string) =>
  (await shop.db.query('SELECT 1 FROM organizations WHERE org_number = $1', [organizationNumber])).length;

/** The owner's company and address; the squatter registers them first, with a password of their own. */
function ownerAndSquatter() {
  const owner = newOrganizationBody();
  const squatter = newOrganizationBody({
    name: 'Squatter AS',
    organizationNumber: owner.organizationNumber,
    contact: { name: 'Squatter', email: owner.contact.email, phone: '99999999' },
    password: 'squatterens-eget-passord-42',
  });
  return { owner, squatter };
}

const mailsTo = async (email: string) => {
  await shop.app.onboarding.settled();
  return outboxMailsTo(outbox(), email);
};
const endedMailsTo = async (email: string) => (await mailsTo(email)).filter((mail) => /avsluttet|has ended/.test(mail.subject));
const newest = async (email: string) => (await linksTo(email)).at(-1) as string;

describe('registrations waiting for the same organisation number or e-mail', () => {
  it('a second registration of a waiting number leaves the first waiting and confirmable', async () => {
    const first = newOrganizationBody();
    expect((await register(first)).statusCode).toBe(201);
    const firstLink = await newest(first.contact.email);
    const second = newOrganizationBody({ organizationNumber: first.organizationNumber });
    expect((await register(second)).statusCode).toBe(201);
    expect(await organizationsNumbered(first.organizationNumber)).toBe(2);

    // The first still waits: its password is answered "confirm first", not "wrong", and its link works.
    expect((await logIn(first.contact.email, first.password)).json().code).toBe('EmailNotConfirmed');
    expect((await open(firstLink)).notice).toBe('/min-side/logg-inn?confirmed=1');
    expect((await logIn(first.contact.email, first.password)).statusCode).toBe(200);
  });

  it('a second registration with a waiting login e-mail leaves the first waiting, and each password finds its own', async () => {
    const first = newOrganizationBody();
    await register(first);
    const sameEmail = newOrganizationBody({ contact: first.contact, password: 'en-annen-registrering-med-samme-adresse' });
    expect((await register(sameEmail)).statusCode).toBe(201);
    expect((await logIn(first.contact.email, first.password)).json().code).toBe('EmailNotConfirmed');
    expect((await logIn(first.contact.email, sameEmail.password)).json().code).toBe('EmailNotConfirmed');
    expect((await logIn(first.contact.email, 'ingen-av-dem-har-dette-passordet')).statusCode).toBe(401);
  });

  it('the first confirmed wins: the others, by number or by e-mail, are told in their own language and can no longer confirm', async () => {
    const winner = newOrganizationBody();
    const byNumber = newOrganizationBody({ organizationNumber: winner.organizationNumber, locale: 'en' });
    const byEmail = newOrganizationBody({ contact: { ...winner.contact, name: 'Per Hansen' }, password: 'samme-adresse-annet-nummer-77' });
    await register(byNumber);
    const byNumberLink = await newest(byNumber.contact.email);
    await register(winner);
    const winnerLink = await newest(winner.contact.email);
    await register(byEmail);
    const byEmailLink = (await linksTo(winner.contact.email)).find((link) => link !== winnerLink);

    expect((await open(winnerLink)).notice).toBe('/min-side/logg-inn?confirmed=1');
    expect(await organizationsNumbered(winner.organizationNumber)).toBe(1);
    // The English registration's link is the English page: it says so in English.
    expect((await open(byNumberLink)).notice).toBe('/en/account/log-in?confirmed=expired');
    expect((await open(byEmailLink!)).notice).toBe('/min-side/logg-inn?confirmed=expired');
    expect((await logIn(byNumber.contact.email, byNumber.password)).statusCode).toBe(401);
    expect((await logIn(winner.contact.email, byEmail.password)).statusCode).toBe(401);
    expect((await logIn(winner.contact.email, winner.password)).statusCode).toBe(200);

    const [english] = await endedMailsTo(byNumber.contact.email);
    expect(english?.subject).toBe('Your registration has ended – Sikkerhetsgrossisten');
    expect(english?.text).toContain('has now been confirmed by another registration');
    expect(english?.text).toContain('/en/contact');
    const [norwegian] = await endedMailsTo(winner.contact.email);
    expect(norwegian?.subject).toBe('Registreringen din er avsluttet – Sikkerhetsgrossisten');
    expect(norwegian?.text).toContain('er nå bekreftet av en annen registrering');
    expect(norwegian?.text).toContain('/kontakt');
    // Told once each, and the winner is not told anything.
    expect(await endedMailsTo(byNumber.contact.email)).toHaveLength(1);
    expect(await endedMailsTo(winner.contact.email)).toHaveLength(1);
  });
});

describe("the probe's case: a squatter registers the owner's organisation number and e-mail first", () => {
  it("the owner registers later and confirms: the owner's registration wins, with the owner's password, and the squatter's has ended", async () => {
    const { owner, squatter } = ownerAndSquatter();
    expect((await register(squatter)).statusCode).toBe(201);
    const [squattersLink] = await linksTo(owner.contact.email);

    const registered = await register(owner);
    expect(registered.statusCode).toBe(201);
    expect(await organizationsNumbered(owner.organizationNumber)).toBe(2);
    expect((await logIn(owner.contact.email, owner.password)).statusCode).toBe(403);

    expect((await open(await newest(owner.contact.email))).notice).toBe('/min-side/logg-inn?confirmed=1');
    expect(await organizationsNumbered(owner.organizationNumber)).toBe(1);
    // The squatter's link was for the squatter's registration, which has ended: it confirms nothing.
    expect((await open(squattersLink!)).notice).toBe('/min-side/logg-inn?confirmed=expired');
    const loggedIn = await logIn(owner.contact.email, owner.password);
    expect(loggedIn.statusCode).toBe(200);
    const organization = await shop.app.inject({
      url: `/api/organization/${registered.json().id}`,
      headers: { cookie: (loggedIn.headers['set-cookie'] as string[]).map((line) => line.split(';')[0]).join('; ') },
    });
    expect(organization.json()).toMatchObject({ name: owner.name, organizationNumber: owner.organizationNumber });
    expect((await logIn(owner.contact.email, squatter.password)).statusCode).toBe(401);
  });

  it('the owner asking for a new link cannot confirm the squatter\'s registration: a link goes only to the registration whose password is given', async () => {
    const { owner, squatter } = ownerAndSquatter();
    await register(squatter);
    const before = (await linksTo(owner.contact.email)).length;
    expect((await resend(owner.contact.email, owner.password)).statusCode).toBe(202);
    expect(await linksTo(owner.contact.email)).toHaveLength(before);

    // The owner registers too, and a new link (the owner's password) confirms the owner's account.
    await register(owner);
    expect((await resend(owner.contact.email, owner.password)).statusCode).toBe(202);
    expect((await open(await newest(owner.contact.email))).notice).toBe('/min-side/logg-inn?confirmed=1');
    expect((await logIn(owner.contact.email, owner.password)).statusCode).toBe(200);
    expect((await logIn(owner.contact.email, squatter.password)).statusCode).toBe(401);
  });

  it('a squatter registering after the owner takes nothing the owner confirmed', async () => {
    const { owner, squatter } = ownerAndSquatter();
    await register(owner);
    await open((await linksTo(owner.contact.email)).at(-1) as string);
    const refused = await register(squatter);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().Errors.map((error: { Code: string }) => error.Code)).toEqual(['OrganizationNumberTaken', 'EmailTaken']);
  });
});

describe('an unconfirmed registration', () => {
  it('expires after 48 hours: then it holds nothing, its link and a new one confirm nothing, and its password logs nobody in', async () => {
    const stale = newOrganizationBody();
    await register(stale);
    const [link] = await linksTo(stale.contact.email);
    await shop.db.query(
      `UPDATE users SET created_at = now() - interval '48 hours 1 minute' WHERE lower(email) = lower($1)`,
      [stale.contact.email],
    );
    await shop.db.query(
      `UPDATE email_confirmations SET expires_at = now() - interval '1 minute' WHERE email = $1`,
      [stale.contact.email],
    );
    expect((await open(link!)).notice).toBe('/min-side/logg-inn?confirmed=expired');
    expect((await resend(stale.contact.email, stale.password)).statusCode).toBe(202);
    expect(await linksTo(stale.contact.email)).toHaveLength(1);
    const login = await logIn(stale.contact.email, stale.password);
    expect(login.statusCode).toBe(401);
    expect(login.json().code).toBeUndefined();
    expect(await organizationsNumbered(stale.organizationNumber)).toBe(0);
  });

  it('that expired is dropped by the next registration of anyone', async () => {
    const stale = newOrganizationBody();
    await register(stale);
    await shop.db.query(`UPDATE users SET created_at = now() - interval '49 hours' WHERE lower(email) = lower($1)`, [stale.contact.email]);
    expect((await register(newOrganizationBody({ organizationNumber: testOrganizationNumber() }))).statusCode).toBe(201);
    expect(await organizationsNumbered(stale.organizationNumber)).toBe(0);
  });

  it('a new link works no longer than the registration it confirms', async () => {
    const body = newOrganizationBody();
    const registered = await register(body);
    await shop.db.query(`UPDATE users SET created_at = now() - interval '40 hours' WHERE id = $1`, [registered.json().userId]);
    await resend(body.contact.email, body.password);
    await shop.app.onboarding.settled();
    const [newest] = await shop.db.query<{ hours: number }>(
      `SELECT extract(epoch FROM expires_at - now()) / 3600 AS hours FROM email_confirmations WHERE user_id = $1 ORDER BY created_at DESC LIMIT 1`,
      [registered.json().userId],
    );
    expect(Number(newest?.hours)).toBeLessThanOrEqual(8);
  });
});
