import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { type Fingerprint, changedTables, fingerprinter } from '../../support/db-fingerprint';
import { OUTSIDE_SECRET } from '../../support/fake-web-root';
import { type ShopWorld, buildShopWorld } from '../../support/shop-world';
import { createStaffMember } from '../../../src/modules/staff/staff-member-fixture';
import { answerText } from '../../support/answer-text';
import { newOrganizationBody } from '../../support/test-session';
import { BLOCK_BOUND_MS, BLOCK_FAIL_MS, longestBlock, steadyBlock } from './event-loop-block';
import { type Tally, emptyTally, summary } from './summary';
import { measureHostileBodies } from './hostile-requests';
import { routeRecipes } from './recipes';
import { unboundedParameters, unboundedParts } from './schema-bounds';
import { BODY_LIMITS } from '../../../src/infra/http/body-limits';
import type { BaseRequest, BuiltRequest, Recipe, RouteInfo } from './request-model';
import { DEFAULT_RUNS, ROUTE_FIXTURES, type RouteFixture } from './route-fixtures';

// Bad input, property-based: for every route the API and the web server register, requests that
// are spoiled in one way each (wrong types, missing and extra fields, huge and odd texts, numbers
// out of range, broken JSON, wrong content types, odd path ids and headers). Every answer must be
// below 500; a spoiled request that breaks the route's rules must get a 4xx with a plain
// { error, message } body, and a refused request must leave every table as it was.
// Every request's hold on the event loop is measured too, and every route taking a body gets
// hostile bodies (long, wide, deep, gzipped) up to its body limit: none may hold the loop longer
// than BLOCK_BOUND_MS (event-loop-block.ts says how that is measured robustly).
// BAD_INPUT_SEED=<n> repeats a run; BAD_INPUT_RUNS=<n> changes the requests per route;
// BAD_INPUT_BLOCK_RUNS=<n> the runs per hostile body (the least counts; 1 for a quick look).

const routes: Array<RouteInfo & { bodyLimit?: number }> = [];
let world: ShopWorld;
let fingerprint: () => Promise<Fingerprint>;
const tally = new Map<string, Tally>();
/** The worst figure of each kind of hostile body over all routes. */
const byKind = new Map<string, number>();
const blockRuns = process.env.BAD_INPUT_BLOCK_RUNS ? Number(process.env.BAD_INPUT_BLOCK_RUNS) : 3;
let addressCounter = 0;

const seed = process.env.BAD_INPUT_SEED ? Number(process.env.BAD_INPUT_SEED) : undefined;
const runsFactor = process.env.BAD_INPUT_RUNS ? Number(process.env.BAD_INPUT_RUNS) / DEFAULT_RUNS : 1;

beforeAll(async () => {
  world = await buildShopWorld({
    addStaff: (app, db) => createStaffMember(app, db),
    onRoute: (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        routes.push({ method, url: route.url, schema: (route.schema ?? {}) as RouteInfo['schema'], ...(route.bodyLimit ? { bodyLimit: route.bodyLimit } : {}) });
      }
    },
  });
  fingerprint = await fingerprinter(world.testApp.db);
}, 120_000);

afterAll(async () => {
  console.log(summary(world?.testApp.database.kind ?? '?', tally, byKind, blockRuns));
  await world?.close();
});

const routeKey = (route: { method: string; url: string }) => `${route.method} ${route.url}`;
/** Whether the URL, once resolved as a client resolves it (dot segments), is an API path. */
const isApiPath = (url: string) => {
  const path = new URL(url, 'http://shop.invalid').pathname;
  return path === '/api' || path.startsWith('/api/') || path === '/remotes.json';
};
/** What a message must never show: stack frames, SQL, database errors. */
const LEAK = /\bat .+:\d+:\d+|\bSELECT\b|\bINSERT INTO\b|\bUPDATE \w+ SET\b|syntax error|relation "|violates|duplicate key|pg_|ECONNREFUSED|node_modules/i;

describe('the route list', () => {
  it('has a generator for every route, and no generator for a route that is gone', () => {
    const registered = routes.filter((route) => route.method !== 'HEAD').map(routeKey);
    expect(registered.filter((key) => !(key in ROUTE_FIXTURES))).toEqual([]);
    expect(Object.keys(ROUTE_FIXTURES).filter((key) => !registered.includes(key))).toEqual([]);
    // HEAD is Fastify's copy of each GET: the GET's generator sends HEAD requests too.
    const heads = routes.filter((route) => route.method === 'HEAD').map((route) => `GET ${route.url}`);
    expect(heads.filter((key) => !registered.includes(key))).toEqual([]);
  });

  it('bounds every text, list and object a request may carry', () => {
    const unbounded = routes.flatMap((route) => [
      ...(route.schema.body ? unboundedParts(route.schema.body, 'body') : []).map((part) => `${routeKey(route)}: ${part}`),
      ...(route.schema.querystring ? unboundedParameters(route.schema.querystring) : []).map((part) => `${routeKey(route)}: query ${part}`),
      ...(route.schema.params ? unboundedParameters(route.schema.params) : []).map((part) => `${routeKey(route)}: path ${part}`),
    ]);
    expect(unbounded).toEqual([]);
  });

  it('sizes the body limit of every route that takes a body, and no larger than an order but where a reason is given', () => {
    const unsized = routes
      .filter((route) => !['GET', 'HEAD'].includes(route.method) && route.url.startsWith('/api/'))
      .filter((route) => route.bodyLimit === undefined || (route.bodyLimit > BODY_LIMITS.order && !ROUTE_FIXTURES[routeKey(route)]?.largeBody))
      .map(routeKey);
    expect(unsized).toEqual([]);
    expect(world.app.initialConfig.bodyLimit).toBe(BODY_LIMITS.none);
  });

  it('refuses unknown fields in every body, but where a reason is given', () => {
    const open = routes.filter((route) => {
      const body = route.schema.body;
      return body !== undefined && body.additionalProperties !== false && !ROUTE_FIXTURES[routeKey(route)]?.openBody;
    });
    expect(open.map(routeKey)).toEqual([]);
  });
});

