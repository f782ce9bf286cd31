import { readdirSync } from 'node:fs';
import { type TestApp, buildTestApp, testConfig } from '../../../test/support/test-app';
import { confirmationLinkOf, latestConfirmationLink, outboxMailsTo, pathOfLink } from '../../../test/support/outbox-mail';
import { cookieHeaderFrom, newOrganizationBody, useConfirmationLink } from '../../../test/support/test-session';

// Who gets retailer prices: a registration mails a link to the login e-mail, and only a confirmed
// address logs in (README, "Who gets prices").

let shop: TestApp;
const logged: string[] = [];

beforeAll(async () => {
  shop = await buildTestApp({
    env: { SEED_DEMO_CATALOG: 'false', PUBLIC_URL: 'https://shop.example.no', ALLOWED_HOSTS: 'localhost:80' },
    logStream: { write: (line) => void logged.push(line) },
    logLevel: 'info',
  });
});

afterAll(async () => {
  await shop.close();
});

const outbox = () => shop.app.mailer.outboxDir as string;

async function register(overrides: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  const body = newOrganizationBody(overrides);
  const answer = await shop.app.inject({ method: 'POST', url: '/api/organization', payload: body, headers });
  return { body, answer, email: body.contact.email, password: body.password };
}

const login = (email: string, password: string) => shop.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
/** The link's page, its button pressed. */
const open = (link: string, headers: Record<string, string> = {}) => useConfirmationLink(shop.app, link, headers);
const resend = (payload: object, remoteAddress = '10.9.0.1') =>
  shop.app.inject({ method: 'POST', url: '/api/auth/confirm-email/resend', payload, remoteAddress });

describe('registering', () => {
  it('answers 201 with the ids and the mail sent, but no session: nothing is priced yet', async () => {
    const { answer } = await register();
    expect(answer.statusCode).toBe(201);
    const { id, userId } = answer.json<{ id: string; userId: string }>();
    expect(answer.json()).toEqual({ id, userId, confirmation: 'sent' });
    expect(answer.headers['set-cookie']).toBeUndefined();
    const priced = await shop.app.inject({ url: '/api/productUser/list', headers: { cookie: cookieHeaderFrom(answer.headers['set-cookie']) } });
    expect(priced.statusCode).toBe(401);
  });

  it('mails a single link, in the language of the page, pointing at PUBLIC_URL and holding nothing the form said', async () => {
    const norwegian = await register({ name: 'Ring meg på 99999999 AS' });
    const [mail] = await outboxMailsTo(outbox(), norwegian.email);
    expect(mail?.subject).toBe('Bekreft e-postadressen din – Sikkerhetsgrossisten');
    expect(mail?.text).toContain('Åpne lenken under og trykk «Bekreft e-postadressen» for å bekrefte at adressen er din:');
    expect(mail?.text).toContain('gjelder i 48 timer');
    expect(confirmationLinkOf(mail!)).toMatch(/^https:\/\/shop\.example\.no\/min-side\/logg-inn\?confirm=[A-Za-z0-9_-]{43}$/);
    expect(mail?.text).not.toContain('99999999');
    expect(mail?.text).not.toContain('Kari Nordmann');

    const english = await register({ locale: 'en' });
    const [englishMail] = await outboxMailsTo(outbox(), english.email);
    expect(englishMail?.subject).toBe('Confirm your e-mail address – Sikkerhetsgrossisten');
    expect(englishMail?.text).toContain('valid for 48 hours');

    // Without a locale in the body, the language the visitor chose before (the locale cookie).
    const byCookie = await register({}, { cookie: 'locale=en' });
    expect((await outboxMailsTo(outbox(), byCookie.email))[0]?.subject).toMatch(/^Confirm your e-mail address/);
  });

  it('never takes the link from the Host header of the request', async () => {
    // (A request naming another Host is refused altogether: test/suites/limits/public-origin.test.ts.)
    const { email } = await register({}, { 'x-forwarded-host': 'evil.example' });
    expect(await latestConfirmationLink(outbox(), email)).toMatch(/^https:\/\/shop\.example\.no\//);
  });

  it('keeps only a hash of the token', async () => {
    const { email } = await register();
    const token = new URL(await latestConfirmationLink(outbox(), email)).searchParams.get('confirm') as string;
    const rows = await shop.db.query<{ token_hash: string }>('SELECT token_hash FROM email_confirmations');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((row) => row.token_hash.includes(token))).toBe(false);
  });
});

