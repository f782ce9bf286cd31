import { type TestApp, buildTestApp } from '../../../test/support/test-app';
import { invitationTokenOf, invitePerson } from '../../../test/support/invited-person';
import { outboxMailsTo } from '../../../test/support/outbox-mail';
import { type SignedInUser, createSignedInUser } from '../../../test/support/test-session';

// An organisation's people (README of the API, "Roles, limits and approval"): invited by an
// administrator through a single-use link, each with one role the API enforces, and always at
// least one administrator.

let shop: TestApp;
let admin: SignedInUser;

beforeAll(async () => {
  shop = await buildTestApp({ env: { SEED_DEMO_CATALOG: 'false' } });
  admin = await createSignedInUser(shop.app);
}, 60_000);
afterAll(async () => shop?.close());

const as = (person: SignedInUser) => ({ cookie: person.cookie });
const org = () => `/api/organization/${admin.organizationId}`;
const peopleOf = async (who: SignedInUser = admin) => (await shop.app.inject({ url: `${org()}/people`, headers: as(who) })).json<Array<Record<string, unknown>>>();

describe('inviting a person', () => {
  it('mails a single-use link in the chosen language; until it is used the person cannot log in', async () => {
    const email = `invitert-${Date.now()}@example.com`;
    const added = await shop.app.inject({
      method: 'POST',
      url: `${org()}/customers`,
      headers: as(admin),
      payload: { name: 'Ola Innkjøper', email, phone: '22334455', role: 'buyer', orderLimit: 10000, locale: 'en' },
    });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ canLogIn: false, invitation: 'sent' });
    const [mail] = await outboxMailsTo(shop.app.mailer.outboxDir as string, email);
    expect(mail?.subject).toMatch(/^An invitation to/);
    expect(mail?.text).toMatch(/valid for 7 days/);
    const person = (await peopleOf()).find((one) => one.email === email);
    expect(person).toMatchObject({ role: 'buyer', orderLimit: 10000, monthLimit: null, monthSpent: 0, invitation: 'pending', lastLoginAt: null });

    const token = await invitationTokenOf(shop.app, email);
    expect((await shop.app.inject({ url: `/api/auth/invitation?token=${token}` })).json()).toMatchObject({ name: 'Ola Innkjøper', email, role: 'buyer' });
    // A weak password is refused with registration's rules; the link still works after.
    const weak = await shop.app.inject({ method: 'POST', url: '/api/auth/invitation/complete', payload: { token, newPassword: 'passord123' } });
    expect(weak.statusCode).toBe(400);
    const done = await shop.app.inject({ method: 'POST', url: '/api/auth/invitation/complete', payload: { token, newPassword: 'Sterkt-eget-passord-ekorn' } });
    expect(done.statusCode).toBe(204);
    const again = await shop.app.inject({ method: 'POST', url: '/api/auth/invitation/complete', payload: { token, newPassword: 'Et-annet-sterkt-passord' } });
    expect(again.json()).toMatchObject({ code: 'InvitationInvalid' });
    const login = await shop.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'Sterkt-eget-passord-ekorn' } });
    expect(login.statusCode).toBe(200);
    expect((await peopleOf()).find((one) => one.email === email)).toMatchObject({ invitation: 'accepted', lastLoginAt: expect.any(String) });
  });

  it('in the inviter’s language when none is chosen; a resend or a withdrawal ends the older link', async () => {
    const email = `igjen-${Date.now()}@example.com`;
    const added = await shop.app.inject({
      method: 'POST',
      url: `${org()}/customers`,
      headers: { ...as(admin), cookie: `${admin.cookie}; locale=nb` },
      payload: { name: 'Kari Bestiller', email, phone: '22334455', role: 'requester' },
    });
    const id = added.json<{ id: string }>().id;
    expect((await outboxMailsTo(shop.app.mailer.outboxDir as string, email))[0]?.subject).toMatch(/^Invitasjon til/);
    const first = await invitationTokenOf(shop.app, email);
    const resent = await shop.app.inject({ method: 'POST', url: `${org()}/people/${id}/invitation`, headers: as(admin), payload: {} });
    expect(resent.statusCode).toBe(202);
    expect(resent.json()).toMatchObject({ mail: 'sent', person: { role: 'requester', invitation: 'pending' } });
    const second = await invitationTokenOf(shop.app, email);
    expect((await shop.app.inject({ url: `/api/auth/invitation?token=${first}` })).json()).toMatchObject({ code: 'InvitationInvalid' });
    const withdrawn = await shop.app.inject({ method: 'DELETE', url: `${org()}/people/${id}/invitation`, headers: as(admin) });
    expect(withdrawn.statusCode).toBe(204);
    expect((await shop.app.inject({ url: `/api/auth/invitation?token=${second}` })).json()).toMatchObject({ code: 'InvitationInvalid' });
    expect((await peopleOf()).find((one) => one.id === id)).toMatchObject({ role: null, invitation: 'none' });
  });

  it('an existing contact person stays a contact until invited', async () => {
    const added = await shop.app.inject({ method: 'POST', url: `${org()}/customers`, headers: as(admin), payload: { name: 'Bare Kontakt', email: `kontakt-${Date.now()}@example.com`, phone: '22334455' } });
    expect(added.json()).not.toHaveProperty('invitation');
    expect((await peopleOf()).find((one) => one.id === added.json<{ id: string }>().id)).toMatchObject({ role: null, invitation: 'none' });
    const roleless = await shop.app.inject({ method: 'PUT', url: `${org()}/people/${added.json<{ id: string }>().id}/role`, headers: as(admin), payload: { role: 'buyer' } });
    expect(roleless.json()).toMatchObject({ code: 'NotInvited' });
  });

  it('refuses limits for any role but buyer, and limits that are no amount', async () => {
    for (const payload of [
      { role: 'requester', orderLimit: 100 },
      { role: 'buyer', orderLimit: -1 },
      { role: 'buyer', monthLimit: 1.234 },
      { role: 'chef' },
    ]) {
      const answer = await shop.app.inject({ method: 'POST', url: `${org()}/customers`, headers: as(admin), payload: { name: 'Feil', email: `feil-${Date.now()}@example.com`, phone: '22334455', ...payload } });
      expect({ payload, status: answer.statusCode }).toEqual({ payload, status: 400 });
    }
  });
});

