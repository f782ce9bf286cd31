import { type TestApp, buildTestApp } from '../../../../test/support/test-app';
import { type InvitedPerson, invitePerson } from '../../../../test/support/invited-person';
import { outboxMailsTo } from '../../../../test/support/outbox-mail';
import { SMALL_CATALOG } from '../../../../test/support/shop-world';
import { type SignedInUser, createSignedInUser } from '../../../../test/support/test-session';

// Spending limits and approval (README of the API, "Roles, limits and approval"): a requester's
// orders and a buyer's above a limit wait for an administrator, who approves them at today's prices
// (a changed total is a 409 with the old and the new) or refuses them with a reason.

let shop: TestApp;
let admin: SignedInUser;

beforeAll(async () => {
  // Free freight from 0 kr: totals are the lines' sums.
  shop = await buildTestApp({ env: { SEED_DEMO_CATALOG: 'false', FREIGHT_FREE_FROM_NOK: '0' } });
  await shop.app.catalog.import(SMALL_CATALOG);
  admin = await createSignedInUser(shop.app);
}, 60_000);
afterAll(async () => shop?.close());

const as = (person: SignedInUser) => ({ cookie: person.cookie });
const org = () => `/api/organization/${admin.organizationId}`;
/** KORT-1 costs 100 kr excluding VAT. */
const send = (person: SignedInUser, quantity: number, extra: object = {}) =>
  shop.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: as(person),
    payload: { customer: person.userId, lineItems: [{ SkuId: 'KORT-1', Quantity: quantity }], deliveryMethod: 'pickup', pickupWarehouse: 'oslo', comment: 'Til prosjekt 7', ...extra },
  });
const waiting = async () => (await shop.app.inject({ url: `${org()}/approvals`, headers: as(admin) })).json<{ result: Array<Record<string, unknown>> }>().result;
const ordersOf = async (person: SignedInUser) => (await shop.app.inject({ url: `/api/orders/${person.userId}`, headers: as(person) })).json<{ result: Array<Record<string, unknown>> }>().result;
const requestsOf = async (person: SignedInUser) => (await shop.app.inject({ url: `/api/order-requests/${person.userId}`, headers: as(person) })).json<{ result: Array<Record<string, unknown>> }>().result;

