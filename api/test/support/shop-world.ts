import type { FastifyInstance, RouteOptions } from 'fastify';
import type { CatalogRows } from '../../src/modules/catalog/catalog-rows';
import { type TestApp, buildTestApp } from './test-app';
import type { TestDatabase } from './test-database';
import { type SignedInUser, createSignedInUser } from './test-session';
import { createFakeWebRoot } from './fake-web-root';

/** A staff member's login and session (modules/staff/staff-member-fixture.ts makes one). */
export interface StaffLogin {
  email: string;
  password: string;
  cookie: string;
  staffId: string;
}

/** A signed-in organisation with one of everything: a second contact person, an address, an order. */
interface Member extends SignedInUser {
  contactId: string;
  addressId: string;
  orderId: string;
  /** An order waiting for approval in the organisation (asked for by the member). */
  requestId: string;
}

export interface ShopWorld {
  testApp: TestApp;
  app: FastifyInstance;
  /** Two organisations: A acts, B is the one whose data must stay out of reach. */
  a: Member;
  b: Member;
  /** A logged-in member of the distributor's staff (when the world was built with `addStaff`). */
  staff: StaffLogin;
  skus: string[];
  supplierId: string;
  webRoot: string;
  close(): Promise<void>;
}

const text = (nb: string, en = nb) => ({ nb, en });

/** A catalogue of three products: enough for every product and order route, cheap to fingerprint. */
export const SMALL_CATALOG: CatalogRows = {
  menuItems: [
    { id: 'adgangskontroll', parentId: null, position: 0, title: text('Adgangskontroll', 'Access control') },
    { id: 'adgangskontroll:kortlesere', parentId: 'adgangskontroll', position: 0, title: text('Kortlesere', 'Card readers') },
    { id: 'innbruddsalarm', parentId: null, position: 1, title: text('Innbruddsalarm', 'Intruder alarms') },
  ],
  suppliers: [{ id: 'nordlys', name: 'Nordlys', logo: '/api/images/suppliers/nordlys.svg', position: 0 }],
  products: ['KORT-1', 'KORT-2', 'ALARM-1'].map((sku, index) => ({
    sku,
    title: text(`Produkt ${sku}`, `Product ${sku}`),
    subHeading: text('12 V'),
    description: text('Beskrivelse'),
    specs: [],
    supplierId: 'nordlys',
    categoryPath: sku.startsWith('KORT') ? 'adgangskontroll:kortlesere' : 'innbruddsalarm',
    price: 100 + index * 10,
    indicativePrice: 100 + index * 10,
    discountPercentage: null,
    // One product with two pictures of its own, so the picture routes have something to draw.
    images: index === 0 ? [`/api/images/products/${sku}.png`, `/api/images/products/${sku}.png?view=2`] : [],
    featuredRank: index + 1,
    // On a shelf in Oslo, ordered in, and neither: every availability a list can filter on.
    stock: { oslo: index === 0 ? 4 : 0 },
    leadTime: index === 1 ? { minDays: 5, maxDays: 7 } : null,
  })),
};

async function inject(app: FastifyInstance, user: SignedInUser, method: 'POST', url: string, payload: object) {
  const response = await app.inject({ method, url, headers: { cookie: user.cookie }, payload });
  if (response.statusCode >= 300) throw new Error(`${method} ${url} answered ${response.statusCode}: ${response.body}`);
  return response.json<{ id: string }>();
}

async function memberOf(app: FastifyInstance, sku: string): Promise<Member> {
  const user = await createSignedInUser(app);
  const org = `/api/organization/${user.organizationId}`;
  const contact = await inject(app, user, 'POST', `${org}/customers`, {
    name: 'Kollega Hansen',
    email: `kollega-${user.userId}@example.com`,
    phone: '22334455',
  });
  const address = await inject(app, user, 'POST', `${org}/deliveryAddress`, { recipient: 'Lager', street: 'Gata 1', zipCode: '0150', area: 'Oslo' });
  const order = await inject(app, user, 'POST', '/api/orders', { customer: user.userId, lineItems: [{ SkuId: sku, Quantity: 2 }] });
  // Written as a requester's send would write it: an administrator's own sends are never requests.
  const [request] = await app.db.query<{ id: string }>(
    `INSERT INTO order_requests (organization_id, requested_by, requested_by_name, reason, body, lines, delivery_address, total, locale)
     VALUES ($1, $2, 'Kari Nordmann', 'requester', $3::jsonb, '[]'::jsonb, $4::jsonb, 200, 'nb') RETURNING id`,
    [
      user.organizationId,
      user.userId,
      JSON.stringify({ customer: user.userId, lineItems: [{ SkuId: sku, Quantity: 2 }] }),
      JSON.stringify({ recipient: 'Lager', street: 'Gata 1', zipCode: '0150', area: 'Oslo' }),
    ],
  );
  return { ...user, contactId: contact.id, addressId: address.id, orderId: order.id, requestId: (request as { id: string }).id };
}

/** The API on its own database with a small catalogue, a fake web root and two members. */
export async function buildShopWorld(
  options: {
    env?: Record<string, string>;
    onRoute?: (route: RouteOptions) => void;
    database?: TestDatabase;
    /** Makes a logged-in staff member (the suites that cover the staff routes). */
    addStaff?: (app: FastifyInstance, db: TestApp['db']) => Promise<StaffLogin>;
  } = {},
): Promise<ShopWorld> {
  const webRoot = createFakeWebRoot();
  const testApp = await buildTestApp({
    env: { SEED_DEMO_CATALOG: 'false', WEB_ROOT: webRoot.dir, ...options.env },
    ...(options.onRoute ? { onRoute: options.onRoute } : {}),
    ...(options.database ? { database: options.database } : {}),
  });
  await testApp.app.catalog.import(SMALL_CATALOG);
  const skus = SMALL_CATALOG.products.map((product) => product.sku);
  const a = await memberOf(testApp.app, skus[0] as string);
  const b = await memberOf(testApp.app, skus[1] as string);
  const noStaff = { email: '', password: '', cookie: '', staffId: '' };
  const staff = options.addStaff ? await options.addStaff(testApp.app, testApp.db) : noStaff;
  return {
    testApp,
    app: testApp.app,
    a,
    b,
    staff,
    skus,
    supplierId: 'nordlys',
    webRoot: webRoot.dir,
    async close() {
      await testApp.close();
      await options.database?.drop();
      webRoot.remove();
    },
  };
}
