import { appWithUsers } from '../../support/app-with-users';
import { insertTestOrder } from '../../support/test-orders';
import { createSignedInUser } from '../../support/test-session';

// Every answer is charged to the work budget (WORK_UNITS_PER_MINUTE) by the products, order lines
// and pages rendered it costs, against its client address and its organisation, whatever the
// request's shape. The budget's clock stands still here: with 60 units a minute, one comes back
// each second (ten seconds' worth, 10, held at most), so a refusal's Retry-After reads what the
// request before it cost (pages rendered: page-render-budget.test.ts).
let now = 0;
const PER_MINUTE = 60;
const HELD = 10;
const shop = appWithUsers(1, { env: { WORK_UNITS_PER_MINUTE: String(PER_MINUTE) }, workClock: () => now });

let nextAddress = 0;
/** A client address no test has used. */
const freshAddress = () => `10.90.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;

/** An hour later: every budget is full again. */
const everyBudgetFull = () => (now += 3_600_000);

/** A cheap read (one product): how the tests look whether a client still has budget left. */
const probe = (remoteAddress: string, cookie?: string) =>
  shop.app.inject({ url: `/api/product/detail/${shop.app.catalog.current.products[0]?.skuId}`, remoteAddress, ...(cookie ? { headers: { cookie } } : {}) });

/**
 * The units `ask` cost: asked from a full budget of a new address, then a probe's wait says how far
 * below zero it went (1 unit a second), so it reads costs of more than the 10 held.
 */
async function costOf(ask: (remoteAddress: string) => Promise<{ statusCode: number }>, cookie?: string): Promise<number> {
  everyBudgetFull();
  const remoteAddress = freshAddress();
  expect((await ask(remoteAddress)).statusCode).toBeLessThan(300);
  const refused = await probe(remoteAddress, cookie);
  expect(refused.statusCode).toBe(429);
  // Seconds until one unit is back: 1 - (10 - cost).
  return Number(refused.headers['retry-after']) + HELD - 1;
}

const skus = (count: number) => shop.app.catalog.current.products.slice(0, count).map((product) => product.skuId);
const lineItems = (count: number) => skus(count).map((SkuId) => ({ SkuId, Quantity: 3 }));

describe('what an answer costs', () => {
  it('a list costs the products it holds, whatever its shape: limit=10000 what the whole list costs', async () => {
    const all = shop.app.catalog.current.products.length;
    expect(all).toBeGreaterThan(1_000);
    const get = (url: string) => (remoteAddress: string) => shop.app.inject({ url, remoteAddress });
    expect(await costOf(get('/api/product/list?limit=10000'))).toBe(all);
    expect(await costOf(get('/api/product/list'))).toBe(all);
    expect(await costOf(get('/api/product/list?offset=100&limit=10000'))).toBe(all - 100);
    expect(await costOf(get(`/api/product/list?offset=${all - 200}&limit=150`))).toBe(150);
    const priced = (remoteAddress: string) => shop.app.inject({ url: '/api/productUser/list?limit=10000', remoteAddress, headers: { cookie: shop.user.cookie } });
    expect(await costOf(priced, shop.user.cookie)).toBe(all);
  });

  it('a batch of 500 SKUs costs 500 products, as in a list', async () => {
    const batch = (remoteAddress: string) =>
      shop.app.inject({ url: `/api/productUser/batch?skus=${skus(500).join(',')}`, remoteAddress, headers: { cookie: shop.user.cookie } });
    expect(await costOf(batch, shop.user.cookie)).toBe(500);
  });

  it('delivery options and an order sent cost their lines: 500 lines, 500 units', async () => {
    const options = (remoteAddress: string) =>
      shop.app.inject({ method: 'POST', url: '/api/orders/delivery-options', remoteAddress, headers: { cookie: shop.user.cookie }, payload: { lineItems: lineItems(500) } });
    expect(await costOf(options, shop.user.cookie)).toBe(500);
    // Refused for its lines before anything is priced or stored: a draft with no address is never read.
    const send = (remoteAddress: string) =>
      shop.app.inject({ method: 'POST', url: '/api/orders', remoteAddress, headers: { cookie: shop.user.cookie }, payload: { customer: shop.user.userId, lineItems: lineItems(300) } });
    everyBudgetFull();
    const address = freshAddress();
    await send(address);
    expect((await send(address)).statusCode).toBe(429);
  });

  it('an order read costs one beside its lines, its page of the orders list the orders asked for and their lines', async () => {
    const { user } = shop;
    const lines = Array.from({ length: 500 }, (_, line) => ({ sku: `KAM-${line}`, quantity: 1, unitPrice: 10 }));
    const { id } = await insertTestOrder(shop.db, { organizationId: user.organizationId, userId: user.userId, lines });
    for (let n = 0; n < 4; n += 1) await insertTestOrder(shop.db, { organizationId: user.organizationId, userId: user.userId, lines });
    const read = (url: string) => (remoteAddress: string) => shop.app.inject({ url, remoteAddress, headers: { cookie: user.cookie } });
    expect(await costOf(read(`/api/order/${id}`), user.cookie)).toBe(501);
    expect(await costOf(read(`/api/orders/${user.userId}/${id}/lines`), user.cookie)).toBe(501);
    // 20 orders asked for, and the lines of those there (each with its first 10).
    everyBudgetFull();
    const page = (await read(`/api/orders/${user.userId}?limit=20`)(freshAddress())).json<{ result: Array<{ lines: unknown[] }> }>();
    const linesShown = page.result.reduce((sum, order) => sum + order.lines.length, 0);
    expect(linesShown).toBeGreaterThanOrEqual(50);
    expect(await costOf(read(`/api/orders/${user.userId}?limit=20`), user.cookie)).toBe(20 + linesShown);
  });
});

describe('pictures', () => {
  it('cost a picture each when drawn anew, nothing once kept; a refusal is cached nowhere', async () => {
    const pictures = shop.app.catalog.current.products
      .filter((product) => product.images.length > 0)
      .slice(0, 5)
      .map((product) => `${product.images[0]}`);
    const drawOne = (remoteAddress: string) => shop.app.inject({ url: pictures[0] as string, remoteAddress });
    expect(await costOf(drawOne)).toBe(50);
    // Drawn already (for another client): served from memory, at no cost.
    everyBudgetFull();
    const address = freshAddress();
    for (let i = 0; i < 10; i += 1) expect((await drawOne(address)).statusCode).toBe(200);
    expect((await probe(address)).statusCode).toBe(200);
    // A new picture is served while something is left (9), the next refused, and the refusal is kept by no cache.
    expect((await shop.app.inject({ url: pictures[2] as string, remoteAddress: address })).statusCode).toBe(200);
    const refused = await shop.app.inject({ url: pictures[3] as string, remoteAddress: address });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['cache-control']).toBe('no-store');
  });
});

describe('a client flooding one shape', () => {
  it('gets 429 with Retry-After and a plain message once its minute is spent; another client and another account are still served', async () => {
    everyBudgetFull();
    const attacker = freshAddress();
    const batch = () => shop.app.inject({ url: `/api/product/batch?skus=${skus(4).join(',')}`, remoteAddress: attacker });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await batch()).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    const refused = await batch();
    // 10 - 3 × 4 = -2: three seconds until a unit is back.
    expect(refused.headers['retry-after']).toBe('3');
    expect(refused.json()).toEqual({ error: 'Too Many Requests', message: 'Too many products, order lines and pages asked for from this address just now. Try again in 3 seconds.' });
    // Refused as it arrives: a body it would have sent is not even read (this one is no JSON at all).
    const unread = await shop.app.inject({
      method: 'POST',
      url: '/api/orders/delivery-options',
      remoteAddress: attacker,
      headers: { cookie: shop.user.cookie, 'content-type': 'application/json' },
      payload: '{"lineItems": [',
    });
    expect(unread.statusCode).toBe(429);
    // Another client is served, and a person of another organisation at yet another address.
    expect((await probe(freshAddress())).statusCode).toBe(200);
    const other = await createSignedInUser(shop.app, { remoteAddress: freshAddress() });
    expect((await probe(freshAddress(), other.cookie)).statusCode).toBe(200);
  });

  it('spread over many addresses, meets its account\'s budget, while the same addresses serve others', async () => {
    everyBudgetFull();
    const { user } = shop;
    const addresses = Array.from({ length: 8 }, freshAddress);
    const statuses: number[] = [];
    for (const remoteAddress of addresses) {
      const answer = await shop.app.inject({ url: `/api/productUser/batch?skus=${skus(4).join(',')}`, remoteAddress, headers: { cookie: user.cookie } });
      statuses.push(answer.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429, 429, 429, 429]);
    const refused = await probe(freshAddress(), user.cookie);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe('Too many products, order lines and pages asked for for this account just now. Try again in 3 seconds.');
    // Each address spent at most 4 units of its own: a visitor there is served.
    expect((await probe(addresses[7] as string)).statusCode).toBe(200);
  });
});
