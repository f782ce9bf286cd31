import { readdirSync } from 'node:fs';
import { type TestApp, buildTestApp } from '../../../test/support/test-app';
import { cookieHeaderFrom, createSignedInUser } from '../../../test/support/test-session';
import { DEMO_ACCOUNT } from './demo-account';
import { deleteExpiredDemoOrders } from './demo-orders';

// The demo organisation's login is published (README, "Demo login"): whatever it orders never
// leaves the shop. Its orders are stored marked as demo orders, send no mail to anyone, and are
// deleted a day after they were sent; a real organisation's orders are never touched.

let shop: TestApp;
let demo: { cookie: string; userId: string };
let sku: string;

beforeAll(async () => {
  shop = await buildTestApp();
  const login = await shop.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password } });
  demo = { cookie: cookieHeaderFrom(login.headers['set-cookie']), userId: login.json<{ userId: string }>().userId };
  const [product] = await shop.db.query<{ sku: string }>('SELECT sku FROM products ORDER BY sku LIMIT 1');
  sku = (product as { sku: string }).sku;
}, 120_000);

afterAll(async () => {
  await shop.close();
});

const HOUR = 60 * 60 * 1000;
const outboxFiles = () => {
  try {
    return readdirSync(shop.app.mailer.outboxDir as string).length;
  } catch {
    return 0; // No mail written yet: the folder is made with the first.
  }
};
const send = (user: { cookie: string; userId: string }) =>
  shop.app.inject({ method: 'POST', url: '/api/orders', headers: { cookie: user.cookie }, payload: { customer: user.userId, lineItems: [{ SkuId: sku, Quantity: 1 }] } });
const ordersOf = async (user: { cookie: string; userId: string }) =>
  (await shop.app.inject({ url: `/api/orders/${user.userId}`, headers: { cookie: user.cookie } })).json<{ result: Array<{ id: string; demo?: boolean }> }>().result;
const stored = (id: string) => shop.db.query('SELECT 1 FROM orders WHERE id = $1', [id]);

describe("the demo organisation's orders", () => {
  it('are stored marked as demo orders, in the answer, the list and the order page, and mail nobody', async () => {
    const mailsBefore = outboxFiles();
    const sent = await send(demo);
    expect(sent.statusCode).toBe(202);
    expect(sent.json()).toMatchObject({ demo: true });
    await shop.app.onboarding.settled();
    expect(outboxFiles()).toBe(mailsBefore);

    const { id } = sent.json<{ id: string }>();
    expect((await ordersOf(demo)).find((order) => order.id === id)?.demo).toBe(true);
    const page = await shop.app.inject({ url: `/api/order/${id}`, headers: { cookie: demo.cookie } });
    expect(page.json()).toMatchObject({ id, demo: true });
  });

  it("are deleted a day after they were sent, and no real organisation's order with them", async () => {
    const demoOrder = (await send(demo)).json<{ id: string }>().id;
    const customer = await createSignedInUser(shop.app);
    const realOrder = await send(customer);
    expect(realOrder.json().demo).toBeUndefined();
    // A real order from long ago is kept all the same.
    await shop.db.query(`UPDATE orders SET created_at = now() - interval '30 days' WHERE id = $1`, [realOrder.json().id]);
    const seededHistory = (await ordersOf(demo)).filter((order) => order.demo !== true);
    expect(seededHistory.length).toBeGreaterThan(0);

    expect(await deleteExpiredDemoOrders(shop.db, new Date(Date.now() + 23 * HOUR))).toBe(0);
    expect(await stored(demoOrder)).toHaveLength(1);

    expect(await deleteExpiredDemoOrders(shop.db, new Date(Date.now() + 24 * HOUR + 60_000))).toBeGreaterThanOrEqual(1);
    expect(await stored(demoOrder)).toHaveLength(0);
    expect(await stored(realOrder.json().id)).toHaveLength(1);
    expect((await ordersOf(customer)).map((order) => order.id)).toEqual([realOrder.json().id]);
    // The demo's seeded history (never sent) stays for the next visitor.
    expect((await ordersOf(demo)).map((order) => order.id)).toEqual(seededHistory.map((order) => order.id));
  });
});