describe('logging in before the e-mail is confirmed', () => {
  it('answers 403 EmailNotConfirmed with the right password, and 401 as always with a wrong one', async () => {
    const { email, password } = await register();
    const refused = await login(email, password);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      error: 'Forbidden',
      code: 'EmailNotConfirmed',
      message: 'Confirm your e-mail address first: open the link in the e-mail we sent you when you registered, or ask for a new one.',
    });
    expect(refused.headers['set-cookie']).toBeUndefined();
    // Only the owner learns that the address has an account waiting.
    const wrong = await login(email, 'not-the-password');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().code).toBeUndefined();
  });
});

describe('the link', () => {
  it("confirms once, by its page's button, in the language of the registration; then the login sees prices", async () => {
    const { email, password } = await register();
    const link = await latestConfirmationLink(outbox(), email);

    const first = await open(link);
    expect(first.status).toBe(200);
    expect(first.notice).toBe('/min-side/logg-inn?confirmed=1');

    const loggedIn = await login(email, password);
    expect(loggedIn.statusCode).toBe(200);
    const priced = await shop.app.inject({ url: '/api/productUser/list', headers: { cookie: cookieHeaderFrom(loggedIn.headers['set-cookie']) } });
    expect(priced.statusCode).toBe(200);

    // Pressed again (a second click): the address is confirmed already.
    const again = await open(link);
    expect(again.notice).toBe('/min-side/logg-inn?confirmed=already');

    const english = await register({ locale: 'en' });
    expect((await open(await latestConfirmationLink(outbox(), english.email))).notice).toBe('/en/account/log-in?confirmed=1');
  });

  it('leads to "expired" when it has run out, and confirms nothing', async () => {
    const { email, password } = await register();
    const link = await latestConfirmationLink(outbox(), email);
    await shop.db.query(
      `UPDATE email_confirmations SET expires_at = now() - interval '1 minute'
        WHERE user_id = (SELECT id FROM users WHERE email = $1)`,
      [email],
    );
    const opened = await open(link);
    expect(opened.status).toBe(400);
    expect(opened.notice).toBe('/min-side/logg-inn?confirmed=expired');
    expect((await login(email, password)).statusCode).toBe(403);
  });

  it('is refused 400 for a token nobody was sent, and a wrong one uses nothing up', async () => {
    const { email } = await register();
    const link = await latestConfirmationLink(outbox(), email);
    for (const token of ['A'.repeat(43), new URL(link).searchParams.get('confirm')?.slice(0, -5) ?? '', '']) {
      const used = await shop.app.inject({ method: 'POST', url: '/api/auth/confirm-email', payload: { token } });
      expect({ token, status: used.statusCode, code: used.json().code }).toEqual({ token, status: 400, code: 'ConfirmationLinkInvalid' });
    }
    expect((await open(link)).notice).toBe('/min-side/logg-inn?confirmed=1');
  });

  it('as it was mailed before (GET /api/auth/confirm-email) leads to the page with the button, in its language, and confirms nothing', async () => {
    const { email, password } = await register({ locale: 'en' });
    const token = new URL(await latestConfirmationLink(outbox(), email)).searchParams.get('confirm') as string;
    const opened = await shop.app.inject({ url: `/api/auth/confirm-email?token=${token}` });
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toBe(`/en/account/log-in?confirm=${token}`);
    expect((await login(email, password)).statusCode).toBe(403);
    // A cut-off token, or none: the login page says the link no longer works, in the visitor's language.
    for (const url of [`/api/auth/confirm-email?token=${token.slice(0, -5)}`, '/api/auth/confirm-email']) {
      expect((await shop.app.inject({ url })).headers.location).toBe('/min-side/logg-inn?confirmed=expired');
    }
    const english = await shop.app.inject({ url: '/api/auth/confirm-email?token=nope', headers: { cookie: 'locale=en' } });
    expect(english.headers.location).toBe('/en/account/log-in?confirmed=expired');
  });

  it('never writes the token to the log', async () => {
    const { email } = await register();
    const link = await latestConfirmationLink(outbox(), email);
    await shop.app.inject({ url: pathOfLink(link) });
    await shop.app.inject({ url: `/api/auth/confirm-email?token=${new URL(link).searchParams.get('confirm')}` });
    await open(link);
    const token = new URL(link).searchParams.get('confirm') as string;
    expect(logged.join('').includes(token)).toBe(false);
    expect(logged.join('')).toContain('/min-side/logg-inn?confirm=[not logged]');
    expect(logged.join('')).toContain('/api/auth/confirm-email?token=[not logged]');
    expect(logged.join('').includes(email)).toBe(false);
  });
});

