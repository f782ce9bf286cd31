import { type TestApp, buildTestApp } from '../../../test/support/test-app';
import { confirmationLinkOf, latestConfirmationLink, outboxMailsTo } from '../../../test/support/outbox-mail';
import { type SignedInUser, createSignedInUser, newOrganizationBody, useConfirmationLink } from '../../../test/support/test-session';

// E-mail ownership, always: a login e-mail moves to a new address only when the link mailed
// there is opened; until then the old one stays the login, and it is told (README, "E-mail changes").

let shop: TestApp;

beforeAll(async () => {
  shop = await buildTestApp({ env: { SEED_DEMO_CATALOG: 'false', PUBLIC_URL: 'https://shop.example.no', ALLOWED_HOSTS: 'localhost:80' } });
});

afterAll(async () => {
  await shop.close();
});

const outbox = () => shop.app.mailer.outboxDir as string;
const logIn = (email: string, password: string) => shop.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
const profileOf = (user: SignedInUser) => shop.app.inject({ url: `/api/auth/user/${user.userId}`, headers: { cookie: user.cookie } });
const changeEmail = (user: SignedInUser, email: string, headers: Record<string, string> = {}) =>
  shop.app.inject({
    method: 'PUT',
    url: `/api/auth/user/${user.userId}`,
    headers: { cookie: user.cookie, ...headers },
    payload: { name: 'Kari Endret', email, phone: '22334455', currentPassword: user.password },
  });
/** The link's page, its button pressed. */
const open = (link: string) => useConfirmationLink(shop.app, link);
const victimAddress = () => `offer-${Math.random().toString(36).slice(2, 10)}@example.com`;

describe('a confirmed login moving its e-mail to an address it does not own (the probe\'s case)', () => {
  it('stays on the old address until the link mailed to the new one is opened, and the owner of the new one can still register', async () => {
    const kari = await createSignedInUser(shop.app);
    const victim = victimAddress();

    const answer = await changeEmail(kari, victim);
    expect(answer.statusCode).toBe(200);
    // Name and phone are saved at once; the login e-mail is not.
    expect(answer.json()).toMatchObject({ name: 'Kari Endret', email: kari.email, pendingEmail: victim });
    expect((await profileOf(kari)).json()).toMatchObject({ email: kari.email, pendingEmail: victim });
    expect((await logIn(victim, kari.password)).statusCode).toBe(401);
    expect((await logIn(kari.email, kari.password)).statusCode).toBe(200);

    // The victim registers with the address: accepted, and confirmed by the victim's own link.
    const registration = newOrganizationBody({ contact: { name: 'Offer', email: victim, phone: '22334455' } });
    const registered = await shop.app.inject({ method: 'POST', url: '/api/organization', payload: registration });
    expect(registered.statusCode).toBe(201);
    const mails = await outboxMailsTo(outbox(), victim);
    const changeMail = mails.find((mail) => mail.subject.startsWith('Bekreft den nye e-postadressen din'));
    const registrationMail = mails.find((mail) => mail.subject.startsWith('Bekreft e-postadressen din'));
    expect(changeMail?.text).not.toContain('Kari');
    expect((await open(confirmationLinkOf(registrationMail!))).notice).toBe('/min-side/logg-inn?confirmed=1');
    expect((await logIn(victim, registration.password)).statusCode).toBe(200);

    // Kari's link, opened now, takes nothing from the victim.
    expect((await open(confirmationLinkOf(changeMail!))).notice).toBe('/min-side/logg-inn?confirmed=expired');
    expect((await logIn(victim, kari.password)).statusCode).toBe(401);
    expect((await logIn(kari.email, kari.password)).statusCode).toBe(200);
  });

  it('tells the old address, naming the new one', async () => {
    const kari = await createSignedInUser(shop.app);
    const victim = victimAddress();
    await changeEmail(kari, victim, { cookie: `${kari.cookie}; locale=en` });
    await shop.app.onboarding.settled();
    const notice = (await outboxMailsTo(outbox(), kari.email)).find((mail) => mail.subject.startsWith('A change of your e-mail address'));
    expect(notice?.text).toContain(`asked to change the login from this address to ${victim}`);
    expect(notice?.text).toContain('Until then you log in with this address as before.');
  });
});

