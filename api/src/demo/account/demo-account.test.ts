import { type TestApp, buildTestApp } from '../../../test/support/test-app';
import { type TestDatabase, createTestDatabase } from '../../../test/support/test-database';
import { cookieHeaderFrom } from '../../../test/support/test-session';
import { DEMO_ACCOUNT, DEMO_BUYER } from './demo-account';

// The demo login is published in the README: whoever reads it must not be able to lock the next
// visitor out or change what every visitor sees, and a production shop has no such login at all.

let database: TestDatabase;
let shop: TestApp;
let demo: { cookie: string; userId: string; organizationId: string };

const demoUsers = async (app: TestApp) =>
  app.db.query<{ is_demo: boolean }>('SELECT is_demo FROM users WHERE lower(email) = $1', [DEMO_ACCOUNT.email]);

beforeAll(async () => {
  // One database for both starts, so the demo catalogue is seeded only once.
  database = await createTestDatabase({ persistent: true });
}, 120_000);

afterAll(async () => {
  await shop?.close();
  await database.drop();
});

describe('a production start', () => {
  it('seeds no demo login unless SEED_DEMO_ACCOUNT=true asks for one', async () => {
    const plain = await buildTestApp({ database, env: { NODE_ENV: 'production', PUBLIC_URL: 'http://localhost:80' } });
    expect(plain.app.catalog.current.products.length).toBeGreaterThan(0);
    expect(await demoUsers(plain)).toEqual([]);
    const login = await plain.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password } });
    expect(login.statusCode).toBe(401);
    await plain.close();

    shop = await buildTestApp({ database, env: { NODE_ENV: 'production', PUBLIC_URL: 'http://localhost:80', SEED_DEMO_ACCOUNT: 'true' } });
    expect(await demoUsers(shop)).toEqual([{ is_demo: true }]);
  }, 120_000);
});

