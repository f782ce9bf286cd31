import type { Db, SqlParam } from '../../infra/db/db';
import { type TestApp, buildTestApp } from '../../../test/support/test-app';
import { type TestDatabase, createTestDatabase } from '../../../test/support/test-database';
import { type SignedInUser, createSignedInUser } from '../../../test/support/test-session';

// Orders a client may send that once ended in a 500, the daily bound per organisation, and what
// the log keeps of an order whose write fails.

/** An order carrying this in its comment fails to be written, as a full disk would make it. */
const FAILING_COMMENT = 'Ring Kari Nordmann på 412 34 567 før levering';

/** The test database, with order writes failing as PostgreSQL's errors do: with the statement's values on them. */
async function databaseFailingSomeOrders(): Promise<TestDatabase> {
  const base = await createTestDatabase();
  const failing = (db: Db): Db => ({
    ...db,
    async query<T extends object>(sql: string, params: readonly SqlParam[] = []): Promise<T[]> {
      if (sql.includes('INSERT INTO orders') && JSON.stringify(params).includes(FAILING_COMMENT)) {
        throw Object.assign(new Error('could not extend file: No space left on device'), {
          code: '53100',
          severity: 'ERROR',
          detail: `Failing row contains (${JSON.stringify(params)})`,
          query: sql,
          params,
        });
      }
      return db.query<T>(sql, params);
    },
  });
  return { kind: base.kind, drop: () => base.drop(), open: async () => failing(await base.open()) };
}

let shop: TestApp;
let database: TestDatabase;
let user: SignedInUser;
const logged: string[] = [];

beforeAll(async () => {
  database = await databaseFailingSomeOrders();
  shop = await buildTestApp({ env: { ORDERS_PER_DAY: '3' }, database, logStream: { write: (line) => void logged.push(line) } });
  user = await createSignedInUser(shop.app);
}, 60_000);

afterAll(async () => {
  await shop.close();
  await database.drop();
});

const send = (who: SignedInUser, payload: object, headers: Record<string, string> = {}) =>
  shop.app.inject({ method: 'POST', url: '/api/orders', headers: { cookie: who.cookie, ...headers }, payload });

const skus = () => shop.app.catalog.current.products.map((product) => product.skuId);

describe('orders that once ended in a 500', () => {
  it('refuses a deeply nested invoice address sent with an Idempotency-Key, naming the field', async () => {
    // Written out by hand: JSON.stringify itself runs out of stack on it.
    const nested = `${'{"a":'.repeat(10_000)}"Storgata 1"${'}'.repeat(10_000)}`;
    const order = JSON.stringify({ customer: user.userId, invoiceAddress: 'NESTED', lineItems: [{ SkuId: skus()[0], Quantity: 1 }] });
    const answer = await shop.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { cookie: user.cookie, 'content-type': 'application/json', 'idempotency-key': 'deep-1' },
      payload: order.replace('"NESTED"', nested),
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().details).toEqual([{ field: 'invoiceAddress', message: 'invoiceAddress nests deeper than 32 levels' }]);
    const shallow = await send(user, { customer: user.userId, invoiceAddress: { a: { b: 'Storgata 1' } }, lineItems: [{ SkuId: skus()[0], Quantity: 1 }] }, { 'idempotency-key': 'deep-2' });
    expect(shallow.statusCode).toBe(400);
    expect(shallow.json().details).toEqual([{ field: 'invoiceAddress.a', message: 'invoiceAddress.a is not allowed here' }]);
  });

  it('reads an order of 500 lines of the longest SKUs: its body limit is sized to the largest order', async () => {
    const lineItems = Array.from({ length: 500 }, (_, index) => ({ SkuId: `${String(index).padStart(3, '0')}-${'X'.repeat(60)}`, Quantity: 9999 }));
    const answer = await send(user, { customer: user.userId, Recipient: 'Ø'.repeat(100), comment: 'Å'.repeat(1000), lineItems });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().details).toHaveLength(500);
    expect(answer.json().details[0].field).toBe('lineItems.0.SkuId');
  });

  it('refuses a quantity that JSON reads as Infinity (1e400), naming it', async () => {
    const answer = await shop.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { cookie: user.cookie, 'content-type': 'application/json' },
      payload: `{"customer":"${user.userId}","lineItems":[{"SkuId":"${skus()[0]}","Quantity":1e400}]}`,
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().details).toMatchObject([{ field: 'lineItems.0.Quantity' }]);
  });

  it('adds up the lines of one product: repeating a line does not pass 9,999', async () => {
    const sku = skus()[0];
    const answer = await send(user, { customer: user.userId, lineItems: [{ SkuId: sku, Quantity: 9999 }, { SkuId: sku, Quantity: 9999 }] });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().details[0]).toMatchObject({ field: 'lineItems.1.Quantity' });
    expect(answer.json().message).toContain('add up to 19998');
  });

  it('refuses a total beyond what an order can hold with a 400 naming the lines, where its write used to fail', async () => {
    const dearest = [...shop.app.catalog.current.products].sort((a, b) => b.price - a.price).slice(0, 500);
    const total = dearest.reduce((sum, product) => sum + product.price * 9999 * 1.25, 0);
    expect(total).toBeGreaterThan(9_999_999_999.99);
    const answer = await send(user, { customer: user.userId, lineItems: dearest.map((product) => ({ SkuId: product.skuId, Quantity: 9999 })) });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().details).toEqual([{ field: 'lineItems', message: expect.stringMatching(/^lineItems: the order comes to more than one order can hold/) }]);
  });
});

