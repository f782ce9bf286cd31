import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { newToken } from '../../../src/infra/tokens';
import { newOrganizationBody } from '../../support/test-session';
import { SMALL_CATALOG, type ShopWorld } from '../../support/shop-world';
import { type BuiltRequest, type Recipe, buildRequest, recipe } from './request-model';

/** How to make a valid request to one route; the suite spoils it in every way it knows. */
export interface RouteFixture {
  /** Answers 401 without A's session. */
  requiresUser?: boolean;
  /**
   * Whose session the request carries: A's, none, or a new one of A's per request (logout ends
   * it); a staff member's, or a new one of theirs per request.
   */
  session?: 'a' | 'none' | 'fresh' | 'staff' | 'staff-fresh';
  params?: (world: ShopWorld) => Record<string, string>;
  query?: (world: ShopWorld) => Record<string, string>;
  body?: (world: ShopWorld) => unknown;
  headers?: () => Record<string, string>;
  /** A random path segment may exist (a page, a picture): it need not be refused. */
  looseParams?: boolean;
  /** A GET that writes (logout): checked like a POST. */
  changesState?: boolean;
  /** After a 2xx: puts back what the request used up or changed. */
  restore?: (world: ShopWorld, answer: LightMyRequestResponse, request: BuiltRequest) => Promise<void>;
  /** More recipes of this route. */
  extra?: Array<fc.Arbitrary<Recipe>>;
  /** Requests to try; the default is DEFAULT_RUNS. Routes that hash passwords get fewer. */
  runs?: number;
  /** Why the body takes fields its schema does not name (every other body refuses them). */
  openBody?: string;
  /** Why the route takes a browser's own form (urlencoded or multipart) and no JSON. */
  takesForms?: string;
  /** Why the route takes a body larger than an order's (a file streamed to a worker, not parsed here). */
  largeBody?: string;
  /**
   * The size of its hostile bodies, when not its limit: the bodies beyond the limit are sent all
   * the same. For a body whose size costs a worker thread, not the event loop, that is measured.
   */
  hostileSize?: number;
}

export const DEFAULT_RUNS = 45;

const own = (world: ShopWorld) => ({ orgId: world.a.organizationId });
const address = () => ({ recipient: 'Varemottak', street: 'Lagerveien 7', zipCode: '0580', area: 'Oslo' });
const tag = () => randomUUID().slice(0, 8);

async function post(world: ShopWorld, url: string, payload: object): Promise<string> {
  const answer = await world.app.inject({ method: 'POST', url, headers: { cookie: world.a.cookie }, payload });
  if (answer.statusCode !== 201) throw new Error(`${url} answered ${answer.statusCode}: ${answer.body}`);
  return answer.json<{ id: string }>().id;
}

function catalogRoutes(base: 'product' | 'productUser'): Record<string, RouteFixture> {
  const requiresUser = base === 'productUser';
  // Sort and filters every list takes; the priced side sorts by price, which a visitor may not.
  const view = (world: ShopWorld) => ({ sort: requiresUser ? 'price-desc' : 'supplier', inStock: 'true', supplier: world.supplierId });
  return {
    [`GET /api/${base}/list`]: { requiresUser, query: (world) => ({ category: 'adgangskontroll', limit: '2', offset: '0', ...view(world), sort: 'name', lang: 'en' }) },
    [`GET /api/${base}/featured`]: { requiresUser },
    [`GET /api/${base}/detail/:id`]: { requiresUser, params: (world) => ({ id: world.skus[0] as string }) },
    [`GET /api/${base}/search`]: { requiresUser, query: (world) => ({ search: 'kort', limit: '5', offset: '0', ...view(world) }) },
    [`GET /api/${base}/filterlist`]: { requiresUser, query: (world) => ({ filterList: 'adgangskontroll,innbruddsalarm', limit: '5', ...view(world) }) },
    [`GET /api/${base}/facets`]: { requiresUser, query: (world) => ({ category: 'adgangskontroll', inStock: 'true', supplier: world.supplierId }) },
    [`GET /api/${base}/batch`]: { requiresUser, query: (world) => ({ skus: world.skus.slice(0, 3).join(',') }) },
  };
}

const order = (world: ShopWorld) => ({
  customer: world.a.userId,
  Recipient: 'Ola Montør',
  invoiceAddress: null,
  deliveryAddress: world.a.addressId,
  customerReference: 'Prosjekt 7',
  comment: 'Ring før levering',
  lineItems: [{ SkuId: world.skus[0], Quantity: 2 }],
  deliveryMethod: 'pickup',
  pickupWarehouse: 'bergen',
});

