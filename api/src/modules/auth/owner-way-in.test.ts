import { type TestApp, buildTestApp } from '../../../test/support/test-app';
import { TestClock } from '../../../test/support/test-clock';
import { latestConfirmationLink, outboxMailsTo, passwordResetLinkOf } from '../../../test/support/outbox-mail';
import { type SignedInUser, cookieHeaderFrom, createSignedInUser, useConfirmationLink } from '../../../test/support/test-session';

// The owner always has a way in, and nobody else's way in survives the owner's fixes (README,
// "Login throttling"): a mailed round trip makes a browser the owner's, the owner hears that the
// account is being guessed at, a new password or login e-mail uses up every older link and ends
// every other session, and the device cookie is the shop's own token (bound to its account:
// login-throttle.test.ts).

const clock = new TestClock();
let shop: TestApp;

beforeAll(async () => {
  shop = await buildTestApp({
    env: { SEED_DEMO_CATALOG: 'false', PUBLIC_URL: 'https://shop.example.no', ALLOWED_HOSTS: 'localhost:80' },
    clock: clock.now,
  });
});

afterAll(async () => {
  await shop.close();
});

let clients = 0;
/** A client address of its own for each call: a stranger somewhere else. */
const newClient = () => `198.18.${Math.floor(++clients / 250)}.${(clients % 250) + 1}`;
const outbox = () => shop.app.mailer.outboxDir as string;
const post = (url: string, payload: object, remoteAddress: string, cookie?: string) =>
  shop.app.inject({ method: 'POST', url, payload, remoteAddress, ...(cookie === undefined ? {} : { headers: { cookie } }) });
const logIn = (user: { email: string; password: string }, remoteAddress: string, cookie?: string) =>
  post('/api/auth/login', { email: user.email, password: user.password }, remoteAddress, cookie);
const setCookies = (answer: { headers: Record<string, unknown> }) => ([] as string[]).concat((answer.headers['set-cookie'] as string[] | undefined) ?? []);
/** The `device=…` pair an answer set, or '' when it set none. */
const deviceOf = (answer: { headers: Record<string, unknown> }) =>
  cookieHeaderFrom(setCookies(answer)).split('; ').find((pair) => pair.startsWith('device=')) ?? '';
const profile = (user: SignedInUser, cookie: string) => shop.app.inject({ url: `/api/auth/user/${user.userId}`, headers: { cookie } });

/** Wrong guesses at the account from many addresses, until new devices wait for it. */
async function guessAt(email: string, guesses = 12): Promise<void> {
  for (let guess = 0; guess < guesses; guess += 1) await post('/api/auth/login', { email, password: `gjett-${guess}-feil` }, newClient());
}

async function mailsTo(email: string, subject: RegExp) {
  await Promise.all([shop.app.passwordResets.settled(), shop.app.loginLinks.settled(), shop.app.onboarding.settled()]);
  return (await outboxMailsTo(outbox(), email)).filter((mail) => subject.test(mail.subject));
}

async function resetToken(email: string, remoteAddress: string): Promise<string> {
  expect((await post('/api/auth/password-reset', { email }, remoteAddress)).statusCode).toBe(202);
  const mail = (await mailsTo(email, /^(Nytt passord|A new password)/)).at(-1);
  if (!mail) throw new Error(`No reset mail to ${email}`);
  return new URL(passwordResetLinkOf(mail)).searchParams.get('token') as string;
}

async function loginLinkToken(email: string, remoteAddress: string): Promise<string> {
  expect((await post('/api/auth/login-link', { email }, remoteAddress)).statusCode).toBe(202);
  const mail = (await mailsTo(email, /^(Innloggingslenke|Your login link)/)).at(-1);
  const link = mail && /https:\/\/shop\.example\.no\/min-side\/logg-inn\?link=([A-Za-z0-9_-]+)/.exec(mail.text);
  if (!link) throw new Error(`No login link mailed to ${email}`);
  return link[1] as string;
}

