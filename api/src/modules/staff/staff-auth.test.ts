import { type TestApp, buildTestApp } from '../../../test/support/test-app';
import { outboxMailsTo } from '../../../test/support/outbox-mail';
import { cookieHeaderFrom, createSignedInUser } from '../../../test/support/test-session';
import { createStaffLink, createStaffMember, staffLogin } from './staff-member-fixture';
import { Totp } from './totp';

// Staff log in with a password and a second factor (TOTP or a recovery code), with their own
// cookie; the operator makes the first login, staff invite staff, and every step is audited.

const STEP = 30_000;
let now = Date.UTC(2026, 10, 2, 9, 0, 0);
let shop: TestApp;

beforeAll(async () => {
  shop = await buildTestApp({ env: { SEED_DEMO_CATALOG: 'false' }, staffClock: () => now });
});

afterAll(async () => {
  await shop.close();
});

const inject = (method: 'GET' | 'POST', url: string, cookie?: string, payload?: object) =>
  shop.app.inject({ method, url, ...(cookie ? { headers: { cookie } } : {}), ...(payload ? { payload } : {}) });

async function passwordStep(email: string, password: string, remoteAddress = '127.0.0.1') {
  const answer = await shop.app.inject({ method: 'POST', url: '/api/staff/login', payload: { email, password }, remoteAddress });
  return { answer, cookie: cookieHeaderFrom(answer.headers['set-cookie']) };
}