/** A repeated Idempotency-Key with another body is a 422; with the same body, the first answer. */
const idempotencyRecipes: Array<fc.Arbitrary<Recipe>> = [
  fc.constantFrom('fast-nøkkel', 'fixed-key-1').map((key) =>
    recipe('header: a reused Idempotency-Key', false, (base, route) => {
      const built = buildRequest(base, route);
      return { ...built, headers: { ...built.headers, 'idempotency-key': key } };
    }, key),
  ),
];

const orderRoute: RouteFixture = {
  requiresUser: true,
  body: order,
  headers: () => ({ 'idempotency-key': randomUUID() }),
  extra: idempotencyRecipes,
};

/** An organisation number (mod-11 valid) nobody in the world has: approving or refusing it answers 404. */
const UNKNOWN_ORG_NUMBER = '923609016';

/** The world's first product, unchanged, as a catalogue import file. */
function catalogueFile(): object {
  const product = SMALL_CATALOG.products[0] as (typeof SMALL_CATALOG.products)[number];
  return {
    products: [
      {
        skuId: product.sku,
        title: product.title,
        category: product.categoryPath,
        supplier: product.supplierId,
        price: product.price,
        indicativePrice: product.indicativePrice,
      },
    ],
  };
}

/** The staff API: a staff member's session where one is needed; a customer's is worth nothing there. */
function staffRoutes(): Record<string, RouteFixture> {
  const staff = { session: 'staff' as const, requiresUser: true };
  return {
    'POST /api/staff/login': { session: 'none', body: (world) => ({ email: world.staff.email, password: world.staff.password }), runs: 20 },
    // Without the password step's cookie: refused, whatever the code.
    'POST /api/staff/login/totp': { session: 'none', body: () => ({ code: '123456' }) },
    'POST /api/staff/logout': { session: 'staff-fresh' },
    'GET /api/staff/me': staff,
    // A link nobody was sent: refused, nothing set.
    'POST /api/staff/setup': { session: 'none', body: () => ({ token: newToken(), password: `Langt passord ${tag()}` }), runs: 25 },
    'POST /api/staff/setup/confirm': { session: 'none', body: () => ({ token: newToken(), code: '123456' }) },
    'POST /api/staff/invitations': { ...staff, body: () => ({ email: `invitert-${tag()}@example.com` }) },
    'GET /api/staff/audit': { ...staff, query: () => ({ limit: '10' }) },
    'GET /api/staff/waiting': staff,
    'POST /api/staff/organizations/:orgNumber/approve': { ...staff, params: () => ({ orgNumber: UNKNOWN_ORG_NUMBER }) },
    'GET /api/staff/organizations': { ...staff, query: () => ({ q: 'Firma' }) },
    'GET /api/staff/back-orders': staff,
    'GET /api/staff/order-approvals': staff,
    'GET /api/staff/orders': { ...staff, query: (world) => ({ sku: world.skus[0] as string }) },
    // An order number nobody has: 404, nothing changed.
    'POST /api/staff/orders/:orderNumber/status': { ...staff, params: () => ({ orderNumber: 'SO-1' }), body: () => ({ status: 'processing' }) },
    'POST /api/staff/organizations/:orgNumber/refuse': { ...staff, params: () => ({ orgNumber: UNKNOWN_ORG_NUMBER }), body: () => ({ reason: 'Ukjent foretak' }) },
    // The body is the file: the world's first product as it is, in the import's JSON.
    'POST /api/staff/imports/:kind': {
      ...staff,
      params: () => ({ kind: 'catalog' }),
      query: () => ({ fileName: 'katalog.json' }),
      body: () => catalogueFile(),
      largeBody: 'a catalogue file of up to 20 MiB, counted as it streams in and read by a worker thread, not parsed on the event loop',
      // What a hostile file costs here is its chunks' copying and its refusals; the reading is the
      // worker's (and a 20 MiB file read 60 times would take minutes). The 413 beyond 20 MiB is still tried.
      hostileSize: 256 * 1024,
      // Each request starts a worker thread.
      runs: 20,
    },
    'GET /api/staff/imports': staff,
    'GET /api/staff/imports/current': staff,
    'GET /api/staff/imports/:importId': { ...staff, params: () => ({ importId: randomUUID() }) },
  };
}

