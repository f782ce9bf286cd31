import type { LightMyRequestResponse } from 'fastify';
import { announceAgreementChange, replaceTerms } from '../../../src/modules/agreements';
import { ROUTE_FIXTURES } from '../bad-input/route-fixtures';
import type { RouteInfo } from '../bad-input/request-model';
import { type Fingerprint, changedTables, fingerprinter } from '../../support/db-fingerprint';
import { type ShopWorld, buildShopWorld } from '../../support/shop-world';
import { createStaffMember } from '../../../src/modules/staff/staff-member-fixture';
import { type Cell, PUBLIC_PARAMS, SCOPED_PARAMS, STAFF_PARAMS, cellsOf, paramsOf } from './scope-matrix';

// Other organisations' data: organisation A's user calls every organisation-, user-, contact-,
// address- and order-scoped route with organisation B's ids (and ids of the wrong kind), with
// and without a valid body; a visitor calls them all; the priced catalogue is called without a
// session. Nothing may leak (404 or 401, no data of B in any answer) and nothing may change.

const routes: RouteInfo[] = [];
let world: ShopWorld;
let fingerprint: () => Promise<Fingerprint>;
/** Texts only B's data contains. */
let secretsOfB: string[] = [];
const size = { foreignCells: 0, visitorCells: 0, bodyCells: 0, productUserCells: 0 };

beforeAll(async () => {
  world = await buildShopWorld({
    addStaff: (app, db) => createStaffMember(app, db),
    onRoute: (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) if (method !== 'HEAD') routes.push({ method, url: route.url, schema: (route.schema ?? {}) as RouteInfo['schema'] });
    },
  });
  fingerprint = await fingerprinter(world.testApp.db);
  const asB = (url: string) => world.app.inject({ url, headers: { cookie: world.b.cookie } }).then((answer) => answer.json());
  const organization = await asB(`/api/organization/${world.b.organizationId}`);
  const orders = await asB(`/api/orders/${world.b.userId}`);
  secretsOfB = [
    organization.name,
    organization.organizationNumber,
    organization.invoiceEmail,
    world.b.email,
    `kollega-${world.b.userId}@example.com`,
    orders.result[0].orderNumber,
    world.b.organizationId,
    world.b.userId,
    world.b.contactId,
    world.b.addressId,
    world.b.orderId,
    world.b.requestId,
  ];
}, 120_000);

afterAll(async () => {
  const total = size.foreignCells + size.visitorCells + size.bodyCells + size.productUserCells;
  console.log(
    `Cross-organisation matrix (${world?.testApp.database.kind ?? '?'}): ${size.foreignCells} requests with B's ids as A, ` +
      `${size.visitorCells} as a visitor, ${size.bodyCells} with B's ids in bodies, ${size.productUserCells} priced-catalogue ` +
      `requests without a session: ${total} in all`,
  );
  await world?.close();
});

const scopedRoutes = () => routes.filter((route) => paramsOf(route.url).some((name) => name in SCOPED_PARAMS));

function send(cell: Cell, cookie?: string): Promise<LightMyRequestResponse> {
  return world.app.inject({
    method: cell.method as 'GET',
    url: cell.url,
    headers: cookie ? { cookie } : {},
    ...(cell.payload ? { payload: cell.payload } : {}),
  });
}

/** B's data in an answer that was not asked for with it. */
function leaked(answer: LightMyRequestResponse, cell: Cell): string[] {
  const asked = `${cell.url} ${JSON.stringify(cell.payload ?? {})}`;
  return secretsOfB.filter((secret) => secret && !asked.includes(secret) && answer.body.includes(secret));
}

function expectAnswer(answer: LightMyRequestResponse, cell: Cell, status: number): void {
  const seen = { cell: `${cell.method} ${cell.url} (${cell.label})`, status: answer.statusCode, leaked: leaked(answer, cell) };
  expect(seen).toEqual({ cell: seen.cell, status, leaked: [] });
  const body = answer.json<{ error?: unknown; message?: unknown }>();
  expect(typeof body.error === 'string' && typeof body.message === 'string').toBe(true);
}

