import { type TestApp, buildTestApp } from '../../../test/support/test-app';
import { outboxMailsTo } from '../../../test/support/outbox-mail';
import { SMALL_CATALOG } from '../../../test/support/shop-world';
import { type StaffMember, createStaffMember } from './staff-member-fixture';
import { confirmEmail, cookieHeaderFrom, newOrganizationBody } from '../../../test/support/test-session';

// With REQUIRE_APPROVAL, a new organisation waits until staff approve it (its people then see
// prices) or refuse it (its registrant gets the reason by mail and cannot log in).

let shop: TestApp;
let staff: StaffMember;

beforeAll(async () => {
  shop = await buildTestApp({ env: { SEED_DEMO_CATALOG: 'false', REQUIRE_APPROVAL: 'true' } });
  await shop.app.catalog.import(SMALL_CATALOG);
  staff = await createStaffMember(shop.app, shop.db);
});

afterAll(async () => {
  await shop.close();
});

const login = (email: string, password: string) => shop.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
const asStaff = (method: 'GET' | 'POST', url: string, payload?: object) =>
  shop.app.inject({ method, url, headers: { cookie: staff.cookie }, ...(payload ? { payload } : {}) });

async function registered(name: string, pageLanguage: 'nb' | 'en' = 'nb') {
  const body = newOrganizationBody({ name });
  expect((await shop.app.inject({ method: 'POST', url: '/api/organization', headers: { 'accept-language': pageLanguage }, payload: body })).statusCode).toBe(201);
  await confirmEmail(shop.app, body.contact.email);
  return { email: body.contact.email, password: body.password, orgNumber: body.organizationNumber };
}

type Entry = { action: string; subject: string; staffEmail: string | null; before: unknown; after: unknown };
const auditEntries = async () => (await asStaff('GET', '/api/staff/audit?limit=200')).json<{ entries: Entry[] }>().entries;

describe('a new organisation', () => {
  it('waits for staff, and once approved its registrant logs in and sees prices', async () => {
    const person = await registered('Godkjent Sikkerhet AS');
    expect((await login(person.email, person.password)).json().code).toBe('AwaitingApproval');

    const waiting = await asStaff('GET', '/api/staff/waiting');
    expect(waiting.statusCode).toBe(200);
    expect(waiting.json().organizations).toContainEqual(
      expect.objectContaining({ organizationNumber: person.orgNumber, name: 'Godkjent Sikkerhet AS', loginEmail: person.email, emailConfirmed: true, organizationNumberValid: true }),
    );

    const approved = await asStaff('POST', `/api/staff/organizations/${person.orgNumber}/approve`);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toEqual({ organizationNumber: person.orgNumber, name: 'Godkjent Sikkerhet AS', approved: true, refused: false });
    expect((await asStaff('POST', `/api/staff/organizations/${person.orgNumber}/approve`)).statusCode).toBe(409);
    expect((await asStaff('GET', '/api/staff/waiting')).json().organizations.map((org: { organizationNumber: string }) => org.organizationNumber)).not.toContain(person.orgNumber);

    const loggedIn = await login(person.email, person.password);
    expect(loggedIn.statusCode).toBe(200);
    const prices = await shop.app.inject({ url: '/api/productUser/detail/KORT-1', headers: { cookie: cookieHeaderFrom(loggedIn.headers['set-cookie']) } });
    expect(prices.statusCode).toBe(200);
    expect(prices.body).toMatch(/"price":100[,}]/);

    expect(await auditEntries()).toContainEqual({
      id: expect.any(String),
      at: expect.any(String),
      staffId: staff.staffId,
      staffEmail: staff.email,
      action: 'approve-organization',
      subject: `organization:${person.orgNumber}`,
      before: { approved: false, refused: false },
      after: { approved: true, refused: false },
    });
  });

  it('refused gets the reason by mail and its registrant cannot log in', async () => {
    const person = await registered('Avvist Sikkerhet AS');
    const reason = 'Vi selger bare til installatører med sertifisering.';
    expect((await asStaff('POST', `/api/staff/organizations/${person.orgNumber}/refuse`, { reason: '   ' })).statusCode).toBe(400);
    const refused = await asStaff('POST', `/api/staff/organizations/${person.orgNumber}/refuse`, { reason });
    expect(refused.statusCode).toBe(200);
    expect(refused.json()).toMatchObject({ approved: false, refused: true, refusalReason: reason });

    const mails = await outboxMailsTo(shop.app.mailer.outboxDir as string, person.email);
    const mail = mails.find((candidate) => candidate.subject.startsWith('Registreringen ble ikke godkjent'));
    expect(mail?.text).toContain('Vi har dessverre ikke godkjent registreringen av Avvist Sikkerhet AS.');
    expect(mail?.text).toContain(`Begrunnelse: ${reason}`);

    const attempt = await login(person.email, person.password);
    expect(attempt.statusCode).toBe(403);
    expect(attempt.json()).toMatchObject({ code: 'OrganizationRefused' });
    expect(attempt.headers['set-cookie']).toBeUndefined();
    expect((await asStaff('GET', '/api/staff/waiting')).json().organizations.map((org: { organizationNumber: string }) => org.organizationNumber)).not.toContain(person.orgNumber);
    expect((await asStaff('POST', `/api/staff/organizations/${person.orgNumber}/refuse`, { reason })).statusCode).toBe(409);

    expect(await auditEntries()).toContainEqual(
      expect.objectContaining({
        staffEmail: staff.email,
        action: 'refuse-organization',
        subject: `organization:${person.orgNumber}`,
        before: { approved: false, refused: false },
        after: { approved: false, refused: true, refusalReason: reason },
      }),
    );
  });

  it('refused from a Norwegian staff page mails the reason in the language it was registered in', async () => {
    const person = await registered('Refused Security Ltd', 'en');
    const reason = 'We sell to certified installers only.';
    const refused = await shop.app.inject({
      method: 'POST',
      url: `/api/staff/organizations/${person.orgNumber}/refuse`,
      headers: { cookie: staff.cookie, 'accept-language': 'nb' },
      payload: { reason },
    });
    expect(refused.statusCode).toBe(200);
    const mail = (await outboxMailsTo(shop.app.mailer.outboxDir as string, person.email)).at(-1);
    expect(mail?.subject).toMatch(/^Your registration was not approved/);
    expect(mail?.text).toContain('We are sorry: the registration of Refused Security Ltd was not approved.');
    expect(mail?.text).toContain(`Reason: ${reason}`);
  });

  it('is not found by a number nobody has, and a number that is no number is refused', async () => {
    expect((await asStaff('POST', '/api/staff/organizations/923609016/approve')).statusCode).toBe(404);
    const odd = await asStaff('POST', '/api/staff/organizations/12ab/approve');
    expect(odd.statusCode).toBe(400);
    expect(odd.json().message).toBe('orgNumber must be an organisation number of 9 digits');
  });
});
