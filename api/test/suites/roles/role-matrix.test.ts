import type { LightMyRequestResponse } from 'fastify';
import { ROUTE_ROLES, needsRoleRule, roleMayCall } from '../../../src/modules/people/route-roles';
import { ROUTE_FIXTURES } from '../bad-input/route-fixtures';
import { type InvitedPerson, invitePerson } from '../../support/invited-person';
import { type ShopWorld, buildShopWorld } from '../../support/shop-world';

// Role × route: every customer route of the API, as Fastify registered it, called by an
// administrator, a buyer and a requester of one organisation. A role the route's rule leaves out
// gets 403 `RoleNotAllowed` with a plain message; a role it lets in never does. A route added
// without a rule fails here (and is closed to every login until it has one).

const ROLES = ['administrator', 'buyer', 'requester'] as const;
const routes: Array<{ method: string; url: string }> = [];
let world: ShopWorld;
let people: Record<(typeof ROLES)[number], { cookie: string; userId: string }>;
let cells = 0;

beforeAll(async () => {
  world = await buildShopWorld({
    onRoute: (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) if (method !== 'HEAD') routes.push({ method, url: route.url });
    },
  });
  const buyer: InvitedPerson = await invitePerson(world.app, world.a, 'buyer', { orderLimit: 100 });
  const requester: InvitedPerson = await invitePerson(world.app, world.a, 'requester');
  people = { administrator: world.a, buyer, requester };
}, 120_000);

afterAll(async () => {
  console.log(`Role matrix: ${routes.filter((route) => needsRoleRule(route.url)).length} customer routes × ${ROLES.length} roles, ${cells} requests`);
  await world?.close();
});

const customerRoutes = () => routes.filter((route) => needsRoleRule(route.url));
const key = (route: { method: string; url: string }) => `${route.method} ${route.url}`;

it('has a rule for every customer route, and no rule for a route that does not exist', () => {
  expect(customerRoutes().length).toBeGreaterThanOrEqual(50);
  expect(customerRoutes().map(key).filter((route) => !(route in ROUTE_ROLES))).toEqual([]);
  const registered = new Set(customerRoutes().map(key));
  expect(Object.keys(ROUTE_ROLES).filter((route) => !registered.has(route))).toEqual([]);
});

it('answers a role the rule leaves out 403 RoleNotAllowed with a plain message, and never a role it lets in', async () => {
  const seen: Array<{ route: string; role: string; status: number; code?: string }> = [];
  const wrong: typeof seen = [];
  for (const route of customerRoutes()) {
    const rule = ROUTE_ROLES[key(route)];
    // Routes anyone may call (logins, links, logout, the public catalogue): no role to check.
    if (rule === undefined || rule === 'anyone') continue;
    const fixture = ROUTE_FIXTURES[key(route)];
    for (const role of ROLES) {
      const person = people[role];
      const params: Record<string, string> = { ...(fixture?.params?.(world) ?? {}) };
      // The person's own ids where the path names a person: their own profile, orders and requests.
      if ('userId' in params) params.userId = person.userId;
      const url = route.url.replace(/:([A-Za-z]+)/g, (_whole, name: string) => params[name] ?? 'x');
      const query = fixture?.query ? `?${new URLSearchParams(fixture.query(world)).toString()}` : '';
      const body = fixture?.body?.(world);
      const answer: LightMyRequestResponse = await world.app.inject({
        method: route.method as 'GET',
        url: `${url}${query}`,
        headers: { cookie: person.cookie, ...(fixture?.headers?.() ?? {}) },
        ...(body === undefined ? {} : { payload: body as object }),
      });
      cells += 1;
      const code = answer.headers['content-type']?.toString().includes('json') ? (answer.json<{ code?: string }>().code ?? undefined) : undefined;
      const cell = { route: key(route), role, status: answer.statusCode, ...(code ? { code } : {}) };
      seen.push(cell);
      const refusedForRole = answer.statusCode === 403 && code === 'RoleNotAllowed';
      if (roleMayCall(key(route), role) === refusedForRole) wrong.push(cell);
      if (refusedForRole) expect(answer.json<{ message: string }>().message).toMatch(/^Your role in the organisation \((buyer|requester)\) does not allow this\./);
      // The administrator's 2xx changed something: put it back for the next cell.
      if (answer.statusCode < 300 && fixture?.restore) await fixture.restore(world, answer, { method: route.method, url, payload: body === undefined ? undefined : JSON.stringify(body), headers: {} });
    }
  }
  expect(wrong).toEqual([]);
  // Both sides of the rule were met: refusals, and calls let through.
  expect(seen.filter((cell) => cell.code === 'RoleNotAllowed').length).toBeGreaterThanOrEqual(20);
  expect(seen.filter((cell) => cell.role !== 'administrator' && cell.code !== 'RoleNotAllowed').length).toBeGreaterThanOrEqual(20);
});