describe('roles', () => {
  it('a buyer or requester gets 403 with a plain message on an administrator’s route, and may use their own', async () => {
    for (const role of ['buyer', 'requester'] as const) {
      const person = await invitePerson(shop.app, admin, role);
      const answer = await shop.app.inject({ url: `${org()}/people`, headers: as(person) });
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toMatchObject({ error: 'Forbidden', code: 'RoleNotAllowed', message: expect.stringMatching(/administrator/) });
      const address = await shop.app.inject({ method: 'POST', url: `${org()}/deliveryAddress`, headers: as(person), payload: { street: 'Gata 2', zipCode: '0150', area: 'Oslo' } });
      expect(address.statusCode).toBe(403);
      const own = await shop.app.inject({ url: `/api/auth/user/${person.userId}`, headers: as(person) });
      expect(own.json()).toMatchObject({ access: { role } });
    }
  });

  it('the last administrator can be neither demoted nor removed; with two, one can', async () => {
    const alone = await createSignedInUser(shop.app);
    const base = `/api/organization/${alone.organizationId}`;
    const demote = await shop.app.inject({ method: 'PUT', url: `${base}/people/${alone.userId}/role`, headers: as(alone), payload: { role: 'buyer' } });
    expect(demote.statusCode).toBe(409);
    expect(demote.json()).toMatchObject({ code: 'LastAdministrator' });
    const second = await invitePerson(shop.app, alone, 'administrator');
    const remove = await shop.app.inject({ method: 'DELETE', url: `${base}/contacts/${second.userId}`, headers: as(second) });
    // Nobody deletes themself; the other administrator may, and the second may demote the first.
    expect(remove.statusCode).toBe(409);
    const demoted = await shop.app.inject({ method: 'PUT', url: `${base}/people/${alone.userId}/role`, headers: as(second), payload: { role: 'buyer', orderLimit: 500 } });
    expect(demoted.statusCode).toBe(200);
    expect(demoted.json()).toMatchObject({ role: 'buyer', orderLimit: 500 });
    // The demoted person's session ended at once: they log in again, as a buyer.
    expect((await shop.app.inject({ url: `/api/auth/user/${alone.userId}`, headers: as(alone) })).statusCode).toBe(401);
    const back = await shop.app.inject({ method: 'PUT', url: `${base}/people/${second.userId}/role`, headers: as(second), payload: { role: 'requester' } });
    expect(back.json()).toMatchObject({ code: 'LastAdministrator' });
  });

  it('a removed person’s sessions end at once', async () => {
    const person = await invitePerson(shop.app, admin, 'buyer');
    expect((await shop.app.inject({ url: `/api/auth/user/${person.userId}`, headers: as(person) })).statusCode).toBe(200);
    const removed = await shop.app.inject({ method: 'DELETE', url: `${org()}/contacts/${person.userId}`, headers: as(admin) });
    expect(removed.statusCode).toBe(204);
    expect((await shop.app.inject({ url: `/api/auth/user/${person.userId}`, headers: as(person) })).statusCode).toBe(401);
  });
});
