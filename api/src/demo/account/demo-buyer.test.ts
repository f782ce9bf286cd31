import { withdrawExpiredDemoRequests } from '../../modules/orders';
import { type TestApp, buildTestApp } from '../../../test/support/test-app';
import { cookieHeaderFrom } from '../../../test/support/test-session';
import { DEMO_ACCOUNT, DEMO_BUYER, seedDemoBuyerIfMissing } from './demo-account';

// The demo organisation's second published login (README, "Demo login"): a buyer with a limit of
// 10 000 kr per order, whose larger orders wait in the demo administrator's approval list and
// withdraw themselves after a day; protected from edits like the demo administrator.

let shop: TestApp;
let admin: { cookie: string; userId: string; organizationId: string };
let buyer: { cookie: string; userId: string };
let sku: string;
let price: number;

async function login(email: string, password: string) {
  const answer = await shop.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  expect(answer.statusCode).toBe(200);
  return { cookie: cookieHeaderFrom(answer.headers['set-cookie']), userId: answer.json<{ userId: string }>().userId };
}

beforeAll(async () => {
  shop = await buildTestApp();
  const a = await login(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
  const me = await shop.app.inject({ url: `/api/auth/user/${a.userId}`, headers: { cookie: a.cookie } });
  admin = { ...a, organizationId: me.json<{ organization: { id: string } }>().organization.id };
  buyer = await login(DEMO_BUYER.email, DEMO_BUYER.password);
  const [product] = await shop.db.query<{ sku: string; price: string }>('SELECT sku, price FROM products WHERE price > 100 ORDER BY sku LIMIT 1');
  sku = (product as { sku: string }).sku;
  price = Number((product as { price: string }).price);
}, 120_000);
afterAll(async () => shop?.close());

const send = (quantity: number) =>
  shop.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { cookie: buyer.cookie },
    payload: { customer: buyer.userId, lineItems: [{ SkuId: sku, Quantity: quantity }], deliveryMethod: 'pickup', pickupWarehouse: 'oslo' },
  });
const waiting = async () =>
  (await shop.app.inject({ url: `/api/organization/${admin.organizationId}/approvals`, headers: { cookie: admin.cookie } })).json<{ result: Array<{ id: string }> }>().result;

it('is a buyer with 10 000 kr per order, seeded once', async () => {
  const me = await shop.app.inject({ url: `/api/auth/user/${buyer.userId}`, headers: { cookie: buyer.cookie } });
  expect(me.json()).toMatchObject({ organization: { id: admin.organizationId }, access: { role: 'buyer', orderLimit: 10000 } });
  expect(await seedDemoBuyerIfMissing(shop.db)).toBe(false);
});

it('sends orders under the limit as demo orders; one over it waits for the demo administrator and withdraws itself after a day', async () => {
  expect((await send(1)).json()).toMatchObject({ demo: true, orderNumber: expect.any(String) });
  const over = (await send(Math.ceil(30_000 / price))).json<{ awaitingApproval: boolean; reason: string; requestId: string }>();
  expect(over).toMatchObject({ awaitingApproval: true, reason: 'order-limit' });
  expect((await waiting()).map((request) => request.id)).toContain(over.requestId);
  // An hour later it still waits; a day later it withdrew itself (the clock injected).
  expect(await withdrawExpiredDemoRequests(shop.db, new Date(Date.now() + 60 * 60 * 1000))).toBe(0);
  expect(await withdrawExpiredDemoRequests(shop.db, new Date(Date.now() + 25 * 60 * 60 * 1000))).toBeGreaterThanOrEqual(1);
  expect((await waiting()).map((request) => request.id)).not.toContain(over.requestId);
  const mine = (await shop.app.inject({ url: `/api/order-requests/${buyer.userId}`, headers: { cookie: buyer.cookie } })).json<{ result: Array<{ id: string; status: string }> }>();
  expect(mine.result.find((request) => request.id === over.requestId)).toMatchObject({ status: 'withdrawn' });
});

it('is protected from edits like the demo administrator: its password, and its role and limit', async () => {
  const password = await shop.app.inject({
    method: 'POST',
    url: `/api/auth/user/${buyer.userId}/password`,
    headers: { cookie: buyer.cookie },
    payload: { oldPassword: DEMO_BUYER.password, newPassword: 'Et-nytt-langt-passord-ekorn' },
  });
  expect(password.json()).toMatchObject({ code: 'DemoAccount' });
  const role = await shop.app.inject({
    method: 'PUT',
    url: `/api/organization/${admin.organizationId}/people/${buyer.userId}/role`,
    headers: { cookie: admin.cookie },
    payload: { role: 'buyer', orderLimit: 1 },
  });
  expect(role.json()).toMatchObject({ code: 'DemoAccount' });
  const removed = await shop.app.inject({ method: 'DELETE', url: `/api/organization/${admin.organizationId}/contacts/${buyer.userId}`, headers: { cookie: admin.cookie } });
  expect(removed.json()).toMatchObject({ code: 'DemoAccount' });
});