describe('the matrix covers every route', () => {
  it('knows every path parameter as scoped to an organisation or public', () => {
    const unknown = routes.flatMap((route) =>
      paramsOf(route.url).filter((name) => !(name in SCOPED_PARAMS) && !PUBLIC_PARAMS.includes(name) && !(STAFF_PARAMS.includes(name) && route.url.startsWith('/api/staff/'))),
    );
    expect(unknown).toEqual([]);
    // The account routes are all there: organisation, contacts, addresses, user, orders.
    expect(scopedRoutes().length).toBeGreaterThanOrEqual(14);
  });
});

describe('another organisation’s ids', () => {
  it('answer 404 on every scoped route and method, show nothing of B and change nothing', async () => {
    const before = await fingerprint();
    for (const route of scopedRoutes()) {
      const { foreign } = cellsOf(route, world, ROUTE_FIXTURES[`${route.method} ${route.url}`]?.body?.(world));
      for (const cell of foreign) {
        expectAnswer(await send(cell, world.a.cookie), cell, 404);
        size.foreignCells += 1;
      }
    }
    expect(changedTables(before, await fingerprint())).toEqual([]);
  });

  it('answer 401 to a visitor on every scoped route, whoever’s ids they carry, and change nothing', async () => {
    const before = await fingerprint();
    for (const route of scopedRoutes()) {
      const { foreign, own } = cellsOf(route, world, ROUTE_FIXTURES[`${route.method} ${route.url}`]?.body?.(world));
      for (const cell of [own, ...foreign]) {
        expectAnswer(await send(cell), cell, 401);
        size.visitorCells += 1;
      }
    }
    expect(changedTables(before, await fingerprint())).toEqual([]);
  });

  it('in a body are refused: sending as B, to B’s address, editing B’s organisation', async () => {
    const before = await fingerprint();
    const order = (overrides: object) => ({ customer: world.a.userId, lineItems: [{ SkuId: world.skus[0], Quantity: 1 }], ...overrides });
    const orgA = `/api/organization/${world.a.organizationId}`;
    const edit = ROUTE_FIXTURES[`POST /api/organization/:orgId`]?.body?.(world) as object;
    const cells: Array<[Cell, number]> = [
      [{ method: 'POST', url: '/api/orders', route: 'POST /api/orders', label: 'customer is B', payload: order({ customer: world.b.userId }) }, 403],
      [{ method: 'POST', url: '/api/order/', route: 'POST /api/order/', label: 'customer is B', payload: order({ customer: world.b.userId }) }, 403],
      [{ method: 'POST', url: '/api/orders', route: 'POST /api/orders', label: 'B’s address', payload: order({ deliveryAddress: world.b.addressId }) }, 400],
      [{ method: 'POST', url: '/api/order/', route: 'POST /api/order/', label: 'B’s address', payload: order({ deliveryAddress: world.b.addressId }) }, 400],
      [{ method: 'POST', url: orgA, route: 'POST /api/organization/:orgId', label: 'id is B’s', payload: { ...edit, id: world.b.organizationId } }, 400],
    ];
    for (const [cell, status] of cells) {
      expectAnswer(await send(cell, world.a.cookie), cell, status);
      size.bodyCells += 1;
    }
    expect(changedTables(before, await fingerprint())).toEqual([]);
  });

  it('as a main contact in an edit are ignored: B’s person never becomes A’s main contact', async () => {
    const orgA = `/api/organization/${world.a.organizationId}`;
    const mainBefore = (await world.app.inject({ url: orgA, headers: { cookie: world.a.cookie } })).json().mainContactId;
    const edit = ROUTE_FIXTURES[`POST /api/organization/:orgId`]?.body?.(world) as object;
    const cell: Cell = { method: 'POST', url: orgA, route: 'POST /api/organization/:orgId', label: 'mainContactId is B’s', payload: { ...edit, mainContactId: world.b.userId } };
    const answer = await send(cell, world.a.cookie);
    size.bodyCells += 1;
    expect(answer.statusCode).toBe(200);
    expect(answer.json().mainContactId).toBe(mainBefore);
    expect(leaked(answer, cell)).toEqual([]);
  });
});

