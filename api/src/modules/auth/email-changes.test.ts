import { appWithUsers } from '../../../test/support/app-with-users';
import { type SignedInUser, createSignedInUser } from '../../../test/support/test-session';

// Changing one's e-mail must not tell who else has a login in the shop, and must not be a way to
// ask that quickly: every change is counted, like registrations.

const shop = appWithUsers([{ remoteAddress: '10.30.0.1' }, { remoteAddress: '10.30.0.2' }], {
  env: { SEED_DEMO_CATALOG: 'false', EMAIL_CHANGES_PER_HOUR: '3', LOGIN_LIMIT_PER_ADDRESS: '5' },
});
let kari: SignedInUser;
let ola: SignedInUser;
let colleagueEmail: string;

/** A contact person of `user`'s organisation, who cannot log in: their e-mail is anybody's to edit. */
async function addColleague(user: SignedInUser, email: string): Promise<string> {
  const colleague = await shop.app.inject({
    method: 'POST',
    url: `/api/organization/${user.organizationId}/customers`,
    headers: { cookie: user.cookie },
    payload: { name: 'Kollega', email, phone: '22334455' },
  });
  expect(colleague.statusCode).toBe(201);
  return colleague.json<{ id: string }>().id;
}

beforeAll(async () => {
  [kari, ola] = shop.users as [SignedInUser, SignedInUser];
  colleagueEmail = `kollega-${kari.userId}@example.com`;
  await addColleague(kari, colleagueEmail);
});

const profile = (user: SignedInUser, email: string, remoteAddress: string) =>
  shop.app.inject({
    method: 'PUT',
    url: `/api/auth/user/${user.userId}`,
    headers: { cookie: user.cookie },
    payload: { name: 'Navn Navnesen', email, phone: '22334455', currentPassword: user.password },
    remoteAddress,
  });

const contact = (user: SignedInUser, contactId: string, email: string, remoteAddress: string) =>
  shop.app.inject({
    method: 'PUT',
    url: `/api/organization/${user.organizationId}/contacts/${contactId}`,
    headers: { cookie: user.cookie },
    payload: { email },
    remoteAddress,
  });

describe('changing an e-mail address', () => {
  it('answers an address of another organisation’s login exactly as a colleague’s; a login e-mail changes on the profile only', async () => {
    const othersLogin = await profile(kari, ola.email, '10.31.0.1');
    const colleagues = await profile(kari, colleagueEmail, '10.31.0.1');
    expect(othersLogin.statusCode).toBe(409);
    expect(othersLogin.json()).toEqual(colleagues.json());
    expect(othersLogin.json()).toEqual({
      error: 'Conflict',
      message: 'This e-mail address cannot be used here. Choose another one.',
      details: [{ field: 'email', message: 'email: This e-mail address cannot be used here. Choose another one.' }],
    });
    // Through the contact persons a login e-mail is not changed at all (nor looked up).
    const throughContacts = await contact(ola, ola.userId, kari.email, '10.31.0.2');
    expect(throughContacts.statusCode).toBe(403);
    expect(throughContacts.json()).toEqual({
      error: 'Forbidden',
      message: 'The e-mail address a person logs in with is changed only by that person, on their profile, with their password',
      code: 'LoginEmail',
    });
  });

  it('counts every change per person, free or taken, on both routes, and then says when to try again', async () => {
    const person = await createSignedInUser(shop.app, { remoteAddress: '10.30.0.3' });
    expect((await profile(person, ola.email, '10.32.0.1')).statusCode).toBe(409);
    expect((await profile(person, `ny-${person.userId}@example.com`, '10.32.0.2')).statusCode).toBe(200);
    const colleague = await addColleague(person, `kollega-${person.userId}@example.com`);
    expect((await contact(person, colleague, `ny-kollega-${person.userId}@example.com`, '10.32.0.3')).statusCode).toBe(200);
    const fourth = await profile(person, kari.email, '10.32.0.4');
    expect(fourth.statusCode).toBe(429);
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(0);
    expect(fourth.json().message).toMatch(/^Too many e-mail changes\. Try again in \d+ minutes?\.$/);
    // The contact route is held back the same way, and changes nothing then.
    const throughContact = await contact(person, colleague, `igjen-${person.userId}@example.com`, '10.32.0.5');
    expect(throughContact.statusCode).toBe(429);
    const contacts = await shop.app.inject({ url: `/api/organization/${person.organizationId}/contacts`, headers: { cookie: person.cookie } });
    expect(contacts.body).not.toContain(`igjen-${person.userId}@example.com`);
  });

  it('does not count an edit that keeps the e-mail address', async () => {
    const person = await createSignedInUser(shop.app, { remoteAddress: '10.30.0.4' });
    for (let i = 0; i < 5; i += 1) expect((await profile(person, person.email.toUpperCase(), '10.33.0.1')).statusCode).toBe(200);
  });

  it('counts the changes from one client address across people, as registrations are', async () => {
    const [first, second] = [await createSignedInUser(shop.app, { remoteAddress: '10.30.0.5' }), await createSignedInUser(shop.app, { remoteAddress: '10.30.0.6' })];
    for (let i = 0; i < 3; i += 1) expect((await profile(first, `a${i}-${first?.userId}@example.com`, '10.34.0.1')).statusCode).toBe(200);
    for (let i = 0; i < 2; i += 1) expect((await profile(second, `b${i}-${second?.userId}@example.com`, '10.34.0.1')).statusCode).toBe(200);
    expect((await profile(second, `c-${second?.userId}@example.com`, '10.34.0.1')).statusCode).toBe(429);
    expect((await profile(second, `c-${second?.userId}@example.com`, '10.34.0.2')).statusCode).toBe(200);
  });
});
