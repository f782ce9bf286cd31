import { confirmationLinkOf, outboxMailsTo } from '../../support/outbox-mail';
import { appWithUsers } from '../../support/app-with-users';
import { newOrganizationBody, useConfirmationLink } from '../../support/test-session';

// Answers that tell whether an address or number has an account are budgeted per target as well
// as per client; spending a target's budget never keeps its owner out.
const shop = appWithUsers(1, { env: { SEED_DEMO_CATALOG: 'false' } });

const outbox = () => shop.app.mailer.outboxDir as string;
const resend = (email: string, password: string, remoteAddress: string) =>
  shop.app.inject({ method: 'POST', url: '/api/auth/confirm-email/resend', payload: { email, password }, remoteAddress });

describe('asking for new confirmation links', () => {
  it('cannot be used to block the owner: asked for from many addresses, it answers alike and the owner still confirms', async () => {
    const body = newOrganizationBody();
    const email = body.contact.email;
    expect((await shop.app.inject({ method: 'POST', url: '/api/organization', payload: body, remoteAddress: '10.60.0.1' })).statusCode).toBe(201);
    const statuses: number[] = [];
    // Others ask for the owner's address without the owner's password, from many addresses.
    for (let i = 1; i <= 12; i += 1) statuses.push((await resend(email, 'ikke-eierens-passord', `198.51.102.${i}`)).statusCode);
    // The owner asks too, from home, after them.
    const owners = await resend(email, body.password, '10.60.0.1');
    expect([...statuses, owners.statusCode].every((status) => status === 202)).toBe(true);
    expect(owners.json()).toEqual({ message: 'If this address has an account waiting for confirmation, a new link is on its way.' });
    await shop.app.onboarding.settled();
    // The others' asks sent nothing and spent nothing: the registration's mail and the owner's new one.
    const mails = await outboxMailsTo(outbox(), email);
    expect(mails).toHaveLength(2);
    // The newest link in the owner's inbox confirms the owner's registration.
    const used = await useConfirmationLink(shop.app, confirmationLinkOf(mails[mails.length - 1]!));
    expect(used.notice).toMatch(/confirmed=1$/);
    const login = await shop.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: body.password }, remoteAddress: '10.60.0.1' });
    expect(login.statusCode).toBe(200);
  });
});

describe('the owner asking again and again', () => {
  it('gets three new links in a window, then the same answer and no more mail', async () => {
    const body = newOrganizationBody();
    const email = body.contact.email;
    expect((await shop.app.inject({ method: 'POST', url: '/api/organization', payload: body, remoteAddress: '10.61.0.1' })).statusCode).toBe(201);
    for (let i = 1; i <= 5; i += 1) expect((await resend(email, body.password, `10.61.0.${i}`)).statusCode).toBe(202);
    await shop.app.onboarding.settled();
    expect(await outboxMailsTo(outbox(), email)).toHaveLength(4);
  });
});

describe('registering with a taken e-mail or organisation number', () => {
  it('answers "taken" about one e-mail only a few times in a window, whichever addresses ask', async () => {
    const taken = { ...newOrganizationBody(), contact: { name: 'Kari', email: shop.user.email, phone: '22334455' } };
    const statuses: number[] = [];
    for (let i = 1; i <= 12; i += 1) {
      const probe = { ...taken, organizationNumber: newOrganizationBody().organizationNumber };
      statuses.push((await shop.app.inject({ method: 'POST', url: '/api/organization', payload: probe, remoteAddress: `198.51.103.${i}` })).statusCode);
    }
    expect(statuses.filter((status) => status === 409)).toHaveLength(5);
    expect(statuses.slice(5).every((status) => status === 429)).toBe(true);
    const refused = await shop.app.inject({ method: 'POST', url: '/api/organization', payload: taken, remoteAddress: '198.51.103.99' });
    expect(refused.json().Errors).toEqual([
      { Code: 'TooManyRequests', Message: 'Too many registrations for this organisation number or e-mail address. Try again later.' },
    ]);
    // Anyone registering something else is not held up.
    expect((await shop.app.inject({ method: 'POST', url: '/api/organization', payload: newOrganizationBody(), remoteAddress: '198.51.103.1' })).statusCode).toBe(201);
  });
});