describe('a new link', () => {
  const ANSWER = { message: 'If this address has an account waiting for confirmation, a new link is on its way.' };

  it('is answered 202 alike for an unknown, a waiting and a confirmed address; only the waiting one, with its password, gets a mail', async () => {
    const waiting = await register();
    const confirmed = await register();
    await open(await latestConfirmationLink(outbox(), confirmed.email));
    const filesBefore = readdirSync(outbox()).length;

    const unknown = await resend({ email: 'nobody-here@example.com', password: waiting.password }, '10.9.1.1');
    const forConfirmed = await resend({ email: confirmed.email, password: confirmed.password }, '10.9.1.2');
    const forWaiting = await resend({ email: waiting.email.toUpperCase(), password: waiting.password, locale: 'en' }, '10.9.1.3');
    for (const answer of [unknown, forConfirmed, forWaiting]) {
      expect(answer.statusCode).toBe(202);
      expect(answer.json()).toEqual(ANSWER);
    }
    await shop.app.onboarding.settled();
    expect(readdirSync(outbox()).length).toBe(filesBefore + 1);
    const mails = await outboxMailsTo(outbox(), waiting.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]?.subject).toMatch(/^Confirm your e-mail address/);

    // The new link confirms, and leads to the English login page.
    expect((await open(confirmationLinkOf(mails[1]!))).notice).toBe('/en/account/log-in?confirmed=1');
    expect((await login(waiting.email, waiting.password)).statusCode).toBe(200);
  });

  it('is limited per client address, whatever addresses it asks for', async () => {
    const answers = [];
    for (let i = 0; i < 31; i += 1) answers.push((await resend({ email: `someone-${i}@example.com`, password: 'et-passord-123' }, '10.9.3.1')).statusCode);
    expect(answers.slice(0, 30).every((status) => status === 202)).toBe(true);
    expect(answers[30]).toBe(429);
  });

  it('refuses what is not an e-mail address with a plain 400', async () => {
    const answer = await resend({ email: 'not an address', password: 'et-passord-123' }, '10.9.4.1');
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ error: 'Bad Request', message: 'email must be an e-mail address like name@company.no' });
    expect((await resend({ email: 'kari@example.com', password: 'et-passord-123', locale: 'de' }, '10.9.4.1')).statusCode).toBe(400);
    expect((await resend({ email: 'kari@example.com' }, '10.9.4.1')).statusCode).toBe(400);
  });
});

describe('start-up', () => {
  it('says where mail goes', () => {
    expect(logged.join('')).toContain(`SMTP_URL is not set: mail is written as .eml files to ${outbox()}`);
  });

  it('does not start in production without PUBLIC_URL, which the links point at', async () => {
    expect(() => testConfig({ NODE_ENV: 'production' })).toThrow('PUBLIC_URL must be set when NODE_ENV is production');
  });
});