describe('a staff login', () => {
  it('is made by the operator, set up through its link, and needs the second factor to log in', async () => {
    const email = 'forste@grossisten.example';
    const token = await createStaffLink(shop.db, email);
    // Before the set-up nobody logs in with any password.
    expect((await passwordStep(email, 'hva som helst')).answer.statusCode).toBe(401);

    const password = 'Første ansatt med langt passord';
    const setup = await inject('POST', '/api/staff/setup', undefined, { token, password });
    expect(setup.statusCode).toBe(200);
    const { secret, otpauthUri } = setup.json<{ secret: string; otpauthUri: string }>();
    expect(otpauthUri).toBe(`otpauth://totp/Sikkerhetsgrossisten%20intern:forste%40grossisten.example?secret=${secret}&period=30&digits=6&algorithm=SHA1&issuer=Sikkerhetsgrossisten%20intern`);
    // Password set but the second factor not confirmed: still no login.
    expect((await passwordStep(email, password)).answer.statusCode).toBe(401);
    const wrong = await inject('POST', '/api/staff/setup/confirm', undefined, { token, code: Totp.codeAt(secret, now + 5 * STEP) });
    expect(wrong.statusCode).toBe(400);
    const confirmed = await inject('POST', '/api/staff/setup/confirm', undefined, { token, code: Totp.codeAt(secret, now) });
    expect(confirmed.statusCode).toBe(200);
    const { recoveryCodes } = confirmed.json<{ recoveryCodes: string[] }>();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    // The link worked once.
    expect((await inject('POST', '/api/staff/setup', undefined, { token, password: 'Et annet langt passord her' })).statusCode).toBe(400);
    // Only the hashes are kept.
    const stored = await shop.db.query<{ code_hash: string }>('SELECT code_hash FROM staff_recovery_codes');
    expect(stored.map((row) => row.code_hash)).not.toContain(recoveryCodes[0]);

    now += STEP;
    const first = await passwordStep(email, password);
    expect(first.answer.statusCode).toBe(200);
    expect(first.answer.json()).toEqual({ step: 'totp' });
    expect(first.answer.headers['set-cookie']).toMatch(/^staff_pending=[A-Za-z0-9_-]{43}; Max-Age=300; Path=\/api\/staff\/login; HttpOnly; SameSite=Strict$/);
    // The password alone is no session.
    expect((await inject('GET', '/api/staff/me', first.cookie.replace('staff_pending', 'staff_session'))).statusCode).toBe(401);

    const second = await inject('POST', '/api/staff/login/totp', first.cookie, { code: Totp.codeAt(secret, now) });
    expect(second.statusCode).toBe(200);
    const cookies = second.headers['set-cookie'] as string[];
    expect(cookies).toContainEqual(expect.stringMatching(/^staff_session=[A-Za-z0-9_-]{43}; Max-Age=36000; Path=\/; HttpOnly; SameSite=Strict$/));
    const session = cookieHeaderFrom(cookies);
    const me = await inject('GET', '/api/staff/me', session);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email });
    expect(me.headers['cache-control']).toBe('private, no-store');

    // The same code twice is refused, even within its window.
    const again = await passwordStep(email, password);
    expect((await inject('POST', '/api/staff/login/totp', again.cookie, { code: Totp.codeAt(secret, now) })).statusCode).toBe(401);

    // Logging out ends the session.
    expect((await inject('POST', '/api/staff/logout', session)).statusCode).toBe(204);
    expect((await inject('GET', '/api/staff/me', session)).statusCode).toBe(401);
    const rows = await shop.db.query<{ action: string }>('SELECT a.action FROM staff_audit a JOIN staff s ON s.id = a.staff_id WHERE s.email = $1 ORDER BY a.id', [email]);
    expect(rows.map((row) => row.action)).toEqual(['enrolled', 'login', 'logout']);
  });

  it('slows down wrong codes: after three, even the right code waits', async () => {
    now += 10 * STEP;
    const member = await createStaffMember(shop.app, shop.db, () => now);
    now += 2 * STEP;
    const pending = await passwordStep(member.email, member.password);
    for (let i = 0; i < 3; i += 1) {
      const wrong = await inject('POST', '/api/staff/login/totp', pending.cookie, { code: String((Number(Totp.codeAt(member.secret, now)) + 1 + i) % 1_000_000).padStart(6, '0') });
      expect(wrong.statusCode).toBe(401);
    }
    const waits = await inject('POST', '/api/staff/login/totp', pending.cookie, { code: Totp.codeAt(member.secret, now) });
    expect(waits.statusCode).toBe(429);
    expect(waits.json().message).toMatch(/^Too many wrong codes\. Try again in \d+ seconds?\.$/);
    expect(Number(waits.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('takes each recovery code once, instead of the app', async () => {
    now += 10 * STEP;
    const member = await createStaffMember(shop.app, shop.db, () => now);
    const code = (member.recoveryCodes[3] as string).toUpperCase().replace(/-/g, ' ');
    const first = await passwordStep(member.email, member.password);
    const used = await inject('POST', '/api/staff/login/totp', first.cookie, { recoveryCode: code });
    expect(used.statusCode).toBe(200);
    const second = await passwordStep(member.email, member.password);
    expect((await inject('POST', '/api/staff/login/totp', second.cookie, { recoveryCode: code })).statusCode).toBe(401);
    // Another person's code is no use either.
    const other = await createStaffMember(shop.app, shop.db, () => now);
    now += 4 * STEP;
    const third = await passwordStep(member.email, member.password);
    expect((await inject('POST', '/api/staff/login/totp', third.cookie, { recoveryCode: other.recoveryCodes[0] as string })).statusCode).toBe(401);
  });

  it('throttles wrong passwords like a customer login', async () => {
    const member = await createStaffMember(shop.app, shop.db, () => now);
    const answers: number[] = [];
    for (let i = 0; i < 7; i += 1) answers.push((await passwordStep(member.email, `feil passord ${i}`, '10.9.9.9')).answer.statusCode);
    expect(answers.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(answers.at(-1)).toBe(429);
  });
});

describe('the staff cookie and the customers\' cookies', () => {
  it('are each worth nothing on the other side', async () => {
    now += 10 * STEP;
    const member = await createStaffMember(shop.app, shop.db, () => now);
    const customer = await createSignedInUser(shop.app);
    // A customer's session is no staff session.
    expect((await inject('GET', '/api/staff/me', customer.cookie)).statusCode).toBe(401);
    expect((await inject('GET', '/api/staff/audit', customer.cookie)).statusCode).toBe(401);
    // A staff session is no customer's session.
    const asCustomer = await inject('GET', `/api/auth/user/${customer.userId}`, member.cookie);
    expect(asCustomer.statusCode).toBe(401);
    expect((await inject('GET', '/api/auth/verify', member.cookie)).json()).toEqual({});
    expect((await inject('GET', `/api/orders/${customer.userId}`, member.cookie)).statusCode).toBe(401);
    // Both at once: each side sees only its own.
    const both = `${member.cookie}; ${customer.cookie}`;
    expect((await inject('GET', '/api/staff/me', both)).json()).toMatchObject({ email: member.email });
    expect((await inject('GET', `/api/auth/user/${customer.userId}`, both)).statusCode).toBe(200);
  });
});

describe('staff invite staff', () => {
  it('with a single-use link by mail, and the audit log says who did what, before and after', async () => {
    now += 10 * STEP;
    const inviter = await createStaffMember(shop.app, shop.db, () => now);
    const email = 'ny-kollega@grossisten.example';
    const invited = await inject('POST', '/api/staff/invitations', inviter.cookie, { email: 'Ny-Kollega@Grossisten.example ' });
    expect(invited.statusCode).toBe(201);
    const [mail] = await outboxMailsTo(shop.app.mailer.outboxDir as string, email);
    expect(mail?.text).toContain(`${inviter.email} har invitert deg til det interne området.`);
    const token = /\/intern\/oppsett\?token=([A-Za-z0-9_-]{43})/.exec(mail?.text ?? '')?.[1] as string;
    expect(token).toBeDefined();
    // An address with a staff login cannot be invited again.
    expect((await inject('POST', '/api/staff/invitations', inviter.cookie, { email: inviter.email })).statusCode).toBe(409);
    now += 4 * STEP;
    const colleague = await createStaffMember(shop.app, shop.db, () => now, { email, token });
    expect((await inject('GET', '/api/staff/me', colleague.cookie)).statusCode).toBe(200);

    const audit = await inject('GET', '/api/staff/audit?limit=200', colleague.cookie);
    expect(audit.statusCode).toBe(200);
    const entries = audit.json<{ entries: Array<{ staffEmail: string | null; action: string; subject: string; after: unknown }> }>().entries;
    expect(entries).toContainEqual(expect.objectContaining({ staffEmail: inviter.email, action: 'invite', subject: `staff:${email}`, after: { email } }));
    expect(entries).toContainEqual(expect.objectContaining({ staffEmail: null, action: 'create-by-operator', subject: `staff:${inviter.email}` }));
    expect(entries).toContainEqual(expect.objectContaining({ staffEmail: inviter.email, action: 'login', subject: `staff:${inviter.email}` }));
    // Paged, newest first.
    const page = await inject('GET', '/api/staff/audit?limit=2', colleague.cookie);
    const { entries: firstTwo, next } = page.json<{ entries: Array<{ id: string }>; next: string }>();
    expect(firstTwo).toHaveLength(2);
    const rest = await inject('GET', `/api/staff/audit?limit=2&before=${next}`, colleague.cookie);
    expect(Number(rest.json<{ entries: Array<{ id: string }> }>().entries[0]?.id)).toBeLessThan(Number(next));
  });

  it('from an English page, in English with the link to the English set-up page', async () => {
    now += 10 * STEP;
    const inviter = await createStaffMember(shop.app, shop.db, () => now);
    const email = 'new-colleague@grossisten.example';
    const invited = await shop.app.inject({ method: 'POST', url: '/api/staff/invitations', headers: { cookie: inviter.cookie, 'accept-language': 'en' }, payload: { email } });
    expect(invited.statusCode).toBe(201);
    const [mail] = await outboxMailsTo(shop.app.mailer.outboxDir as string, email);
    expect(mail?.subject).toMatch(/^Invitation to the staff area/);
    expect(mail?.text).toContain(`${inviter.email} has invited you to the staff area.`);
    expect(mail?.text).toMatch(/\/en\/staff\/set-up\?token=[A-Za-z0-9_-]{43}$/m);
  });
});

describe('staffLogin helper', () => {
  it('is the way the other suites log staff in', async () => {
    now += 10 * STEP;
    const member = await createStaffMember(shop.app, shop.db, () => now);
    now += 4 * STEP;
    const again = await staffLogin(shop.app, member.email, member.password, Totp.codeAt(member.secret, now));
    expect(again.staffId).toBe(member.staffId);
  });
});