describe('the link to the new address', () => {
  it('makes it the login once opened: the old address logs in no more, the profile shows it, and the link works once', async () => {
    const kari = await createSignedInUser(shop.app);
    const newEmail = victimAddress();
    await changeEmail(kari, newEmail);
    const link = await latestConfirmationLink(outbox(), newEmail);
    expect(link).toMatch(/^https:\/\/shop\.example\.no\/min-side\/logg-inn\?confirm=/);

    expect((await open(link)).notice).toBe('/min-side/logg-inn?confirmed=email');
    expect((await logIn(newEmail, kari.password)).statusCode).toBe(200);
    expect((await logIn(kari.email, kari.password)).statusCode).toBe(401);
    const profile = (await profileOf(kari)).json();
    expect(profile.email).toBe(newEmail);
    expect(profile.pendingEmail).toBeUndefined();
    expect((await open(link)).notice).toBe('/min-side/logg-inn?confirmed=already');
  });

  it('is replaced by a newer change, and leads to the login page in the language of the change', async () => {
    const kari = await createSignedInUser(shop.app);
    const first = victimAddress();
    const second = victimAddress();
    await changeEmail(kari, first);
    await changeEmail(kari, second, { cookie: `${kari.cookie}; locale=en` });
    expect((await profileOf(kari)).json().pendingEmail).toBe(second);
    expect((await open(await latestConfirmationLink(outbox(), first))).notice).toBe('/min-side/logg-inn?confirmed=expired');
    expect((await open(await latestConfirmationLink(outbox(), second))).notice).toBe('/en/account/log-in?confirmed=email');
    expect((await logIn(second, kari.password)).statusCode).toBe(200);
  });

  it('takes an address from a registration nobody confirmed, never from a confirmed login', async () => {
    const kari = await createSignedInUser(shop.app);
    const unconfirmed = newOrganizationBody();
    await shop.app.inject({ method: 'POST', url: '/api/organization', payload: unconfirmed });
    expect((await changeEmail(kari, unconfirmed.contact.email)).statusCode).toBe(200);
    const links = (await outboxMailsTo(outbox(), unconfirmed.contact.email)).map(confirmationLinkOf);
    expect((await open(links[1]!)).notice).toBe('/min-side/logg-inn?confirmed=email');
    expect((await logIn(unconfirmed.contact.email, kari.password)).statusCode).toBe(200);
    // The registration's own link confirms nothing now: that registration is gone.
    expect((await open(links[0]!)).notice).toBe('/min-side/logg-inn?confirmed=expired');

    const ola = await createSignedInUser(shop.app);
    expect((await changeEmail(ola, unconfirmed.contact.email)).statusCode).toBe(409);
  });
});

describe('a new password', () => {
  it('cancels a change asked for before it: whoever asked can no longer move the login with the link', async () => {
    const kari = await createSignedInUser(shop.app);
    const intruders = victimAddress();
    await changeEmail(kari, intruders);
    const link = await latestConfirmationLink(outbox(), intruders);
    const changed = await shop.app.inject({
      method: 'POST',
      url: `/api/auth/user/${kari.userId}/password`,
      headers: { cookie: kari.cookie },
      payload: { oldPassword: kari.password, newPassword: 'Ny-Lang-Frase-Hest-42' },
    });
    expect(changed.statusCode).toBe(204);
    expect((await profileOf(kari)).json().pendingEmail).toBeUndefined();
    expect((await open(link)).notice).toBe('/min-side/logg-inn?confirmed=expired');
    expect((await logIn(kari.email, 'Ny-Lang-Frase-Hest-42')).statusCode).toBe(200);
  });
});

describe('an address a confirmed login holds', () => {
  it('is refused as before, and sends nothing', async () => {
    const kari = await createSignedInUser(shop.app);
    const ola = await createSignedInUser(shop.app);
    const before = (await outboxMailsTo(outbox(), ola.email)).length;
    expect((await changeEmail(kari, ola.email)).statusCode).toBe(409);
    await shop.app.onboarding.settled();
    expect(await outboxMailsTo(outbox(), ola.email)).toHaveLength(before);
  });
});