describe('the priced catalogue', () => {
  it('answers 401 without a valid session and shows no price', async () => {
    const ended = await world.app.sessions.create(world.a.userId);
    await world.app.sessions.end(ended.sessionId);
    const cookies: Array<[string, string | undefined]> = [
      ['no cookie', undefined],
      ['a garbage cookie', 'access=garbage; refresh=garbage'],
      ['tokens nobody issued', `access=${'A'.repeat(43)}; refresh=${'B'.repeat(43)}`],
      ['an ended session', `access=${ended.access}; refresh=${ended.refresh}`],
    ];
    const before = await fingerprint();
    const priced = routes.filter((route) => route.url.startsWith('/api/productUser/'));
    expect(priced.length).toBeGreaterThanOrEqual(5);
    for (const route of priced) {
      const queries: Record<string, string> = { search: 'search?search=kort', filterlist: 'filterlist?filterList=adgangskontroll', batch: `batch?skus=${world.skus[0]}` };
      const url = route.url.replace(':id', world.skus[0] as string).replace(/(search|filterlist|batch)$/, (name) => queries[name] as string);
      for (const [label, cookie] of cookies) {
        const cell: Cell = { method: 'GET', url, route: `GET ${route.url}`, label };
        const answer = await send(cell, cookie);
        expectAnswer(answer, cell, 401);
        expect(answer.body).not.toMatch(/price/i);
        size.productUserCells += 1;
      }
    }
    expect(changedTables(before, await fingerprint())).toEqual([]);
  });
});

describe('the staff routes', () => {
  /** The staff routes a person reaches before having a staff session: the login and the link's set-up. */
  const BEFORE_SESSION = ['POST /api/staff/login', 'POST /api/staff/login/totp', 'POST /api/staff/setup', 'POST /api/staff/setup/confirm', 'POST /api/staff/logout'];
  const staffCells = (): Cell[] =>
    routes
      .filter((route) => route.url.startsWith('/api/staff/') && !BEFORE_SESSION.includes(`${route.method} ${route.url}`))
      .map((route) => {
        const fixture = ROUTE_FIXTURES[`${route.method} ${route.url}`];
        const params = fixture?.params?.(world) ?? {};
        const url = route.url.replace(/:([A-Za-z]+)/g, (_whole, name: string) => params[name] ?? 'x');
        const body = fixture?.body?.(world) as object | undefined;
        return { method: route.method, url, route: `${route.method} ${route.url}`, label: 'a customer’s session', ...(body ? { payload: body } : {}) };
      });

  it('answer 401 to a customer’s session on every route that needs a staff session, and change nothing', async () => {
    const cells = staffCells();
    expect(cells.length).toBeGreaterThanOrEqual(7);
    const before = await fingerprint();
    for (const cell of cells) {
      expectAnswer(await send(cell, world.a.cookie), cell, 401);
      // A customer's cookies under the staff cookie's name are no staff session either.
      const tokens = await world.app.sessions.create(world.a.userId);
      expectAnswer(await send(cell, `staff_session=${tokens.access}`), { ...cell, label: 'a customer’s token as staff_session' }, 401);
      await world.app.sessions.end(tokens.sessionId);
    }
    expect(changedTables(before, await fingerprint())).toEqual([]);
  });

  it('give a staff session nothing on any customer’s route', async () => {
    const before = await fingerprint();
    for (const route of scopedRoutes()) {
      const { own } = cellsOf(route, world, ROUTE_FIXTURES[`${route.method} ${route.url}`]?.body?.(world));
      expectAnswer(await send(own, world.staff.cookie), { ...own, label: 'a staff session' }, 401);
      // The staff token under the customers' cookie names is no customer's session.
      const token = /staff_session=([^;]+)/.exec(world.staff.cookie)?.[1] as string;
      expectAnswer(await send(own, `access=${token}`), { ...own, label: 'a staff token as access' }, 401);
    }
    expect(changedTables(before, await fingerprint())).toEqual([]);
  });
});