describe('an order above ORDER_TOTAL_LIMIT_NOK (NOK 5 million excluding VAT by default)', () => {
  it('is refused with a plain 422 naming the total and the limit, and nothing is stored', async () => {
    const dearest = [...shop.app.catalog.current.products].sort((a, b) => b.price - a.price).slice(0, 20);
    const lineItems = dearest.map((product) => ({ SkuId: product.skuId, Quantity: 2000 }));
    const total = dearest.reduce((sum, product) => sum + product.price * 2000, 0);
    expect(total).toBeGreaterThan(5_000_000);
    expect(total * 1.25).toBeLessThan(9_999_999_999);
    const before = await shop.db.query<{ n: number | string }>('SELECT count(*) AS n FROM orders');
    const answer = await send(user, { customer: user.userId, lineItems });
    expect(answer.statusCode).toBe(422);
    expect(answer.json()).toMatchObject({
      error: 'Unprocessable Entity',
      code: 'OrderTotalTooLarge',
      message: expect.stringMatching(/^The order comes to NOK [\d ]+ excluding VAT, more than the NOK 5 000 000 the shop takes in one order\. Split it into smaller orders or call us\.$/),
    });
    expect(await shop.db.query('SELECT count(*) AS n FROM orders')).toEqual(before);
    // Just under the limit is an order like any other.
    const cheapest = [...shop.app.catalog.current.products].sort((a, b) => a.price - b.price)[0]!;
    expect((await send(user, { customer: user.userId, lineItems: [{ SkuId: cheapest.skuId, Quantity: 2 }] })).statusCode).toBe(202);
  });
});

describe('the daily bound of an organisation', () => {
  it('takes ORDERS_PER_DAY orders in 24 hours, then answers 429 with Retry-After; a repeat of a sent one is still answered', async () => {
    const buyer = await createSignedInUser(shop.app);
    const order = { customer: buyer.userId, lineItems: [{ SkuId: skus()[1], Quantity: 1 }] };
    const sent = await Promise.all([1, 2, 3, 4].map((n) => send(buyer, order, { 'idempotency-key': `day-${n}` })));
    expect(sent.map((answer) => answer.statusCode).sort()).toEqual([202, 202, 202, 429]);
    const refused = sent.find((answer) => answer.statusCode === 429);
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(80_000);
    expect(refused?.json().message).toMatch(/^Your organisation has sent 3 orders in the last 24 hours/);
    const first = sent.find((answer) => answer.statusCode === 202);
    const key = `day-${sent.indexOf(first as (typeof sent)[number]) + 1}`;
    const again = await send(buyer, order, { 'idempotency-key': key });
    expect(again.statusCode).toBe(202);
    expect(again.json()).toEqual(first?.json());
    // Other organisations are not held up.
    expect((await send(user, { customer: user.userId, lineItems: [{ SkuId: skus()[1], Quantity: 1 }] })).statusCode).toBe(202);
  });
});

describe('the log of a failed order', () => {
  it('keeps the error, but not the order’s addresses, comment or the statement’s values', async () => {
    const answer = await send(user, {
      customer: user.userId,
      Recipient: 'Kari Nordmann',
      comment: FAILING_COMMENT,
      lineItems: [{ SkuId: skus()[2], Quantity: 1 }],
    });
    expect(answer.statusCode).toBe(500);
    const entry = logged
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((line) => line.msg === 'request failed')
      .at(-1);
    expect(entry).toMatchObject({ url: '/api/orders', err: { message: 'could not extend file: No space left on device', code: '53100' } });
    const text = logged.join('\n');
    for (const personal of ['Kari Nordmann', '412 34 567', 'Storgata 1', user.email]) expect(text).not.toContain(personal);
  });
});