describe('a mailed round trip makes the browser the owner\'s', () => {
  it('a reset link gives its browser a device cookie that passes the account\'s wait', async () => {
    const owner = await createSignedInUser(shop.app);
    await guessAt(owner.email);
    const browser = newClient();
    expect((await logIn(owner, browser)).statusCode).toBe(429);
    const newPassword = 'Ny-Lang-Frase-Hest-42';
    const set = await post('/api/auth/password-reset/complete', { token: await resetToken(owner.email, browser), newPassword }, browser);
    expect(set.statusCode).toBe(204);
    const device = deviceOf(set);
    expect(device).toMatch(/^device=[A-Za-z0-9_-]{43}$/);
    // The guessing goes on; the owner's browser gets in with the new password from anywhere.
    await guessAt(owner.email);
    expect((await logIn({ ...owner, password: newPassword }, newClient())).statusCode).toBe(429);
    expect((await logIn({ ...owner, password: newPassword }, newClient(), device)).statusCode).toBe(200);
  });

  it('a login link asked for while the logins wait logs in once, by a POST, and its browser passes the wait after', async () => {
    const owner = await createSignedInUser(shop.app);
    await guessAt(owner.email);
    const browser = newClient();
    expect((await logIn(owner, browser)).statusCode).toBe(429);
    const token = await loginLinkToken(owner.email, browser);
    // Opening the link's page (a mail scanner fetching it) logs nobody in.
    const opened = await shop.app.inject({ url: `/min-side/logg-inn?link=${token}`, remoteAddress: browser });
    expect(setCookies(opened).join('\n')).not.toMatch(/^(access|device)=/m);

    const done = await post('/api/auth/login-link/complete', { token }, browser);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ userId: owner.userId });
    const cookie = cookieHeaderFrom(setCookies(done));
    expect((await profile(owner, cookie)).statusCode).toBe(200);
    expect((await post('/api/auth/login-link/complete', { token }, browser)).json()).toMatchObject({ code: 'LoginLinkInvalid' });

    await guessAt(owner.email);
    expect((await logIn(owner, newClient())).statusCode).toBe(429);
    expect((await logIn(owner, newClient(), deviceOf(done))).statusCode).toBe(200);
  });

  it('answers the same 202 for an unknown address, and mails nothing there', async () => {
    const unknown = `ingen-${newClient()}@example.com`;
    const answer = await post('/api/auth/login-link', { email: unknown }, newClient());
    expect(answer.statusCode).toBe(202);
    expect(answer.json()).toEqual({ message: 'If this address has an account, a login link is on its way.' });
    expect(await mailsTo(unknown, /./)).toHaveLength(0);
  });
});

describe('the owner hears that the account is being guessed at', () => {
  it('by one mail in a day, however many guesses, and again after a day', async () => {
    const owner = await createSignedInUser(shop.app);
    const noticeSubject = /^(Noen prøver å logge inn på kontoen din|Someone is trying to log in to your account)/;
    expect(await mailsTo(owner.email, noticeSubject)).toHaveLength(0);
    await guessAt(owner.email, 40);
    const [notice, ...more] = await mailsTo(owner.email, noticeSubject);
    expect(more).toHaveLength(0);
    expect(notice?.text).toContain('Send meg en innloggingslenke');
    expect(notice?.text).toContain('https://shop.example.no/min-side/logg-inn');
    clock.advance(25 * 60 * 60 * 1000);
    await guessAt(owner.email, 12);
    expect(await mailsTo(owner.email, noticeSubject)).toHaveLength(2);
  });

  it("in the owner's language, not the guesser's page's", async () => {
    const owner = await createSignedInUser(shop.app);
    const onEnglishPage = await shop.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: owner.email, password: owner.password },
      headers: { 'accept-language': 'en' },
      remoteAddress: newClient(),
    });
    expect(onEnglishPage.statusCode).toBe(200);
    for (let guess = 0; guess < 40; guess += 1) {
      await shop.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: owner.email, password: `gjett-${guess}-feil` }, headers: { 'accept-language': 'nb' }, remoteAddress: newClient() });
    }
    const [notice] = await mailsTo(owner.email, /^Someone is trying to log in to your account/);
    expect(notice?.text).toContain('https://shop.example.no/en/account/log-in');
  });
});