describe('a requester', () => {
  let requester: InvitedPerson;
  beforeAll(async () => {
    requester = await invitePerson(shop.app, admin, 'requester');
  });

  it('never sends an order: it waits, every administrator is mailed, and it is listed with requester, sum, lines and comment', async () => {
    const ordersBefore = (await ordersOf(admin)).length;
    const answer = await send(requester, 3);
    expect(answer.statusCode).toBe(202);
    expect(answer.json()).toMatchObject({ awaitingApproval: true, reason: 'requester', total: 300, totalIncludingVat: 375 });
    expect((await ordersOf(admin)).length).toBe(ordersBefore);
    const mails = await outboxMailsTo(shop.app.mailer.outboxDir as string, admin.email);
    expect(mails.at(-1)?.subject).toMatch(/venter på godkjenning/);
    // The link opens the approvals page itself, not the account's front page.
    expect(mails.at(-1)?.text).toMatch(/^https?:\/\/[^/\s]+\/min-side\/godkjenning$/m);
    const [request] = (await waiting()).filter((one) => one.id === answer.json<{ requestId: string }>().requestId);
    expect(request).toMatchObject({
      status: 'waiting',
      requestedBy: { id: requester.userId },
      total: 300,
      comment: 'Til prosjekt 7',
      lines: [{ sku: 'KORT-1', quantity: 3, unitPrice: 100, lineTotal: 300 }],
    });
  });

  it('is told either way: approved sends it as an order that keeps who asked and who approved', async () => {
    const { requestId } = (await send(requester, 2)).json<{ requestId: string }>();
    const approve = await shop.app.inject({ method: 'POST', url: `${org()}/approvals/${requestId}/approve`, headers: as(admin), payload: { seenTotal: 200 } });
    expect(approve.statusCode).toBe(202);
    const { orderNumber } = approve.json<{ orderNumber: string }>();
    const mine = await ordersOf(requester);
    expect(mine.find((order) => order.orderNumber === orderNumber)).toMatchObject({
      total: 200,
      placedBy: expect.stringContaining('requester'),
      approval: { requestedAt: expect.any(String), approvedBy: 'Kari Nordmann', approvedAt: expect.any(String) },
    });
    // The order's own page (and so its print) says the same.
    const placed = mine.find((order) => order.orderNumber === orderNumber) as { id: string };
    const page = await shop.app.inject({ url: `/api/order/${placed.id}`, headers: as(requester) });
    expect(page.json()).toMatchObject({
      orderNumber,
      placedBy: expect.stringContaining('requester'),
      approval: { requestedAt: expect.any(String), approvedBy: 'Kari Nordmann', approvedAt: expect.any(String) },
    });
    expect((await requestsOf(requester)).find((one) => one.id === requestId)).toMatchObject({ status: 'approved', orderNumber, decidedBy: { name: 'Kari Nordmann' } });
    expect((await outboxMailsTo(shop.app.mailer.outboxDir as string, requester.email)).at(-1)?.subject).toMatch(new RegExp(`godkjent \\(${orderNumber}\\)`));
    // Approved once: a second approval is refused, no second order.
    const again = await shop.app.inject({ method: 'POST', url: `${org()}/approvals/${requestId}/approve`, headers: as(admin), payload: { seenTotal: 200 } });
    expect(again.json()).toMatchObject({ code: 'AlreadyDecided' });
  });

  it('refused needs a reason, which the requester sees and is mailed', async () => {
    const { requestId } = (await send(requester, 1)).json<{ requestId: string }>();
    const noReason = await shop.app.inject({ method: 'POST', url: `${org()}/approvals/${requestId}/refuse`, headers: as(admin), payload: { reason: '  ' } });
    expect(noReason.statusCode).toBe(400);
    const refused = await shop.app.inject({ method: 'POST', url: `${org()}/approvals/${requestId}/refuse`, headers: as(admin), payload: { reason: 'Vi har nok på lager' } });
    expect(refused.statusCode).toBe(204);
    expect((await requestsOf(requester)).find((one) => one.id === requestId)).toMatchObject({ status: 'refused', refusalReason: 'Vi har nok på lager' });
    expect((await outboxMailsTo(shop.app.mailer.outboxDir as string, requester.email)).at(-1)?.text).toMatch(/Begrunnelse: Vi har nok på lager/);
  });

  it('may withdraw a waiting request, which then cannot be approved', async () => {
    const { requestId } = (await send(requester, 1)).json<{ requestId: string }>();
    const withdrawn = await shop.app.inject({ method: 'DELETE', url: `/api/order-requests/${requester.userId}/${requestId}`, headers: as(requester) });
    expect(withdrawn.statusCode).toBe(204);
    expect((await waiting()).some((one) => one.id === requestId)).toBe(false);
    const approve = await shop.app.inject({ method: 'POST', url: `${org()}/approvals/${requestId}/approve`, headers: as(admin), payload: { seenTotal: 100 } });
    expect(approve.json()).toMatchObject({ code: 'AlreadyDecided' });
  });

  it('a total changed since the request: the administrator gets 409 with the old and the new, then approves the new', async () => {
    const { requestId } = (await send(requester, 2)).json<{ requestId: string }>();
    await shop.app.catalog.import({ ...SMALL_CATALOG, products: SMALL_CATALOG.products.map((product) => (product.sku === 'KORT-1' ? { ...product, price: 125, indicativePrice: 125 } : product)) });
    try {
      const stale = await shop.app.inject({ method: 'POST', url: `${org()}/approvals/${requestId}/approve`, headers: as(admin), payload: { seenTotal: 200 } });
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toMatchObject({ code: 'TotalChanged', oldTotal: 200, newTotal: 250 });
      expect((await waiting()).some((one) => one.id === requestId)).toBe(true);
      const fresh = await shop.app.inject({ method: 'POST', url: `${org()}/approvals/${requestId}/approve`, headers: as(admin), payload: { seenTotal: 250 } });
      expect(fresh.statusCode).toBe(202);
      expect(fresh.json()).toMatchObject({ total: 250 });
    } finally {
      await shop.app.catalog.import(SMALL_CATALOG);
    }
  });

  it('cannot approve, and reads only its own orders', async () => {
    const { requestId } = (await send(requester, 1)).json<{ requestId: string }>();
    const approve = await shop.app.inject({ method: 'POST', url: `${org()}/approvals/${requestId}/approve`, headers: as(requester), payload: { seenTotal: 100 } });
    expect(approve.statusCode).toBe(403);
    expect((await ordersOf(requester)).every((order) => String(order.placedBy).includes('requester'))).toBe(true);
  });
});