describe('the owners', () => {
  it('still reach their own data, and only their own', async () => {
    for (const member of [world.a, world.b]) {
      const headers = { cookie: member.cookie };
      const org = `/api/organization/${member.organizationId}`;
      const contacts = (await world.app.inject({ url: `${org}/contactPersons`, headers })).json<Array<{ id: string }>>();
      expect(contacts.map((contact) => contact.id).sort()).toEqual([member.userId, member.contactId].sort());
      const addresses = (await world.app.inject({ url: `${org}/deliveryAddress`, headers })).json<Array<{ id: string }>>();
      expect(addresses.map((address) => address.id)).toEqual([member.addressId]);
      const orders = (await world.app.inject({ url: `/api/orders/${member.userId}`, headers })).json<{ result: Array<{ id: string }> }>();
      expect(orders.result.map((order) => order.id)).toEqual([member.orderId]);
    }
  });
});

describe('price agreements', () => {
  // A: 20 % off the supplier (80, 88, 96 for the list prices 100, 110, 120); B: a net price of 55.55 on KORT-2.
  const pricesOfA = [/"price":80[,}]/, /"price":88[,}]/, /"price":96[,}]/];
  const pricesOfB = [/"price":55\.55[,}]/];

  beforeAll(async () => {
    await world.testApp.db.transaction(async (tx) => {
      await replaceTerms(tx, world.a.organizationId, [{ kind: 'supplier', target: 'nordlys', discountPercentage: 20 }]);
      await replaceTerms(tx, world.b.organizationId, [{ kind: 'sku', target: 'KORT-2', netPriceOre: 5555 }]);
      await announceAgreementChange(tx);
    });
    // The notice reaches the app's store after the commit.
    await new Promise((resolve) => setTimeout(resolve, 50));
  });

  const pricedUrls = () => [
    '/api/productUser/list',
    '/api/productUser/list?category=adgangskontroll',
    '/api/productUser/featured',
    '/api/productUser/search?search=produkt',
    '/api/productUser/filterlist?filterList=adgangskontroll,innbruddsalarm',
    `/api/productUser/batch?skus=${world.skus.join(',')}`,
    ...world.skus.map((sku) => `/api/productUser/detail/${sku}`),
  ];

  it('give each organisation its own prices on every priced route, and never the other’s', async () => {
    for (const [member, own, others] of [
      [world.a, pricesOfA, pricesOfB],
      [world.b, pricesOfB, pricesOfA],
    ] as const) {
      let seenOwn = 0;
      for (const url of pricedUrls()) {
        const answer = await world.app.inject({ url, headers: { cookie: member.cookie } });
        expect({ url, status: answer.statusCode }).toEqual({ url, status: 200 });
        expect({ url, others: others.filter((price) => price.test(answer.body)).map(String) }).toEqual({ url, others: [] });
        seenOwn += own.filter((price) => price.test(answer.body)).length;
      }
      expect(seenOwn).toBeGreaterThan(0);
    }
  });

  it('price each organisation’s orders with its own agreement', async () => {
    const send = (member: ShopWorld['a']) =>
      world.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: { cookie: member.cookie },
        payload: { customer: member.userId, lineItems: [{ SkuId: 'KORT-2', Quantity: 1 }], deliveryMethod: 'pickup', pickupWarehouse: 'oslo' },
      });
    expect((await send(world.a)).json()).toMatchObject({ total: 88 });
    expect((await send(world.b)).json()).toMatchObject({ total: 55.55 });
  });
});