describe('the owner\'s fixes leave nobody else a way in', () => {
  /** A reset link, a login link and a second session of the owner, all from before the fix. */
  async function waysIn(owner: SignedInUser) {
    const elsewhere = newClient();
    const resetLink = await resetToken(owner.email, elsewhere);
    const loginLink = await loginLinkToken(owner.email, elsewhere);
    const other = cookieHeaderFrom(setCookies(await logIn(owner, elsewhere)));
    expect((await profile(owner, other)).statusCode).toBe(200);
    return { resetLink, loginLink, other };
  }

  async function expectNoneWorks(owner: SignedInUser, ways: Awaited<ReturnType<typeof waysIn>>) {
    expect((await profile(owner, ways.other)).statusCode).toBe(401);
    const reset = await post('/api/auth/password-reset/complete', { token: ways.resetLink, newPassword: 'Annen-Lang-Frase-Ku-17' }, newClient());
    expect(reset.json()).toMatchObject({ code: 'ResetLinkInvalid' });
    const login = await post('/api/auth/login-link/complete', { token: ways.loginLink }, newClient());
    expect(login.json()).toMatchObject({ code: 'LoginLinkInvalid' });
  }

  it('a password change uses up every older link and ends the other sessions', async () => {
    const owner = await createSignedInUser(shop.app);
    const ways = await waysIn(owner);
    const changed = await shop.app.inject({
      method: 'POST',
      url: `/api/auth/user/${owner.userId}/password`,
      payload: { oldPassword: owner.password, newPassword: 'Ny-Lang-Frase-Hest-43' },
      headers: { cookie: owner.cookie },
    });
    expect(changed.statusCode).toBe(204);
    expect((await profile(owner, owner.cookie)).statusCode).toBe(200);
    await expectNoneWorks(owner, ways);
  });

  it('a password reset uses up every older link and ends the other sessions', async () => {
    const owner = await createSignedInUser(shop.app);
    const ways = await waysIn(owner);
    const own = await resetToken(owner.email, newClient());
    expect((await post('/api/auth/password-reset/complete', { token: own, newPassword: 'Ny-Lang-Frase-Hest-44' }, newClient())).statusCode).toBe(204);
    await expectNoneWorks(owner, ways);
  });

  it('a move of the login e-mail uses up every older link and ends the other sessions', async () => {
    const owner = await createSignedInUser(shop.app);
    const ways = await waysIn(owner);
    const newEmail = `flyttet-${owner.userId}@example.com`;
    const asked = await shop.app.inject({
      method: 'PUT',
      url: `/api/auth/user/${owner.userId}`,
      payload: { name: 'Kari Nordmann', email: newEmail, phone: '+47 22 33 44 55', currentPassword: owner.password },
      headers: { cookie: owner.cookie },
    });
    expect(asked.statusCode).toBe(200);
    const moved = await useConfirmationLink(shop.app, await latestConfirmationLink(outbox(), newEmail), { cookie: owner.cookie });
    expect(moved.notice).toContain('confirmed=email');
    expect((await profile(owner, owner.cookie)).statusCode).toBe(200);
    await expectNoneWorks(owner, ways);
  });

  it('a password change leaves no other browser past the account\'s wait', async () => {
    const owner = await createSignedInUser(shop.app);
    const thief = deviceOf(await logIn(owner, newClient()));
    const newPassword = 'Ny-Lang-Frase-Hest-45';
    await shop.app.inject({
      method: 'POST',
      url: `/api/auth/user/${owner.userId}/password`,
      payload: { oldPassword: owner.password, newPassword },
      headers: { cookie: owner.cookie },
    });
    await guessAt(owner.email);
    // Even with the new password: a device of the account from before the change is a stranger's.
    expect((await logIn({ ...owner, password: newPassword }, newClient(), thief)).statusCode).toBe(429);
  });
});

describe('asking for links is counted per asking client', () => {
  it('strangers\' reset asks from other clients never refuse the owner\'s own, nor keep its mail back', async () => {
    const owner = await createSignedInUser(shop.app);
    for (let stranger = 0; stranger < 8; stranger += 1) await post('/api/auth/password-reset', { email: owner.email }, newClient());
    const before = (await mailsTo(owner.email, /^Nytt passord/)).length;
    const own = await post('/api/auth/password-reset', { email: owner.email }, '10.77.0.1');
    expect(own.statusCode).toBe(202);
    expect(await mailsTo(owner.email, /^Nytt passord/)).toHaveLength(before + 1);
    // The same for a login link.
    for (let stranger = 0; stranger < 8; stranger += 1) await post('/api/auth/login-link', { email: owner.email }, newClient());
    expect((await post('/api/auth/login-link', { email: owner.email }, '10.77.0.1')).statusCode).toBe(202);
  });
});

describe('the device cookie', () => {
  it('is never a value the browser came with: a made-up one is not set back, and gives no pass after', async () => {
    const owner = await createSignedInUser(shop.app);
    const planted = `device=${'P'.repeat(43)}`;
    const answer = await logIn(owner, newClient(), planted);
    expect(answer.statusCode).toBe(200);
    expect(deviceOf(answer)).toMatch(/^device=[A-Za-z0-9_-]{43}$/);
    expect(deviceOf(answer)).not.toBe(planted);
    await guessAt(owner.email);
    expect((await logIn(owner, newClient(), planted)).statusCode).toBe(429);
    expect((await logIn(owner, newClient(), deviceOf(answer))).statusCode).toBe(200);
  });
});
