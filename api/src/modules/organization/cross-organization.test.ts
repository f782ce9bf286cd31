import { type TestApp, buildTestApp } from '../../test-support/test-app';
import { insertTestOrder } from '../../test-support/test-orders';
import { type SignedInUser, createSignedInUser } from '../../test-support/test-session';

let testApp: TestApp;
let a: SignedInUser;
let b: SignedInUser;
const bIds = { contactId: '', addressId: '', orderId: '' };
const aIds = { contactId: '', addressId: '' };

async function addContactAndAddress(user: SignedInUser, ids: { contactId: string; addressId: string }) {
  const base = `/api/organization/${user.organizationId}`;
  const headers = { cookie: user.cookie };
  const contact = await testApp.app.inject({
    method: 'POST',
    url: `${base}/customers`,
    headers,
    payload: { name: 'Kollega', email: `kollega-${user.userId}@example.com`, phone: '22334455' },
  });
  const address = await testApp.app.inject({
    method: 'POST',
    url: `${base}/deliveryAddress`,
    headers,
    payload: { recipient: 'Lager', street: 'Gata 1', zipCode: '0150', area: 'Oslo' },
  });
  ids.contactId = contact.json().id;
  ids.addressId = address.json().id;
}

/** Everything of organisation B the database holds, to show that nothing changed. */
async function snapshotOfB() {
  const q = (sql: string) => testApp.db.query(sql, [b.organizationId]);
  return {
    organization: await q('SELECT * FROM organizations WHERE id = $1'),
    users: await q('SELECT id, name, email, phone, password_hash FROM users WHERE organization_id = $1 ORDER BY id'),
    addresses: await q('SELECT * FROM delivery_addresses WHERE organization_id = $1 ORDER BY id'),
    orders: await q('SELECT id, status, total FROM orders WHERE organization_id = $1 ORDER BY id'),
    sessions: await q('SELECT s.id FROM sessions s JOIN users u ON u.id = s.user_id WHERE u.organization_id = $1 ORDER BY s.id'),
  };
}

beforeAll(async () => {
  testApp = await buildTestApp({ env: { SEED_DEMO_CATALOG: 'false' } });
  a = await createSignedInUser(testApp.app);
  b = await createSignedInUser(testApp.app);
  await addContactAndAddress(a, aIds);
  await addContactAndAddress(b, bIds);
  bIds.orderId = (await insertTestOrder(testApp.db, { organizationId: b.organizationId, userId: b.userId, lines: [{ sku: 'X-1', quantity: 1, unitPrice: 10 }] })).id;
});

afterAll(async () => {
  await testApp.close();
});

const address = { recipient: 'Inntrenger', street: 'Gata 9', zipCode: '0150', area: 'Oslo' };
const organizationEdit = () => ({
  id: b.organizationId,
  name: 'Overtatt AS',
  address: { street: 'Gata 9', zipCode: '0150', area: 'Oslo' },
  invoiceType: 'paper',
});

// Every organisation-, contact-, address-, order- and user-scoped route, called by A with B's ids.
function matrix(): Array<[string, string, object | undefined]> {
  const orgB = `/api/organization/${b.organizationId}`;
  const orgA = `/api/organization/${a.organizationId}`;
  const contact = { name: 'Inntrenger', email: 'inn@example.com', phone: '22334455' };
  return [
    ['GET', orgB, undefined],
    ['POST', orgB, organizationEdit()],
    ['GET', `${orgB}/contactPersons`, undefined],
    ['POST', `${orgB}/customers`, contact],
    ['PUT', `${orgB}/contacts/${bIds.contactId}`, undefined],
    ['PUT', `${orgB}/contacts/${bIds.contactId}`, { name: 'Inntrenger' }],
    ['DELETE', `${orgB}/contacts/${bIds.contactId}`, undefined],
    ['PUT', `${orgA}/contacts/${bIds.contactId}`, undefined],
    ['PUT', `${orgA}/contacts/${b.userId}`, { email: 'stjal@example.com' }],
    ['DELETE', `${orgA}/contacts/${bIds.contactId}`, undefined],
    ['DELETE', `${orgA}/contacts/${b.userId}`, undefined],
    ['GET', `${orgB}/deliveryAddress`, undefined],
    ['POST', `${orgB}/deliveryAddress`, address],
    ['PUT', `${orgB}/deliveryAddress/${bIds.addressId}`, address],
    ['DELETE', `${orgB}/deliveryAddress/${bIds.addressId}`, undefined],
    ['PUT', `${orgA}/deliveryAddress/${bIds.addressId}`, address],
    ['DELETE', `${orgA}/deliveryAddress/${bIds.addressId}`, undefined],
    ['GET', `/api/orders/${b.userId}`, undefined],
    ['GET', `/api/auth/user/${b.userId}`, undefined],
    ['PUT', `/api/auth/user/${b.userId}`, contact],
    ['POST', `/api/auth/user/${b.userId}/password`, { oldPassword: b.password, newPassword: 'overtatt-passord' }],
    // Ids that are no ids at all, and a body that would fail validation: still 404.
    ['GET', '/api/organization/not-a-uuid', undefined],
    ['PUT', `${orgA}/contacts/not-a-uuid`, undefined],
    ['DELETE', `${orgA}/deliveryAddress/${bIds.orderId}`, undefined],
    ['POST', `${orgB}/deliveryAddress`, { zipCode: 'bad' }],
    ['GET', `/api/orders/${bIds.orderId}`, undefined],
  ];
}

describe('another organisation’s ids', () => {
  it('answer 404 on every route and change nothing', async () => {
    const before = await snapshotOfB();
    for (const [method, url, payload] of matrix()) {
      const response = await testApp.app.inject({
        method: method as 'GET',
        url,
        headers: { cookie: a.cookie },
        ...(payload ? { payload } : {}),
      });
      expect({ method, url, status: response.statusCode }).toEqual({ method, url, status: 404 });
      expect(response.json().error).toBe('Not Found');
    }
    expect(await snapshotOfB()).toEqual(before);
    // B still has exactly its own data, and its session still works.
    const own = await testApp.app.inject({ url: `/api/orders/${b.userId}`, headers: { cookie: b.cookie } });
    expect(own.json().result.map((order: { id: string }) => order.id)).toEqual([bIds.orderId]);
  });

  it('answer 401 to a visitor, before anything else', async () => {
    for (const [method, url, payload] of matrix()) {
      const response = await testApp.app.inject({ method: method as 'GET', url, ...(payload ? { payload } : {}) });
      expect({ method, url, status: response.statusCode }).toEqual({ method, url, status: 401 });
    }
  });

  it('leave A’s own routes working', async () => {
    const headers = { cookie: a.cookie };
    const contacts = await testApp.app.inject({ url: `/api/organization/${a.organizationId}/contactPersons`, headers });
    expect(contacts.json().map((contact: { id: string }) => contact.id).sort()).toEqual([a.userId, aIds.contactId].sort());
    const addresses = await testApp.app.inject({ url: `/api/organization/${a.organizationId}/deliveryAddress`, headers });
    expect(addresses.json().map((row: { id: string }) => row.id)).toEqual([aIds.addressId]);
    expect((await testApp.app.inject({ url: `/api/orders/${a.userId}`, headers })).json()).toEqual({ result: [] });
  });
});