describe('a buyer with limits', () => {
  it('sends orders up to the limit per order; one above it waits for approval', async () => {
    const buyer = await invitePerson(shop.app, admin, 'buyer', { orderLimit: 500 });
    const under = await send(buyer, 5);
    expect(under.json()).toMatchObject({ orderNumber: expect.stringMatching(/^SO-/), total: 500 });
    const over = await send(buyer, 6);
    expect(over.json()).toMatchObject({ awaitingApproval: true, reason: 'order-limit', total: 600 });
    // The buyer reads the organisation's orders, the administrator's too.
    const adminOrder = (await send(admin, 1)).json<{ orderNumber: string }>();
    expect((await ordersOf(buyer)).some((order) => order.orderNumber === adminOrder.orderNumber)).toBe(true);
  });

  it('counts the calendar month: the order that would pass the month’s limit waits, and the spend is shown', async () => {
    const buyer = await invitePerson(shop.app, admin, 'buyer', { monthLimit: 1000 });
    expect((await send(buyer, 6)).json()).toMatchObject({ total: 600, orderNumber: expect.any(String) });
    expect((await send(buyer, 5)).json()).toMatchObject({ awaitingApproval: true, reason: 'month-limit' });
    expect((await send(buyer, 4)).json()).toMatchObject({ orderNumber: expect.any(String) });
    const me = await shop.app.inject({ url: `/api/auth/user/${buyer.userId}`, headers: as(buyer) });
    expect(me.json()).toMatchObject({ access: { role: 'buyer', orderLimit: null, monthLimit: 1000, monthSpent: 1000 } });
    const people = (await shop.app.inject({ url: `${org()}/people`, headers: as(admin) })).json<Array<Record<string, unknown>>>();
    expect(people.find((one) => one.id === buyer.userId)).toMatchObject({ monthSpent: 1000, monthLimit: 1000 });
  });

  it('a repeated Idempotency-Key answers the first request, not a second one', async () => {
    const buyer = await invitePerson(shop.app, admin, 'buyer', { orderLimit: 100 });
    const key = { 'idempotency-key': `nøkkel-${buyer.userId}` };
    const body = { customer: buyer.userId, lineItems: [{ SkuId: 'KORT-1', Quantity: 2 }] };
    const a = await shop.app.inject({ method: 'POST', url: '/api/orders', headers: { ...as(buyer), ...key }, payload: body });
    const b = await shop.app.inject({ method: 'POST', url: '/api/orders', headers: { ...as(buyer), ...key }, payload: body });
    expect(a.json()).toMatchObject({ awaitingApproval: true, reason: 'order-limit' });
    expect((await requestsOf(buyer)).length).toBe(1);
    expect(a.json<{ requestId: string }>().requestId).toBe(b.json<{ requestId: string }>().requestId);
  });
});

describe('a one-person company', () => {
  it('has no approval step and no limits', async () => {
    const alone = await createSignedInUser(shop.app);
    const big = await send(alone, 900);
    expect(big.json()).toMatchObject({ orderNumber: expect.any(String), total: 90000 });
    const list = await shop.app.inject({ url: `/api/organization/${alone.organizationId}/approvals`, headers: as(alone) });
    expect(list.json()).toEqual({ result: [] });
  });
});
