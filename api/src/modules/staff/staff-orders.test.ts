import { invitePerson } from '../../../test/support/invited-person';
import { outboxMailsTo } from '../../../test/support/outbox-mail';
import { type ShopWorld, buildShopWorld } from '../../../test/support/shop-world';
import { createStaffMember } from './staff-member-fixture';

// Staff find orders and move them along; the customer's order answer shows each status with its
// date, and the customer gets a mail when the order ships.

let world: ShopWorld;
let orderNumber: string;

beforeAll(async () => {
  world = await buildShopWorld({ addStaff: (app, db) => createStaffMember(app, db) });
  orderNumber = (await asCustomer(`/api/order/${world.a.orderId}`)).json<{ orderNumber: string }>().orderNumber;
}, 60_000);

afterAll(async () => {
  await world.close();
});

function asCustomer(url: string) {
  return world.app.inject({ url, headers: { cookie: world.a.cookie } });
}
const asStaff = (method: 'GET' | 'POST', url: string, payload?: object) =>
  world.app.inject({ method, url, headers: { cookie: world.staff.cookie }, ...(payload ? { payload } : {}) });
const setStatus = (number: string, payload: object) => asStaff('POST', `/api/staff/orders/${number}/status`, payload);

describe('staff and an order', () => {
  it('find it by number, organisation or SKU', async () => {
    const orgNumber = (await asCustomer(`/api/organization/${world.a.organizationId}`)).json<{ organizationNumber: string }>().organizationNumber;
    for (const query of [`number=${orderNumber.toLowerCase()}`, `orgNumber=${orgNumber}`, `sku=${world.skus[0]}`]) {
      const found = await asStaff('GET', `/api/staff/orders?${query}`);
      expect({ query, status: found.statusCode }).toEqual({ query, status: 200 });
      expect(found.json().orders).toContainEqual(expect.objectContaining({ orderNumber, organizationNumber: orgNumber, status: 'received', placedBy: world.a.email }));
    }
    // B's order has another SKU: a search by A's SKU does not find it.
    const bOrder = (await world.app.inject({ url: `/api/order/${world.b.orderId}`, headers: { cookie: world.b.cookie } })).json<{ orderNumber: string }>().orderNumber;
    const bySku = (await asStaff('GET', `/api/staff/orders?sku=${world.skus[0]}`)).json<{ orders: Array<{ orderNumber: string }> }>().orders;
    expect(bySku.map((order) => order.orderNumber)).not.toContain(bOrder);
    expect((await asStaff('GET', '/api/staff/orders')).statusCode).toBe(400);
  });

  it('move it along; the customer sees each status with its date and gets a mail when it ships', async () => {
    expect((await setStatus(orderNumber, { status: 'shipped' })).json()).toMatchObject({ message: 'An order that is received can become processing or cancelled, not shipped' });
    const confirmed = await setStatus(orderNumber, { status: 'processing' });
    expect(confirmed.statusCode).toBe(200);
    expect((await setStatus(orderNumber, { status: 'shipped', reason: 'x' })).statusCode).toBe(400);
    const shipped = await setStatus(orderNumber, { status: 'shipped' });
    expect(shipped.statusCode).toBe(200);
    expect(shipped.json()).toEqual({ orderNumber, status: 'shipped', statusAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });

    const detail = (await asCustomer(`/api/order/${world.a.orderId}`)).json<{ status: string; statusChanges: Array<{ status: string; at: string }> }>();
    expect(detail.status).toBe('shipped');
    expect(detail.statusChanges.map((change) => change.status)).toEqual(['received', 'processing', 'shipped']);
    expect(detail.statusChanges.at(-1)?.at).toBe(shipped.json().statusAt);
    const list = (await asCustomer(`/api/orders/${world.a.userId}`)).json<{ result: Array<{ id: string; status: string; statusAt: string }> }>();
    expect(list.result.find((order) => order.id === world.a.orderId)).toMatchObject({ status: 'shipped', statusAt: shipped.json().statusAt });

    const mails = await outboxMailsTo(world.app.mailer.outboxDir as string, world.a.email);
    expect(mails.find((mail) => mail.subject.startsWith(`Ordre ${orderNumber} er sendt`))?.text).toContain(`Ordre ${orderNumber} er sendt fra lageret vårt.`);
    // A shipped order is no longer cancelled.
    expect((await setStatus(orderNumber, { status: 'cancelled', reason: 'For sent' })).statusCode).toBe(409);

    const entries = (await asStaff('GET', '/api/staff/audit')).json<{ entries: Array<{ action: string; subject: string; before: unknown; after: unknown }> }>().entries;
    expect(entries.filter((entry) => entry.subject === `order:${orderNumber}`).map(({ action, before, after }) => ({ action, before, after }))).toEqual([
      { action: 'change-order-status', before: { status: 'processing' }, after: { status: 'shipped' } },
      { action: 'change-order-status', before: { status: 'received' }, after: { status: 'processing' } },
    ]);
  });

  it('mails its shipping in the language its orderer last logged in with, whatever the staff page says', async () => {
    const b = world.b;
    expect((await world.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'accept-language': 'en' }, payload: { email: b.email, password: b.password } })).statusCode).toBe(200);
    const placed = await world.app.inject({ method: 'POST', url: '/api/orders', headers: { cookie: b.cookie }, payload: { customer: b.userId, lineItems: [{ SkuId: world.skus[1], Quantity: 1 }] } });
    expect(placed.statusCode).toBe(202);
    const number = placed.json<{ orderNumber: string }>().orderNumber;
    const asNorwegianStaff = (status: string) =>
      world.app.inject({ method: 'POST', url: `/api/staff/orders/${number}/status`, headers: { cookie: world.staff.cookie, 'accept-language': 'nb' }, payload: { status } });
    expect((await asNorwegianStaff('processing')).statusCode).toBe(200);
    expect((await asNorwegianStaff('shipped')).statusCode).toBe(200);
    const mail = (await outboxMailsTo(world.app.mailer.outboxDir as string, b.email)).at(-1);
    expect(mail?.subject).toMatch(new RegExp(`^Order ${number} has shipped`));
    expect(mail?.text).toContain(`Order ${number} has left our warehouse.`);
  });

  it('cancel it only with a reason, which the audit log keeps', async () => {
    const bOrder = (await world.app.inject({ url: `/api/order/${world.b.orderId}`, headers: { cookie: world.b.cookie } })).json<{ orderNumber: string }>().orderNumber;
    expect((await setStatus(bOrder, { status: 'cancelled' })).json()).toMatchObject({ message: 'reason must say why the order is cancelled' });
    expect((await setStatus(bOrder, { status: 'cancelled', reason: 'Kunden ba om det' })).statusCode).toBe(200);
    expect((await setStatus('SO-1', { status: 'processing' })).statusCode).toBe(404);
    const [entry] = (await asStaff('GET', '/api/staff/audit?limit=1')).json<{ entries: Array<{ after: unknown }> }>().entries;
    expect(entry?.after).toEqual({ status: 'cancelled', reason: 'Kunden ba om det' });
  });
});

