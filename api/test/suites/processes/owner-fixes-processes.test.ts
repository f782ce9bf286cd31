import { buildTestApp, type TestApp } from '../../support/test-app';
import { type TestDatabase, createTestDatabase } from '../../support/test-database';
import { within } from '../../support/within';
import { latestConfirmationLink, outboxMailsTo, passwordResetLinkOf } from '../../support/outbox-mail';
import { type SignedInUser, cookieHeaderFrom, createSignedInUser, useConfirmationLink } from '../../support/test-session';

// The owner's fixes made on one API process leave nobody a way in on another: after a password
// change or a move of the login e-mail on A, B refuses every reset and login link mailed before
// and ends every other session it had been serving. Only a PostgreSQL server is shared between
// processes; PGlite belongs to one.
const onServer = process.env.DATABASE_URL ? describe : describe.skip;

/** As in shared-database.test.ts: a session ended on A is refused on B at once. */
const AT_ONCE_MS = 2_000;

onServer('the owner\'s fixes on one of two API processes', () => {
  let database: TestDatabase;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    database = await createTestDatabase();
    a = await buildTestApp({ database, env: { SEED_DEMO_CATALOG: 'false' } });
    b = await buildTestApp({ database, env: { SEED_DEMO_CATALOG: 'false' } });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await database?.drop();
  });

  const profileOnB = (user: SignedInUser, cookie: string) => b.app.inject({ url: `/api/auth/user/${user.userId}`, headers: { cookie } });

  /** A reset link and a login link mailed by B, and a session B serves (and has cached). */
  async function waysInOnB(user: SignedInUser) {
    await b.app.inject({ method: 'POST', url: '/api/auth/password-reset', payload: { email: user.email } });
    await b.app.inject({ method: 'POST', url: '/api/auth/login-link', payload: { email: user.email } });
    await Promise.all([b.app.passwordResets.settled(), b.app.loginLinks.settled()]);
    const mails = await outboxMailsTo(b.app.mailer.outboxDir as string, user.email);
    const resetMail = mails.find((mail) => mail.subject.startsWith('Nytt passord'));
    const linkMail = mails.find((mail) => mail.subject.startsWith('Innloggingslenke'));
    const resetToken = new URL(passwordResetLinkOf(resetMail!)).searchParams.get('token') as string;
    const loginToken = /\?link=([A-Za-z0-9_-]+)/.exec(linkMail!.text)?.[1] as string;
    const login = await b.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: user.password } });
    const other = cookieHeaderFrom(login.headers['set-cookie']);
    expect((await profileOnB(user, other)).statusCode).toBe(200);
    expect((await profileOnB(user, user.cookie)).statusCode).toBe(200);
    return { resetToken, loginToken, other };
  }

  async function expectNoWayInOnB(user: SignedInUser, ways: Awaited<ReturnType<typeof waysInOnB>>) {
    expect(await within(AT_ONCE_MS, async () => (await profileOnB(user, ways.other)).statusCode === 401)).toBe(true);
    expect((await profileOnB(user, user.cookie)).statusCode).toBe(200);
    const reset = await b.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/complete',
      payload: { token: ways.resetToken, newPassword: 'Annen-Lang-Frase-Ku-17' },
    });
    expect(reset.json()).toMatchObject({ code: 'ResetLinkInvalid' });
    const login = await b.app.inject({ method: 'POST', url: '/api/auth/login-link/complete', payload: { token: ways.loginToken } });
    expect(login.json()).toMatchObject({ code: 'LoginLinkInvalid' });
  }

  it('a password change on A: B refuses the older links and ends the other sessions, keeping the one that changed it', async () => {
    const user = await createSignedInUser(a.app);
    const ways = await waysInOnB(user);
    const changed = await a.app.inject({
      method: 'POST',
      url: `/api/auth/user/${user.userId}/password`,
      headers: { cookie: user.cookie },
      payload: { oldPassword: user.password, newPassword: 'Ny-Lang-Frase-Hest-42' },
    });
    expect(changed.statusCode).toBe(204);
    await expectNoWayInOnB(user, ways);
  });

  it('a move of the login e-mail on A: B refuses the older links and ends the other sessions, keeping the one that asked', async () => {
    const user = await createSignedInUser(a.app);
    const ways = await waysInOnB(user);
    const newEmail = `flyttet-${user.userId}@example.com`;
    const asked = await a.app.inject({
      method: 'PUT',
      url: `/api/auth/user/${user.userId}`,
      headers: { cookie: user.cookie },
      payload: { name: 'Kari Nordmann', email: newEmail, phone: '22334455', currentPassword: user.password },
    });
    expect(asked.statusCode).toBe(200);
    // Opened on a phone without a session: the session that asked for the move stays.
    const moved = await useConfirmationLink(a.app, await latestConfirmationLink(a.app.mailer.outboxDir as string, newEmail));
    expect(moved.notice).toContain('confirmed=email');
    await expectNoWayInOnB(user, ways);
  });
});
