import { buildTestApp, type TestApp } from '../../support/test-app';
import { type TestDatabase, createTestDatabase } from '../../support/test-database';
import { within } from '../../support/within';
import { outboxMailsTo, passwordResetLinkOf } from '../../support/outbox-mail';
import { cookieHeaderFrom, createSignedInUser } from '../../support/test-session';

// A new password set through a mailed link on one API process ends the person's sessions on every
// process at once (the sessions notice, db/notices.ts). Only a PostgreSQL server is shared between
// processes; PGlite belongs to one.
const onServer = process.env.DATABASE_URL ? describe : describe.skip;

onServer('a password reset on one of two API processes', () => {
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

  it('ends on B, within 2 s, every session B had been serving', async () => {
    const kari = await createSignedInUser(a.app);
    const onB = cookieHeaderFrom(
      (await b.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: kari.email, password: kari.password } })).headers['set-cookie'],
    );
    const profileOnB = (cookie: string) => b.app.inject({ url: `/api/auth/user/${kari.userId}`, headers: { cookie } });
    // B has looked both sessions up and would believe its cache.
    expect((await profileOnB(onB)).statusCode).toBe(200);
    expect((await profileOnB(kari.cookie)).statusCode).toBe(200);

    await a.app.inject({ method: 'POST', url: '/api/auth/password-reset', payload: { email: kari.email } });
    await a.app.passwordResets.settled();
    const [mail] = await outboxMailsTo(a.app.mailer.outboxDir as string, kari.email).then((mails) => mails.filter((m) => m.subject.startsWith('Nytt passord')));
    const token = new URL(passwordResetLinkOf(mail!)).searchParams.get('token') as string;
    const set = await a.app.inject({ method: 'POST', url: '/api/auth/password-reset/complete', payload: { token, newPassword: 'Ny-Lang-Frase-Hest-42' } });
    expect(set.statusCode).toBe(204);

    expect(await within(2_000, async () => (await profileOnB(onB)).statusCode === 401 && (await profileOnB(kari.cookie)).statusCode === 401)).toBe(true);
  });
});
