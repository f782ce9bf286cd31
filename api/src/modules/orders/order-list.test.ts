import { appWithUsers } from '../../../test/support/app-with-users';
import { insertTestOrder } from '../../../test/support/test-orders';

const shop = appWithUsers(2, { env: { SEED_DEMO_CATALOG: 'false' } });

beforeAll(async () => {
  const { user } = shop;
  // 25 orders, the n-th n minutes old, each with n % 3 + 1 lines.
  for (let n = 1; n <= 25; n += 1) {
    await insertTestOrder(shop.db, {
      organizationId: user.organizationId,
      userId: user.userId,
      customerReference: `Ordre ${n}`,
      createdAt: new Date(Date.UTC(2024, 0, 1) - n * 60_000).toISOString(),
      lines: Array.from({ length: (n % 3) + 1 }, (_, line) => ({ sku: `SKU-${n}-${line}`, quantity: 1, unitPrice: 10 })),
    });
  }
}, 60_000);

const list = (query = '') => shop.app.inject({ url: `/api/orders/${shop.user.userId}${query}`, headers: { cookie: shop.user.cookie } });
type Page = { result: Array<{ customerReference: string; lines: Array<{ sku: string }> }>; total: number; limit: number; offset: number };

describe('the orders list', () => {
  it('answers a page of 20, newest first, in `result` with the total beside it', async () => {
    const answer = await list();
    expect(answer.statusCode).toBe(200);
    const page = answer.json<Page>();
    expect(page).toMatchObject({ total: 25, limit: 20, offset: 0 });
    expect(page.result.map((order) => order.customerReference)).toEqual(Array.from({ length: 20 }, (_, index) => `Ordre ${index + 1}`));
  });

  it('answers the page asked for, each order with its own lines only', async () => {
    const page = (await list('?limit=10&offset=20')).json<Page>();
    expect(page).toMatchObject({ total: 25, limit: 10, offset: 20 });
    expect(page.result.map((order) => order.customerReference)).toEqual(['Ordre 21', 'Ordre 22', 'Ordre 23', 'Ordre 24', 'Ordre 25']);
    expect(page.result[0]?.lines.map((line) => line.sku)).toEqual(['SKU-21-0']);
    expect(page.result[1]?.lines.map((line) => line.sku)).toEqual(['SKU-22-0', 'SKU-22-1']);
    expect((await list('?offset=100')).json<Page>()).toEqual({ result: [], total: 25, limit: 20, offset: 100 });
  });

  it('refuses a page beyond 20 orders, or none, with a 400 naming the parameter', async () => {
    for (const query of ['?limit=21', '?limit=0', '?offset=-1', '?limit=all', `?offset=${'9'.repeat(400)}`]) {
      const answer = await list(query);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().details[0].field).toBe(query.slice(1).split('=')[0]);
    }
  });
});

describe('a page of big orders', () => {
  const bulky = appWithUsers(2, { env: { SEED_DEMO_CATALOG: 'false' } });
  /** Titles as long as the catalogue's longest, in both languages. */
  const title = (n: number) => ({ nb: `Utendørs IP-kamera med motorisert zoom og IR-belysning, modell ${n}`, en: `Outdoor IP camera with motorised zoom and IR illumination, model ${n}` });
  const orderIds: string[] = [];

  beforeAll(async () => {
    const { user } = bulky;
    for (let n = 1; n <= 20; n += 1) {
      const { id } = await insertTestOrder(bulky.db, {
        organizationId: user.organizationId,
        userId: user.userId,
        customerReference: `Stor ordre ${n}`,
        lines: Array.from({ length: 500 }, (_, line) => ({ sku: `KAM-${n}-${String(line).padStart(3, '0')}`, title: title(line), quantity: 999, unitPrice: 1234.56 })),
      });
      orderIds.push(id);
    }
  }, 60_000);

  const get = (url: string, cookie = bulky.user.cookie) => bulky.app.inject({ url, headers: { cookie } });

  it('is at most 200 KB for 20 orders of 500 lines: each carries its first lines and how many it has', async () => {
    const answer = await get(`/api/orders/${bulky.user.userId}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.rawPayload.length).toBeLessThanOrEqual(200 * 1024);
    const page = answer.json<{ result: Array<{ lines: Array<{ sku: string }>; lineCount: number }> }>();
    expect(page.result).toHaveLength(20);
    for (const order of page.result) {
      expect(order.lineCount).toBe(500);
      expect(order.lines).toHaveLength(10);
    }
    expect(page.result[0]?.lines[0]?.sku).toMatch(/^KAM-\d+-000$/);
  });

  it('gives every line of one order, in order, to its owner only', async () => {
    const answer = await get(`/api/orders/${bulky.user.userId}/${orderIds[0]}/lines`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('private, no-store');
    const { lines } = answer.json<{ lines: Array<{ sku: string; quantity: number; unitPrice: number; title: { nb: string } }> }>();
    expect(lines).toHaveLength(500);
    expect(lines.map((line) => line.sku)).toEqual(Array.from({ length: 500 }, (_, line) => `KAM-1-${String(line).padStart(3, '0')}`));
    expect(lines[7]).toMatchObject({ quantity: 999, unitPrice: 1234.56, title: title(7) });
    // Another person: their own user id with this order, or this user's id, is no order of theirs.
    const other = bulky.users[1]!;
    expect((await get(`/api/orders/${other.userId}/${orderIds[0]}/lines`, other.cookie)).statusCode).toBe(404);
    expect((await get(`/api/orders/${bulky.user.userId}/${orderIds[0]}/lines`, other.cookie)).statusCode).toBe(404);
    expect((await get(`/api/orders/${bulky.user.userId}/not-an-id/lines`)).statusCode).toBe(404);
    expect((await bulky.app.inject({ url: `/api/orders/${bulky.user.userId}/${orderIds[0]}/lines` })).statusCode).toBe(401);
  });
});

describe('pages of orders', () => {
  // 600 units a minute (100 held), the clock standing still: a page of 20 orders (none there) costs 20.
  const budgeted = appWithUsers(1, { env: { SEED_DEMO_CATALOG: 'false', WORK_UNITS_PER_MINUTE: '600' }, workClock: () => 0 });

  it('are charged to the work budget per client: pages of orders beyond WORK_UNITS_PER_MINUTE wait, and say until when', async () => {
    const page = (remoteAddress: string) =>
      budgeted.app.inject({ url: `/api/orders/${budgeted.user.userId}`, headers: { cookie: budgeted.user.cookie }, remoteAddress });
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) statuses.push((await page('10.70.0.1')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
    const refused = await page('10.70.0.1');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().message).toMatch(/^Too many products, order lines and pages asked for from this address just now\. Try again in /);
    // The person's organisation has spent as much: from another address too.
    const elsewhere = await page('10.70.0.2');
    expect(elsewhere.statusCode).toBe(429);
    expect(elsewhere.json().message).toMatch(/^Too many products, order lines and pages asked for for this account just now\./);
  });
});
