import type { CatalogRows } from '../../../src/modules/catalog/catalog-rows';
import { buildTestApp, type TestApp } from '../../support/test-app';
import { type TestDatabase, createTestDatabase } from '../../support/test-database';
import { within } from '../../support/within';
import { outboxMailsTo } from '../../support/outbox-mail';
import { cookieHeaderFrom, createSignedInUser, newOrganizationBody } from '../../support/test-session';
import { SMALL_CATALOG } from '../../support/shop-world';
import { TestClock } from '../../support/test-clock';

// Two API processes on one PostgreSQL database (each app its own pool and listening connection,
// as two processes have): what one learns, the other knows at once. Only a PostgreSQL server is
// shared between processes; PGlite belongs to one.
const onServer = process.env.DATABASE_URL ? describe : describe.skip;

/** Well under the 30 s a session cache entry or the 5 s of polling for imports used to last. */
const AT_ONCE_MS = 2_000;

onServer('two API processes on one database', () => {
  let database: TestDatabase;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    database = await createTestDatabase();
    const env = { SEED_DEMO_CATALOG: 'false', LOGIN_LIMIT_PER_ACCOUNT: '5' };
    // One clock for both, standing still: a login wait of a second does not run out between two
    // guesses because the machine was busy.
    const clock = new TestClock();
    a = await buildTestApp({ database, env, clock: clock.now });
    b = await buildTestApp({ database, env, clock: clock.now });
    await a.app.catalog.import(SMALL_CATALOG);
    await b.app.catalog.reachVersion(a.app.catalog.loadedVersion);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await database?.drop();
  });

  const profileOn = (shop: TestApp, user: { userId: string }, cookie: string) =>
    shop.app.inject({ url: `/api/auth/user/${user.userId}`, headers: { cookie } });
  const refusedOn = (shop: TestApp, user: { userId: string }, cookie: string) => async () =>
    (await profileOn(shop, user, cookie)).statusCode === 401;

  it('refuses on B a session logged out on A, also after a notice nobody can read', async () => {
    // Anyone with a database login can send on the channel: B drops it and keeps listening.
    await a.db.query("SELECT pg_notify('shop_sessions', 'no JSON here')");
    const user = await createSignedInUser(a.app);
    // B has seen the session and would believe its cache.
    expect((await profileOn(b, user, user.cookie)).statusCode).toBe(200);
    const logout = await a.app.inject({ method: 'POST', url: '/api/auth/delete/cookies', headers: { cookie: user.cookie } });
    expect(logout.json()).toEqual({ loggedOut: true });
    expect(await within(AT_ONCE_MS, refusedOn(b, user, user.cookie))).toBe(true);
  });

  it('refuses on B the other sessions of a person who changed the password on A, keeping the one that changed it', async () => {
    const user = await createSignedInUser(a.app);
    const elsewhere = await b.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: user.password } });
    const otherCookie = cookieHeaderFrom(elsewhere.headers['set-cookie']);
    expect((await profileOn(b, user, otherCookie)).statusCode).toBe(200);
    expect((await profileOn(b, user, user.cookie)).statusCode).toBe(200);
    const changed = await a.app.inject({
      method: 'POST',
      url: `/api/auth/user/${user.userId}/password`,
      headers: { cookie: user.cookie },
      payload: { oldPassword: user.password, newPassword: 'Et helt nytt og langt passord 42' },
    });
    expect(changed.statusCode).toBe(204);
    expect(await within(AT_ONCE_MS, refusedOn(b, user, otherCookie))).toBe(true);
    expect((await profileOn(b, user, user.cookie)).statusCode).toBe(200);
  });

  it('serves on B a catalogue imported on A', async () => {
    const sku = 'NYHET-PROSESS-1';
    const template = SMALL_CATALOG.products[0] as CatalogRows['products'][number];
    const rows: CatalogRows = { ...SMALL_CATALOG, products: [...SMALL_CATALOG.products, { ...template, sku }] };
    expect((await b.app.inject({ url: `/api/product/detail/${sku}` })).statusCode).toBe(404);
    await a.app.catalog.import(rows);
    const served = await within(AT_ONCE_MS, async () => (await b.app.inject({ url: `/api/product/detail/${sku}` })).statusCode === 200);
    expect(served).toBe(true);
  });

  it('counts failed logins through both processes against one limit', async () => {
    const user = await createSignedInUser(a.app);
    const wrong = (shop: TestApp) =>
      shop.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: 'galt passord' }, remoteAddress: '10.77.0.1' });
    const answers: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) answers.push((await wrong(attempt % 2 === 0 ? a : b)).statusCode);
    // Five free failures in all, whichever process each reached; the sixth waits, on either.
    expect(answers).toEqual([401, 401, 401, 401, 401, 429]);
    expect((await wrong(a)).statusCode).toBe(429);
  });

  it('counts failed logins at one account from many addresses through both processes, and lets the owner\'s device in on either', async () => {
    const owner = await createSignedInUser(a.app);
    const own = await a.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: owner.email, password: owner.password }, remoteAddress: '10.78.0.1' });
    const device = cookieHeaderFrom(own.headers['set-cookie']).split('; ').find((pair) => pair.startsWith('device=')) as string;
    const statuses: number[] = [];
    for (let address = 1; address <= 20; address += 1) {
      for (let guess = 0; guess < 5; guess += 1) {
        const shop = (address + guess) % 2 === 0 ? a : b;
        const answer = await shop.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: owner.email, password: `gjetning-${address}-${guess}` },
          remoteAddress: `198.51.104.${address}`,
        });
        statuses.push(answer.statusCode);
      }
    }
    // Ten free failures for the account in all (LOGIN_LIMIT_ACCOUNT_TOTAL), whichever process each reached.
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    const login = (shop: TestApp, cookie?: string) =>
      shop.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: owner.email, password: owner.password },
        remoteAddress: '203.0.113.9',
        ...(cookie ? { headers: { cookie } } : {}),
      });
    expect((await login(b)).statusCode).toBe(429);
    expect((await login(b, device)).statusCode).toBe(200);
    expect((await login(a, device)).statusCode).toBe(200);
  });

  it('spends the new links of one address through both processes together, answering alike', async () => {
    const body = newOrganizationBody();
    expect((await a.app.inject({ method: 'POST', url: '/api/organization', payload: body, remoteAddress: '10.79.0.1' })).statusCode).toBe(201);
    const mailsBefore = (await outboxMailsTo(a.app.mailer.outboxDir as string, body.contact.email)).length;
    for (let i = 1; i <= 8; i += 1) {
      const shop = i % 2 === 0 ? a : b;
      const answer = await shop.app.inject({ method: 'POST', url: '/api/auth/confirm-email/resend', payload: { email: body.contact.email, password: body.password }, remoteAddress: `198.51.105.${i}` });
      expect(answer.statusCode).toBe(202);
    }
    await a.app.onboarding.settled();
    await b.app.onboarding.settled();
    const mails = (await outboxMailsTo(a.app.mailer.outboxDir as string, body.contact.email)).length + (await outboxMailsTo(b.app.mailer.outboxDir as string, body.contact.email)).length;
    expect(mails - mailsBefore).toBe(3);
  });

  it('does not believe its session cache while its listening connection is lost, and hears again once it is back', async () => {
    const user = await createSignedInUser(a.app);
    expect((await profileOn(b, user, user.cookie)).statusCode).toBe(200);
    // The server drops B's listening connection (a restart, a network break): B cannot hear A.
    await a.db.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
        WHERE datname = current_database() AND pid <> pg_backend_pid() AND query LIKE 'LISTEN%'`,
    );
    await within(AT_ONCE_MS, async () => !b.db.hearing);
    await a.app.inject({ method: 'POST', url: '/api/auth/delete/cookies', headers: { cookie: user.cookie } });
    expect((await profileOn(b, user, user.cookie)).statusCode).toBe(401);

    expect(await within(5_000, async () => b.db.hearing && a.db.hearing)).toBe(true);
    const next = await createSignedInUser(a.app);
    expect((await profileOn(b, next, next.cookie)).statusCode).toBe(200);
    await a.app.inject({ method: 'POST', url: '/api/auth/delete/cookies', headers: { cookie: next.cookie } });
    expect(await within(AT_ONCE_MS, refusedOn(b, next, next.cookie))).toBe(true);
  });
});
