import { buildTestApp, type TestApp } from '../../support/test-app';
import { type TestDatabase, createTestDatabase } from '../../support/test-database';
import { invitePerson } from '../../support/invited-person';
import { SMALL_CATALOG } from '../../support/shop-world';
import { createSignedInUser } from '../../support/test-session';
import { within } from '../../support/within';

// An organisation's people on API processes sharing one PostgreSQL server: a buyer's month's limit
// holds when orders are sent at the same moment through three processes (the buyer's month row
// locked in each order's transaction), and a person demoted or removed on one process is logged
// out on the others at once. PGlite belongs to one process.
const onServer = process.env.DATABASE_URL ? describe : describe.skip;

onServer('people on three API processes', () => {
  let database: TestDatabase;
  const apps: TestApp[] = [];
  const env = { SEED_DEMO_CATALOG: 'false', FREIGHT_FREE_FROM_NOK: '0' };

  beforeAll(async () => {
    database = await createTestDatabase();
    const first = await buildTestApp({ database, env });
    await first.app.catalog.import(SMALL_CATALOG);
    apps.push(first, await buildTestApp({ database, env }), await buildTestApp({ database, env }));
  }, 120_000);
  afterAll(async () => {
    for (const app of apps) await app.close();
    await database?.drop();
  });

  it('lets through only what fits: orders sent together cannot all slip under it', async () => {
    const [a] = apps as [TestApp];
    const admin = await createSignedInUser(a.app);
    // 1 000 kr a month; each order is 300 kr (three of KORT-1 at 100 kr, picked up): three fit.
    const buyer = await invitePerson(a.app, admin, 'buyer', { monthLimit: 1000 });
    const sends = Array.from({ length: 12 }, (_, index) =>
      (apps[index % apps.length] as TestApp).app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: { cookie: buyer.cookie },
        payload: { customer: buyer.userId, lineItems: [{ SkuId: 'KORT-1', Quantity: 3 }], deliveryMethod: 'pickup', pickupWarehouse: 'oslo' },
      }),
    );
    const answers = (await Promise.all(sends)).map((answer) => answer.json<{ orderNumber?: string; awaitingApproval?: boolean; reason?: string }>());
    const sent = answers.filter((answer) => answer.orderNumber !== undefined);
    const waiting = answers.filter((answer) => answer.awaitingApproval === true);
    expect({ sent: sent.length, waiting: waiting.length }).toEqual({ sent: 3, waiting: 9 });
    expect(new Set(waiting.map((answer) => answer.reason))).toEqual(new Set(['month-limit']));
    const [orders] = await a.db.query<{ count: number; sum: string }>('SELECT count(*)::int AS count, sum(total) AS sum FROM orders WHERE user_id = $1', [buyer.userId]);
    expect({ count: orders?.count, sum: Number(orders?.sum) }).toEqual({ count: 3, sum: 900 });
    const me = await apps[1]!.app.inject({ url: `/api/auth/user/${buyer.userId}`, headers: { cookie: buyer.cookie } });
    expect(me.json()).toMatchObject({ access: { monthLimit: 1000, monthSpent: 900 } });
  });

  /** As in shared-database.test.ts: a session ended on one process is refused on another at once. */
  const AT_ONCE_MS = 2_000;

  it('a person demoted or removed on one process is logged out on the others at once', async () => {
    const [a, b, c] = apps as [TestApp, TestApp, TestApp];
    const admin = await createSignedInUser(a.app);
    const demoted = await invitePerson(a.app, admin, 'administrator');
    const removed = await invitePerson(a.app, admin, 'buyer');
    const profile = (app: TestApp, person: { userId: string; cookie: string }) => app.app.inject({ url: `/api/auth/user/${person.userId}`, headers: { cookie: person.cookie } });
    // Served (and cached) on B and C first.
    for (const person of [demoted, removed]) for (const app of [b, c]) expect((await profile(app, person)).statusCode).toBe(200);
    const base = `/api/organization/${admin.organizationId}`;
    const demote = await a.app.inject({ method: 'PUT', url: `${base}/people/${demoted.userId}/role`, headers: { cookie: admin.cookie }, payload: { role: 'requester' } });
    expect(demote.statusCode).toBe(200);
    const remove = await a.app.inject({ method: 'DELETE', url: `${base}/contacts/${removed.userId}`, headers: { cookie: admin.cookie } });
    expect(remove.statusCode).toBe(204);
    for (const person of [demoted, removed]) {
      for (const app of [b, c]) expect(await within(AT_ONCE_MS, async () => (await profile(app, person)).statusCode === 401)).toBe(true);
    }
    // Logged in again, the demoted person is a requester everywhere.
    const login = await c.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: demoted.email, password: demoted.password } });
    const cookie = String(login.headers['set-cookie']).match(/access=[^;]+/)?.[0] ?? '';
    expect((await b.app.inject({ url: `${base}/people`, headers: { cookie } })).json()).toMatchObject({ code: 'RoleNotAllowed' });
  });
});