describe('the validation rules the suite relies on', () => {
  const post = (url: string, payload: unknown) =>
    world.app.inject({ method: 'POST', url, headers: { cookie: world.a.cookie, 'content-type': 'application/json' }, payload: JSON.stringify(payload) });
  const customers = () => `/api/organization/${world.a.organizationId}/customers`;

  it('answers an unknown field with a 400 naming it, where it was quietly dropped before', async () => {
    const flat = await post(customers(), { name: 'Ny Kollega', email: 'ny-kollega@example.com', phone: '22334455', fax: '22334456' });
    expect(flat.statusCode).toBe(400);
    expect(flat.json()).toMatchObject({ error: 'Bad Request', message: 'fax is not allowed here', details: [{ field: 'fax', message: 'fax is not allowed here' }] });
    const nested = await post('/api/organization', { ...newOrganizationBody(), contact: { name: 'Kari', email: 'kari-x@example.com', phone: '22334455', fax: '1' } });
    expect(nested.statusCode).toBe(400);
    expect(nested.json().details).toEqual([{ field: 'contact.fax', message: 'contact.fax is not allowed here' }]);
  });

  it('answers a value of the wrong type with a 400 instead of converting it', async () => {
    const answer = await post(customers(), { name: 12345, email: 'ny-kollega@example.com', phone: '22334455' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe('name must be a string');
  });

  it('refuses the NUL character, which PostgreSQL cannot store, naming the field', async () => {
    const answer = await post(`/api/organization/${world.a.organizationId}/deliveryAddress`, { recipient: 'La\u0000ger', street: 'Gata 1', zipCode: '0150', area: 'Oslo' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().details).toEqual([{ field: 'recipient', message: 'recipient must not contain the NUL character (\\u0000)' }]);
  });

  it('refuses a lone half of a surrogate pair, which PostgreSQL\'s JSON cannot hold, naming the field', async () => {
    // Written as the JSON escape a client sends: JSON.stringify would send the same for '\ud800'.
    const answer = await world.app.inject({
      method: 'POST',
      url: `/api/organization/${world.a.organizationId}/deliveryAddress`,
      headers: { cookie: world.a.cookie, 'content-type': 'application/json' },
      payload: '{"recipient":"Lager","street":"Gata \\ud800 1","zipCode":"0150","area":"Oslo"}',
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().details).toEqual([{ field: 'street', message: 'street must be valid Unicode text (it holds half of a surrogate pair, such as \\ud800)' }]);
  });
});

async function baseRequest(route: RouteInfo, fixture: RouteFixture): Promise<BaseRequest> {
  const headers = fixture.headers?.() ?? {};
  const session = fixture.session ?? 'a';
  if (session === 'a') headers.cookie = world.a.cookie;
  if (session === 'fresh') {
    const tokens = await world.app.sessions.create(world.a.userId);
    headers.cookie = `access=${tokens.access}; refresh=${tokens.refresh}`;
  }
  if (session === 'staff') headers.cookie = world.staff.cookie;
  if (session === 'staff-fresh') headers.cookie = `staff_session=${(await world.app.staffSessions.create(world.staff.staffId, 'active')).token}`;
  return {
    method: route.method,
    params: fixture.params?.(world) ?? {},
    query: fixture.query?.(world) ?? {},
    body: fixture.body?.(world),
    headers,
  };
}

function problemsOf(request: BuiltRequest, answer: LightMyRequestResponse, recipe: Recipe): string[] {
  const problems: string[] = [];
  const status = answer.statusCode;
  if (status >= 500) problems.push(`answered ${status}`);
  if (recipe.reject && status < 400) problems.push(`accepted (${status}) a request that must be refused`);
  const text = answerText(answer);
  if (status >= 400 && isApiPath(request.url) && request.method !== 'HEAD') {
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      problems.push(`a ${status} whose body is not JSON: ${text.slice(0, 100)}`);
    }
    const { error, message } = (body ?? {}) as { error?: unknown; message?: unknown };
    if (typeof error !== 'string' || typeof message !== 'string') problems.push(`a ${status} without { error, message }: ${text.slice(0, 200)}`);
    else if (LEAK.test(message)) problems.push(`a message showing internals: ${message.slice(0, 200)}`);
  }
  if (!answer.headers['content-security-policy'] || answer.headers['x-content-type-options'] !== 'nosniff') {
    problems.push('an answer without the security headers');
  }
  if (text.includes(OUTSIDE_SECRET)) problems.push('served a file from outside the front-end folders');
  return problems;
}

describe('bad input', () => {
  it.each(Object.keys(ROUTE_FIXTURES))('%s: never a 5xx, refused with a plain 4xx, nothing written', async (key) => {
    const route = routes.find((candidate) => routeKey(candidate) === key);
    if (!route) throw new Error(`${key} is not a route of the app`);
    const fixture = ROUTE_FIXTURES[key] as RouteFixture;
    const template = await baseRequest(route, fixture);
    const methodsOfPath = routes.filter((candidate) => candidate.url === route.url).map((candidate) => candidate.method);
    const recipes = routeRecipes(
      { route, template, requiresUser: fixture.requiresUser ?? false, strictParams: !fixture.looseParams, methodsOfPath, takesForms: fixture.takesForms !== undefined },
      fixture.extra,
    );
    const writes = route.method !== 'GET' || fixture.changesState === true;
    const count = tally.get(key) ?? emptyTally();
    tally.set(key, count);
    const untouched = writes ? null : await fingerprint();

    await fc.assert(
      fc.asyncProperty(recipes, async (recipe) => {
        const request = recipe.build(await baseRequest(route, fixture), route);
        const before = writes ? await fingerprint() : null;
        addressCounter += 1;
        let answer: LightMyRequestResponse | undefined;
        const send = async () => {
          answer = await world.app.inject({
            ...(request as BuiltRequest & { method: 'GET' }),
            remoteAddress: `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`,
          });
        };
        let held = await longestBlock(send);
        // A read above the bound is measured again (the least run counts, as for hostile bodies);
        // a request that writes is measured once, as repeating it would write again.
        const reads = ['GET', 'HEAD'].includes(request.method) && !fixture.changesState;
        if (reads && held > BLOCK_BOUND_MS) held = Math.min(held, await steadyBlock(send, 2));
        if (!answer) throw new Error('no answer');
        count.worstMs = Math.max(count.worstMs, held);
        count.requests += 1;
        if (answer.statusCode >= 400) count.refused += 1;
        else count.accepted += 1;
        const problems = problemsOf(request, answer, recipe);
        if (before && answer.statusCode >= 400) {
          const changed = changedTables(before, await fingerprint());
          if (changed.length > 0) problems.push(`a refused request changed ${changed.join(', ')}`);
        }
        if (answer.statusCode < 300 && fixture.restore) await fixture.restore(world, answer, request);
        if (problems.length > 0) {
          throw new Error(`${request.method} ${request.url.slice(0, 300)} → ${answer.statusCode}: ${problems.join('; ')}\n${answerText(answer).slice(0, 300)}`);
        }
      }),
      { numRuns: Math.max(1, Math.round((fixture.runs ?? DEFAULT_RUNS) * runsFactor)), ...(seed === undefined ? {} : { seed }) },
    );
    if (untouched) expect(changedTables(untouched, await fingerprint())).toEqual([]);
  });
});

/** A route's hostile bodies on a busy machine: a minute for most, more for a large limit's. */
const HOSTILE_TIMEOUT_MS = 180_000;

describe('hostile bodies', () => {
  const bodyRoutes = Object.keys(ROUTE_FIXTURES).filter((key) => !key.startsWith('GET '));

  it.each(bodyRoutes)(`%s: no body up to the route's limit holds the event loop beyond ${BLOCK_BOUND_MS} ms`, async (key) => {
    const route = routes.find((candidate) => routeKey(candidate) === key);
    if (!route) throw new Error(`${key} is not a route of the app`);
    const fixture = ROUTE_FIXTURES[key] as RouteFixture;
    const template = await baseRequest(route, fixture);
    const limit = route.bodyLimit ?? world.app.initialConfig.bodyLimit ?? 1024 * 1024;
    const figure = await measureHostileBodies(
      world.app,
      route,
      template,
      limit,
      blockRuns,
      fixture.takesForms ? 'application/x-www-form-urlencoded' : undefined,
      fixture.hostileSize,
    );
    const count = tally.get(key) ?? emptyTally();
    count.hostile = { ms: figure.worstMs, kind: figure.worstKind };
    for (const [kind, held] of figure.byKind) byKind.set(kind, Math.max(byKind.get(kind) ?? 0, held));
    tally.set(key, count);
    expect(figure.problems).toEqual([]);
    if (figure.worstMs > BLOCK_FAIL_MS) {
      throw new Error(`"${figure.worstKind}" held the event loop ${figure.worstMs.toFixed(1)} ms in its least of ${blockRuns}+ runs (bound ${BLOCK_BOUND_MS} ms)`);
    }
    // The staff's upload takes bodies of 20 MiB: the pair beyond it is made, gzipped and sent 3+ times each.
  }, HOSTILE_TIMEOUT_MS);
});