describe('staff and a customer', () => {
  it('find an organisation by part of its name, its number or a person’s e-mail, with its people and orders', async () => {
    const org = (await asCustomer(`/api/organization/${world.a.organizationId}`)).json<{ name: string; organizationNumber: string }>();
    for (const q of [org.name.slice(2, 12), org.organizationNumber, world.a.email.toUpperCase()]) {
      const found = await asStaff('GET', `/api/staff/organizations?q=${encodeURIComponent(q)}`);
      expect({ q, status: found.statusCode }).toEqual({ q, status: 200 });
      const mine = found.json<{ organizations: Array<{ id: string; people: Array<{ id: string }>; orders: Array<{ orderNumber: string }> }> }>().organizations.find(
        (candidate) => candidate.id === world.a.organizationId,
      );
      expect(mine?.people.map((person) => person.id).sort()).toEqual([world.a.userId, world.a.contactId].sort());
      expect(mine?.orders.map((order) => order.orderNumber)).toContain(orderNumber);
    }
    // A person's e-mail finds their organisation only.
    const byEmail = (await asStaff('GET', `/api/staff/organizations?q=${encodeURIComponent(world.b.email)}`)).json<{ organizations: Array<{ id: string }> }>();
    expect(byEmail.organizations.map((found) => found.id)).toEqual([world.b.organizationId]);
    // LIKE's wildcards are plain characters.
    expect((await asStaff('GET', '/api/staff/organizations?q=%25%25')).json().organizations).toEqual([]);
    expect((await asStaff('GET', '/api/staff/organizations?q=a')).statusCode).toBe(400);
  });

  it('see the back-ordered lines of orders on their way, soonest first', async () => {
    // KORT-2 is on no shelf and comes in 5 to 7 days.
    const placed = await world.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { cookie: world.a.cookie },
      payload: { customer: world.a.userId, lineItems: [{ SkuId: 'KORT-2', Quantity: 3 }], deliveryMethod: 'pickup', pickupWarehouse: 'oslo' },
    });
    expect(placed.statusCode).toBe(202);
    const placedNumber = placed.json<{ orderNumber: string }>().orderNumber;
    const answer = await asStaff('GET', '/api/staff/back-orders');
    expect(answer.statusCode).toBe(200);
    const { backOrders } = answer.json<{ backOrders: Array<{ orderNumber: string; sku: string; quantity: number; expectedDate: string | null; status: string }> }>();
    const lines = await world.testApp.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM order_lines l JOIN orders o ON o.id = l.order_id WHERE l.back_ordered_quantity > 0 AND o.status IN ('received', 'processing')`,
    );
    expect(backOrders).toHaveLength(lines[0]?.n ?? -1);
    expect(backOrders).toContainEqual({ orderNumber: placedNumber, organization: expect.any(String), sku: 'KORT-2', quantity: 3, expectedDate: expect.stringMatching(/^\d{4}-\d\d-\d\d$/), status: 'received' });
    const dates = backOrders.map((line) => line.expectedDate ?? '9999');
    expect(dates).toEqual([...dates].sort());
  });

  it('see the orders waiting for approval inside companies, oldest first, until the company decides', async () => {
    const requester = await invitePerson(world.app, world.a, 'requester');
    const asked = await world.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { cookie: requester.cookie },
      payload: { customer: requester.userId, lineItems: [{ SkuId: world.skus[0] as string, Quantity: 2 }], deliveryMethod: 'pickup', pickupWarehouse: 'oslo' },
    });
    expect(asked.statusCode).toBe(202);
    const { requestId, total } = asked.json<{ requestId: string; total: number }>();
    const organization = (await asCustomer(`/api/organization/${world.a.organizationId}`)).json<{ name: string; organizationNumber: string }>();
    const requesterName = (await world.app.inject({ url: `/api/auth/user/${requester.userId}`, headers: { cookie: requester.cookie } })).json<{ name: string }>().name;

    const answer = await asStaff('GET', '/api/staff/order-approvals');
    expect(answer.statusCode).toBe(200);
    const { orderApprovals } = answer.json<{ orderApprovals: Array<{ id: string; since: string }> }>();
    expect(orderApprovals).toContainEqual({
      id: requestId,
      organization: organization.name,
      organizationNumber: organization.organizationNumber,
      requester: requesterName,
      reason: 'requester',
      total,
      lineCount: 1,
      since: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    const since = orderApprovals.map((one) => one.since);
    expect(since).toEqual([...since].sort());
    // A customer's session is nothing on the staff's route.
    expect((await asCustomer('/api/staff/order-approvals')).statusCode).toBe(401);

    // Refused by the company's administrator, it waits no more.
    const refused = await world.app.inject({
      method: 'POST',
      url: `/api/organization/${world.a.organizationId}/approvals/${requestId}/refuse`,
      headers: { cookie: world.a.cookie },
      payload: { reason: 'Ikke nå' },
    });
    expect(refused.statusCode).toBe(204);
    const after = (await asStaff('GET', '/api/staff/order-approvals')).json<{ orderApprovals: Array<{ id: string }> }>().orderApprovals;
    expect(after.map((one) => one.id)).not.toContain(requestId);
  });
});