/** Every route of the API and the web server: a route missing here fails the suite. */
export const ROUTE_FIXTURES: Record<string, RouteFixture> = {
  'GET /api/product/menu': {},
  'GET /api/health': {},
  'GET /api/ready': {},
  'GET /api/product/suppliers': {},
  'GET /api/product/banners': {},
  'GET /api/product/warehouses': {},
  ...catalogRoutes('product'),
  ...catalogRoutes('productUser'),
  'GET /api/images/products/:file': { params: (world) => ({ file: `${world.skus[0]}.png` }), query: () => ({ view: '2', w: '240' }), looseParams: true },
  'GET /api/images/suppliers/:file': { params: (world) => ({ file: `${world.supplierId}.png` }), query: () => ({ w: '120' }), looseParams: true },
  'GET /api/images/banners/:file': { params: () => ({ file: '1.png' }), query: () => ({ w: '480' }), looseParams: true },
  'GET /api/auth/authorize': { query: () => ({ returnTo: '/produkter' }) },
  'POST /api/auth/login': { session: 'none', body: (world) => ({ email: world.a.email, password: world.a.password }), runs: 30 },
  'GET /api/auth/verify': {},
  // A link nobody was sent: it leads to its page, nothing is confirmed.
  'GET /api/auth/confirm-email': { query: () => ({ token: newToken() }) },
  // A link nobody was sent: refused, nothing confirmed.
  'POST /api/auth/confirm-email': { session: 'none', body: () => ({ token: newToken() }) },
  // A confirmed address: answered 202 like any other, and nothing is sent.
  'POST /api/auth/confirm-email/resend': { session: 'none', body: (world) => ({ email: world.a.email, password: world.a.password, locale: 'nb' }) },
  // An address without a login (a new one each time, below the limit per address): answered 202, nothing written.
  'POST /api/auth/password-reset': { session: 'none', body: () => ({ email: `glemt-${tag()}@example.com`, locale: 'nb' }) },
  // A link nobody was sent: refused, no password changes.
  'POST /api/auth/password-reset/complete': { session: 'none', body: () => ({ token: newToken(), newPassword: `nytt-passord-${tag()}` }) },
  // An address without a login (a new one each time): answered 202, nothing written or mailed.
  'POST /api/auth/login-link': { session: 'none', body: () => ({ email: `lenke-${tag()}@example.com`, locale: 'nb' }) },
  // A link nobody was sent: refused, nobody logged in.
  'POST /api/auth/login-link/complete': { session: 'none', body: () => ({ token: newToken() }) },
  // A link nobody was sent: refused, nobody invited.
  'GET /api/auth/invitation': { query: () => ({ token: newToken() }) },
  'POST /api/auth/invitation/complete': { session: 'none', body: () => ({ token: newToken(), newPassword: `eget-passord-${tag()}` }), runs: 25 },
  'POST /api/auth/delete/cookies': { session: 'fresh' },
  'GET /api/auth/delete/cookies': { session: 'fresh', changesState: true },
  'GET /api/auth/user/:userId': { requiresUser: true, params: (world) => ({ userId: world.a.userId }) },
  'PUT /api/auth/user/:userId': {
    requiresUser: true,
    params: (world) => ({ userId: world.a.userId }),
    body: (world) => ({ name: 'Kari Nordmann', email: world.a.email, phone: '22334455' }),
    restore: async (world, answer) => {
      world.a.email = answer.json<{ email: string }>().email;
    },
  },
  'POST /api/auth/user/:userId/password': {
    requiresUser: true,
    params: (world) => ({ userId: world.a.userId }),
    body: (world) => ({ oldPassword: world.a.password, newPassword: `nytt-passord-${tag()}` }),
    restore: async (world, _answer, request) => {
      world.a.password = (JSON.parse((request.payload ?? '{}').replace(/^\ufeff/, '')) as { newPassword: string }).newPassword;
    },
    runs: 25,
  },
  'POST /api/organization': { session: 'none', body: () => newOrganizationBody(), runs: 30 },
  'GET /api/organization/:orgId': { requiresUser: true, params: own },
  'POST /api/organization/:orgId': {
    requiresUser: true,
    params: own,
    body: (world) => ({
      id: world.a.organizationId,
      name: 'Firma AS',
      address: { street: 'Storgata 1', zipCode: '0155', area: 'Oslo' },
      invoiceAddress: null,
      invoiceType: 'email',
      invoiceEmail: 'faktura@example.com',
      invoiceReference: 'Innkjøp',
    }),
  },
  'GET /api/organization/:orgId/contactPersons': { requiresUser: true, params: own },
  'POST /api/organization/:orgId/customers': {
    requiresUser: true,
    params: own,
    body: () => ({ name: 'Ny Kollega', email: `ny-${tag()}@example.com`, phone: '+47 22 33 44 55' }),
  },
  'PUT /api/organization/:orgId/contacts/:contactId': {
    requiresUser: true,
    params: (world) => ({ ...own(world), contactId: world.a.contactId }),
    body: () => ({ name: 'Kollega Hansen', phone: '22334455' }),
  },
  'DELETE /api/organization/:orgId/contacts/:contactId': {
    requiresUser: true,
    params: (world) => ({ ...own(world), contactId: world.a.contactId }),
    restore: async (world) => {
      world.a.contactId = await post(world, `/api/organization/${world.a.organizationId}/customers`, {
        name: 'Kollega Hansen',
        email: `kollega-${tag()}@example.com`,
        phone: '22334455',
      });
    },
  },
  'GET /api/organization/:orgId/people': { requiresUser: true, params: own },
  // The contact person is invited (a mail), its role changed, its invitation withdrawn: all within A.
  'POST /api/organization/:orgId/people/:contactId/invitation': {
    requiresUser: true,
    params: (world) => ({ ...own(world), contactId: world.a.contactId }),
    body: () => ({ role: 'buyer', orderLimit: 10000, monthLimit: null, locale: 'nb' }),
  },
  'PUT /api/organization/:orgId/people/:contactId/role': {
    requiresUser: true,
    params: (world) => ({ ...own(world), contactId: world.a.contactId }),
    body: () => ({ role: 'buyer', orderLimit: 2500.5 }),
  },
  'DELETE /api/organization/:orgId/people/:contactId/invitation': { requiresUser: true, params: (world) => ({ ...own(world), contactId: world.a.contactId }) },
  'GET /api/organization/:orgId/approvals': { requiresUser: true, params: own },
  // A total nobody saw: 409 with the new one, nothing sent.
  'POST /api/organization/:orgId/approvals/:requestId/approve': {
    requiresUser: true,
    params: (world) => ({ ...own(world), requestId: world.a.requestId }),
    body: () => ({ seenTotal: 0.01 }),
  },
  'POST /api/organization/:orgId/approvals/:requestId/refuse': {
    requiresUser: true,
    params: (world) => ({ ...own(world), requestId: world.a.requestId }),
    body: () => ({ reason: 'Ikke nå' }),
  },
  'GET /api/order-requests/:userId': { requiresUser: true, params: (world) => ({ userId: world.a.userId }) },
  'DELETE /api/order-requests/:userId/:requestId': { requiresUser: true, params: (world) => ({ userId: world.a.userId, requestId: world.a.requestId }) },
  'GET /api/organization/:orgId/deliveryAddress': { requiresUser: true, params: own },
  'POST /api/organization/:orgId/deliveryAddress': { requiresUser: true, params: own, body: address },
  'PUT /api/organization/:orgId/deliveryAddress/:addressId': {
    requiresUser: true,
    params: (world) => ({ ...own(world), addressId: world.a.addressId }),
    body: address,
  },
  'DELETE /api/organization/:orgId/deliveryAddress/:addressId': {
    requiresUser: true,
    params: (world) => ({ ...own(world), addressId: world.a.addressId }),
    restore: async (world) => {
      world.a.addressId = await post(world, `/api/organization/${world.a.organizationId}/deliveryAddress`, address());
    },
  },
  'GET /api/orders/:userId': { requiresUser: true, params: (world) => ({ userId: world.a.userId }) },
  'GET /api/orders/:userId/:orderId/lines': { requiresUser: true, params: (world) => ({ userId: world.a.userId, orderId: world.a.orderId }) },
  'GET /api/order/:orderId': { requiresUser: true, params: (world) => ({ orderId: world.a.orderId }) },
  'POST /api/orders/delivery-options': { requiresUser: true, body: (world) => ({ lineItems: [{ SkuId: world.skus[0], Quantity: 2 }], warehouse: 'bergen' }) },
  'POST /api/orders': orderRoute,
  'POST /api/order/': orderRoute,
  'POST /api/analytics/pageview': { session: 'none', body: () => ({ path: '/produkter' }) },
  'POST /api/releases/errors': { session: 'none', body: () => ({ remote: 'catalog', entry: '/remotes/catalog/mf-manifest.json' }) },
  // OPERATOR_TOKEN is not set in this world: the route answers 404 to everything.
  'GET /api/operator/releases': { session: 'none', headers: () => ({ authorization: 'Bearer not-the-token' }) },
  ...staffRoutes(),
  'GET /remotes.json': {},
  'GET /remotes/:name/*': { params: () => ({ name: 'catalog', '*': 'mf-manifest.json' }), looseParams: true },
  'GET /*': { params: () => ({ '*': 'produkter' }), looseParams: true },
  // A form the browser sent to its page without scripts: answered with the page again (303).
  'POST /*': {
    session: 'none',
    params: () => ({ '*': 'min-side/logg-inn' }),
    body: () => ({ email: 'kari@example.no', password: 'hemmelig' }),
    looseParams: true,
    takesForms: "a page's address takes the form a browser without scripts sends it, and reads none of its fields",
  },
  'GET /robots.txt': {},
  'GET /sitemap.xml': {},
  // The small catalogue fits one file, so every part answers 404: a refusal, as any odd part must get.
  'GET /sitemap-:part.xml': { params: () => ({ part: '1' }) },
};