describe('the demo user', () => {
  beforeAll(async () => {
    const login = await shop.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password } });
    expect(login.statusCode).toBe(200);
    const cookie = cookieHeaderFrom(login.headers['set-cookie']);
    const { userId } = login.json<{ userId: string }>();
    const user = await shop.app.inject({ url: `/api/auth/user/${userId}`, headers: { cookie } });
    demo = { cookie, userId, organizationId: user.json<{ organization: { id: string } }>().organization.id };
  });

  const asDemo = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    shop.app.inject({ method, url, headers: { cookie: demo.cookie }, ...(payload ? { payload } : {}) });

  const refusal = (what: string) => ({
    error: 'Forbidden',
    message: `The demo account cannot change ${what}. Register an organisation of your own to try that.`,
    code: 'DemoAccount',
  });

  it('cannot change its password, which keeps working', async () => {
    const answer = await asDemo('POST', `/api/auth/user/${demo.userId}/password`, { oldPassword: DEMO_ACCOUNT.password, newPassword: 'et-helt-annet-passord' });
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toEqual(refusal('its password'));
    const again = await shop.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password } });
    expect(again.statusCode).toBe(200);
  });

  it('cannot change its login e-mail, on the profile (even with the password) or as a contact person', async () => {
    const profile = await asDemo('PUT', `/api/auth/user/${demo.userId}`, {
      name: 'Demo Bruker',
      email: 'min-egen@example.com',
      phone: '+47 22 00 00 00',
      currentPassword: DEMO_ACCOUNT.password,
    });
    expect(profile.statusCode).toBe(403);
    expect(profile.json()).toEqual(refusal('its e-mail address'));
    const contact = await asDemo('PUT', `/api/organization/${demo.organizationId}/contacts/${demo.userId}`, { email: 'min-egen@example.com' });
    expect(contact.statusCode).toBe(403);
    expect(contact.json()).toEqual(refusal('its contact persons'));
    expect((await asDemo('GET', `/api/auth/user/${demo.userId}`)).json()).toMatchObject({ email: DEMO_ACCOUNT.email });
  });

  it('may change its name and phone number, which lock nobody out', async () => {
    const answer = await asDemo('PUT', `/api/auth/user/${demo.userId}`, { name: 'Demo Bruker', email: DEMO_ACCOUNT.email, phone: '+47 22 00 00 01' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ email: DEMO_ACCOUNT.email, phone: '+47 22 00 00 01' });
  });

  it('cannot change its organisation’s details', async () => {
    const url = `/api/organization/${demo.organizationId}`;
    const before = (await asDemo('GET', url)).json<Record<string, unknown>>();
    const answer = await asDemo('POST', url, {
      id: demo.organizationId,
      name: 'Overtatt AS',
      address: { street: 'Et annet sted 1', zipCode: '0150', area: 'Oslo' },
      invoiceAddress: null,
      invoiceType: 'email',
      invoiceEmail: 'noen-andre@example.com',
      invoiceReference: '',
    });
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toEqual(refusal('its organisation'));
    expect((await asDemo('GET', url)).json()).toEqual(before);
  });

  it('cannot add, change or delete its delivery addresses or contact persons: every visitor sees the same demo', async () => {
    const addressesUrl = `/api/organization/${demo.organizationId}/deliveryAddress`;
    const contactsUrl = `/api/organization/${demo.organizationId}/contacts`;
    const contactListUrl = `/api/organization/${demo.organizationId}/contactPersons`;
    const addresses = (await asDemo('GET', addressesUrl)).json<Array<{ id: string }>>();
    const contacts = (await asDemo('GET', contactListUrl)).json<Array<{ id: string }>>();
    expect(addresses.length).toBeGreaterThan(0);
    const other = contacts.find((contact) => contact.id !== demo.userId) as { id: string };
    const address = { street: 'Et annet sted 1', zipCode: '0150', area: 'Oslo' };
    const attempts = [
      [await asDemo('DELETE', `${addressesUrl}/${addresses[0]!.id}`), 'its delivery addresses'],
      [await asDemo('PUT', `${addressesUrl}/${addresses[0]!.id}`, address), 'its delivery addresses'],
      [await asDemo('POST', addressesUrl, address), 'its delivery addresses'],
      [await asDemo('DELETE', `${contactsUrl}/${other.id}`), 'its contact persons'],
      [await asDemo('PUT', `${contactsUrl}/${other.id}`, { name: 'Overtatt', email: 'overtatt@example.com', phone: '22334455' }), 'its contact persons'],
      [
        await asDemo('POST', `/api/organization/${demo.organizationId}/customers`, { name: 'Ny Person', email: 'ny-person@example.com', phone: '22334455' }),
        'its contact persons',
      ],
    ] as const;
    for (const [answer, what] of attempts) {
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toEqual(refusal(what));
    }
    expect((await asDemo('GET', addressesUrl)).json()).toEqual(addresses);
    expect((await asDemo('GET', contactListUrl)).json()).toEqual(contacts);
  });

  it('still browses the priced catalogue and sends an order', async () => {
    const sku = shop.app.catalog.current.products[0]?.skuId as string;
    expect((await asDemo('GET', `/api/productUser/detail/${sku}`)).statusCode).toBe(200);
    const order = await asDemo('POST', '/api/orders', { customer: demo.userId, lineItems: [{ SkuId: sku, Quantity: 1 }] });
    expect(order.statusCode).toBe(202);
    expect(order.json()).toMatchObject({ orderNumber: expect.any(String) });
  });

  it('has a price agreement: its own prices below the list prices, with the discount', async () => {
    const { products } = (await asDemo('GET', '/api/productUser/batch?skus=' + shop.app.catalog.current.products.slice(0, 200).map((p) => p.skuId).join(','))).json<{
      products: Array<{ skuId: string; price: number; indicativePrice: number; discount?: { percentage: number } }>;
    }>();
    const list = new Map(shop.app.catalog.current.products.map((product) => [product.skuId, product.price]));
    const agreed = products.filter((product) => product.price < (list.get(product.skuId) as number));
    expect(agreed.length).toBeGreaterThan(0);
    for (const product of agreed) {
      expect(product.indicativePrice).toBe(list.get(product.skuId));
      expect(product.discount?.percentage).toBeGreaterThan(0);
    }
  });

  it('opens its seeded orders whole, with delivery, freight and status dates', async () => {
    const { result } = (await asDemo('GET', `/api/orders/${demo.userId}`)).json<{ result: Array<{ id: string; status: string }> }>();
    const delivered = result.find((order) => order.status === 'delivered') as { id: string };
    const detail = (await asDemo('GET', `/api/order/${delivered.id}`)).json<{
      deliveryMethod: string;
      freight: number;
      goodsTotal: number;
      total: number;
      statusChanges: Array<{ status: string }>;
    }>();
    expect(detail.deliveryMethod).toBe('standard');
    expect(detail.statusChanges.map((change) => change.status)).toEqual(['received', 'processing', 'shipped', 'delivered']);
    expect(Math.round((detail.goodsTotal + detail.freight) * 100)).toBe(Math.round(detail.total * 100));
  });

  it('and the demo buyer are the only users marked as the demo (its second contact person is not)', async () => {
    const marked = await shop.db.query<{ email: string }>('SELECT email FROM users WHERE is_demo ORDER BY email');
    expect(marked).toEqual([{ email: DEMO_BUYER.email }, { email: DEMO_ACCOUNT.email }]);
  });
});
