import type { LightMyRequestResponse } from 'fastify';
import { cookieHeaderFrom } from '../../support/test-session';
import { countingTestDatabase } from '../../support/counting-db';
import { type ShopWorld, buildShopWorld } from '../../support/shop-world';
import { directives } from './policy-directives';

// Sessions and cookies: cookie flags, logout ending the session on the server, refresh-token
// rotation, the session cache, the login limit against spoofed addresses, cross-site requests.
// The security headers have their own file (security-headers.test.ts).

let world: ShopWorld;
let statements: string[];

beforeAll(async () => {
  const counted = await countingTestDatabase();
  statements = counted.statements;
  world = await buildShopWorld({
    database: counted.database,
    env: { TRUSTED_ORIGINS: 'https://butikk.example.no', LOGIN_LIMIT_PER_ADDRESS: '3' },
  });
}, 120_000);

afterAll(async () => {
  await world?.close();
});

const setCookies = (answer: LightMyRequestResponse) => ([] as string[]).concat(answer.headers['set-cookie'] ?? []);
const cookieValue = (answer: LightMyRequestResponse, name: string) =>
  setCookies(answer).find((line) => line.startsWith(`${name}=`))?.split(';')[0]?.slice(name.length + 1) ?? '';

async function logIn(remoteAddress = '127.0.0.1'): Promise<LightMyRequestResponse> {
  const answer = await world.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: world.a.email, password: world.a.password }, remoteAddress });
  expect(answer.statusCode).toBe(200);
  return answer;
}

const asUser = (cookie: string) => world.app.inject({ url: `/api/auth/user/${world.a.userId}`, headers: { cookie } });
const verify = (cookie: string) => world.app.inject({ url: '/api/auth/verify', headers: { cookie } }).then((answer) => answer.json());

describe('cookies', () => {
  it('are HttpOnly, SameSite=Lax and Path=/ when set and when cleared, and not Secure over plain http', async () => {
    const login = await logIn();
    const renewed = await world.app.inject({ url: '/api/auth/verify', headers: { cookie: `refresh=${cookieValue(login, 'refresh')}` } });
    const logout = await world.app.inject({ method: 'POST', url: '/api/auth/delete/cookies', headers: { cookie: cookieHeaderFrom(login.headers['set-cookie']) } });
    for (const answer of [login, renewed, logout]) {
      const lines = setCookies(answer);
      expect(lines.length).toBeGreaterThanOrEqual(2);
      for (const line of lines) expect(line).toMatch(/(?=.*; HttpOnly)(?=.*; SameSite=Lax)(?=.*; Path=\/)/);
      for (const line of lines) expect(line).not.toMatch(/; Secure/);
    }
    // The device cookie goes too (README, "Login throttling"): any computer may be a shared one.
    expect(setCookies(logout).map((line) => line.split('=')[0]).sort()).toEqual(['access', 'device', 'id', 'refresh', 'sd']);
  });
});

describe('logging out', () => {
  it('is a POST that ends the session on the server: the old cookies, even cached, are refused afterwards', async () => {
    const cookie = cookieHeaderFrom((await logIn()).headers['set-cookie']);
    expect((await asUser(cookie)).statusCode).toBe(200);
    const logout = await world.app.inject({ method: 'POST', url: '/api/auth/delete/cookies', headers: { cookie } });
    expect(logout.json()).toEqual({ loggedOut: true });
    // A copy of the cookies kept by someone else is worth nothing now.
    expect((await asUser(cookie)).statusCode).toBe(401);
    expect(await verify(cookie)).toEqual({});
    expect(await verify(cookie.replace(/access=[^;]+;\s*/, ''))).toEqual({});
  });

  it('keeps the GET of spec §7 for the shop itself, but not for a link or picture on another site', async () => {
    const cookie = cookieHeaderFrom((await logIn()).headers['set-cookie']);
    const fromElsewhere = await world.app.inject({ url: '/api/auth/delete/cookies', headers: { cookie, 'sec-fetch-site': 'cross-site' } });
    expect(fromElsewhere.statusCode).toBe(403);
    expect((await asUser(cookie)).statusCode).toBe(200);
    const foreignPost = await world.app.inject({ method: 'POST', url: '/api/auth/delete/cookies', headers: { cookie, origin: 'https://evil.example', host: 'shop.example.no' } });
    expect(foreignPost.statusCode).toBe(403);
    expect((await asUser(cookie)).statusCode).toBe(200);
    const fromTheShop = await world.app.inject({ url: '/api/auth/delete/cookies', headers: { cookie, 'sec-fetch-site': 'same-origin' } });
    expect(fromTheShop.json()).toEqual({ loggedOut: true });
    expect((await asUser(cookie)).statusCode).toBe(401);
  });
});

describe('an address with an encoded letter', () => {
  it('is guarded as the route it reaches: a cross-site POST to /%61pi/auth/delete/cookies logs nobody out', async () => {
    const cookie = cookieHeaderFrom((await logIn()).headers['set-cookie']);
    const foreign = await world.app.inject({
      method: 'POST',
      url: '/%61pi/auth/delete/cookies',
      headers: { cookie, origin: 'https://evil.example', host: 'shop.example.no', 'content-type': 'text/plain' },
      payload: 'x',
    });
    expect(foreign.statusCode).toBe(403);
    expect(setCookies(foreign)).toEqual([]);
    expect((await asUser(cookie)).statusCode).toBe(200);
    // From the shop itself the same address logs out for real, ending the session on the server.
    const own = await world.app.inject({ method: 'POST', url: '/%61pi/auth/delete/cookies', headers: { cookie } });
    expect(own.json()).toEqual({ loggedOut: true });
    expect((await asUser(cookie)).statusCode).toBe(401);
  });
});

describe('the refresh token', () => {
  it('rotates, and a reused one ends the session at once, also for access tokens already cached', async () => {
    const login = await logIn();
    const firstAccess = `access=${cookieValue(login, 'access')}`;
    const firstRefresh = `refresh=${cookieValue(login, 'refresh')}`;
    expect((await asUser(firstAccess)).statusCode).toBe(200);
    const rotated = await world.app.inject({ url: '/api/auth/verify', headers: { cookie: firstRefresh } });
    expect(rotated.json()).toEqual({ userId: { userId: world.a.userId } });
    const secondRefresh = `refresh=${cookieValue(rotated, 'refresh')}`;
    expect(secondRefresh).not.toBe(firstRefresh);
    // Past the grace period for parallel requests, the first refresh token comes back: a copy.
    await world.testApp.db.query("UPDATE session_tokens SET used_at = now() - interval '1 hour' WHERE used_at IS NOT NULL");
    expect(await verify(firstRefresh)).toEqual({});
    expect((await asUser(firstAccess)).statusCode).toBe(401);
    expect(await verify(`access=${cookieValue(rotated, 'access')}`)).toEqual({});
    expect(await verify(secondRefresh)).toEqual({});
  });
});

describe('a session’s lifetime', () => {
  const ageSession = (refreshCookie: string, age: string) =>
    world.testApp.db.query(
      `UPDATE sessions SET created_at = now() - $2::interval
        WHERE id = (SELECT session_id FROM session_tokens WHERE kind = 'refresh' AND token_hash = encode(sha256(convert_to($1, 'UTF8')), 'hex'))`,
      [refreshCookie.slice('refresh='.length), age],
    );

  it('ends 90 days after the login, however often it was refreshed, and its cookies never outlive that', async () => {
    const login = await logIn();
    const refresh = `refresh=${cookieValue(login, 'refresh')}`;
    await ageSession(refresh, '89 days 23 hours');
    const lastHour = await world.app.inject({ url: '/api/auth/verify', headers: { cookie: refresh } });
    expect(lastHour.json()).toEqual({ userId: { userId: world.a.userId } });
    const maxAge = (name: string) => Number(/Max-Age=(\d+)/.exec(setCookies(lastHour).find((line) => line.startsWith(`${name}=`)) ?? '')?.[1]);
    expect(maxAge('refresh')).toBeLessThanOrEqual(3600);
    expect(maxAge('access')).toBe(15 * 60);
    const renewed = `refresh=${cookieValue(lastHour, 'refresh')}`;
    await ageSession(renewed, '90 days 1 minute');
    expect(await verify(renewed)).toEqual({});
    expect(await verify(`access=${cookieValue(lastHour, 'access')}`)).toEqual({});
  });
});

describe('the session cache', () => {
  it('answers a logged-in person’s requests without looking the session up each time', async () => {
    const cookie = cookieHeaderFrom((await logIn()).headers['set-cookie']);
    const from = statements.length;
    for (let i = 0; i < 20; i += 1) expect((await asUser(cookie)).statusCode).toBe(200);
    const lookups = statements.slice(from).filter((sql) => sql.includes('session_tokens'));
    expect(lookups).toHaveLength(1);
  });

  it('ends the other logins at once after a password change', async () => {
    const here = world.a.cookie;
    const elsewhere = cookieHeaderFrom((await logIn()).headers['set-cookie']);
    expect((await asUser(elsewhere)).statusCode).toBe(200);
    const newPassword = `nytt-passord-${Date.now()}`;
    const changed = await world.app.inject({
      method: 'POST',
      url: `/api/auth/user/${world.a.userId}/password`,
      headers: { cookie: here },
      payload: { oldPassword: world.a.password, newPassword },
    });
    expect(changed.statusCode).toBe(204);
    world.a.password = newPassword;
    expect((await asUser(elsewhere)).statusCode).toBe(401);
    expect((await asUser(here)).statusCode).toBe(200);
  });
});

describe('the login limit', () => {
  const fail = (remoteAddress: string, forwardedFor: string) =>
    world.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor },
      payload: { email: `nobody-${forwardedFor}@example.com`, password: 'wrong-password' },
    });

  it('counts by the connection’s address: a made-up X-Forwarded-For gets no fresh attempts', async () => {
    for (let i = 0; i < 3; i += 1) expect((await fail('10.20.0.1', `203.0.113.${i}`)).statusCode).toBe(401);
    const blocked = await fail('10.20.0.1', '203.0.113.99');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
    expect((await fail('10.20.0.2', '203.0.113.99')).statusCode).toBe(401);
  });
});

describe('state-changing requests from other sites', () => {
  const addressUrl = () => `/api/organization/${world.a.organizationId}/deliveryAddress`;
  const payload = { recipient: 'Lager', street: 'Gata 2', zipCode: '0150', area: 'Oslo' };
  const post = (headers: Record<string, string>, body: string | object = payload) =>
    world.app.inject({ method: 'POST', url: addressUrl(), headers: { cookie: world.a.cookie, host: 'shop.example.no', ...headers }, payload: body });

  it('are refused, and the shop’s own and trusted origins are not', async () => {
    const count = async () => (await world.app.inject({ url: addressUrl(), headers: { cookie: world.a.cookie } })).json().length;
    const before = await count();
    expect((await post({ origin: 'https://evil.example' })).statusCode).toBe(403);
    expect((await post({ origin: 'null' })).statusCode).toBe(403);
    expect((await post({ 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    expect((await post({ 'content-type': 'application/x-www-form-urlencoded' }, 'street=Gata+2&zipCode=0150&area=Oslo')).statusCode).toBe(415);
    expect((await post({ 'content-type': 'text/plain' }, JSON.stringify(payload))).statusCode).toBe(415);
    expect(await count()).toBe(before);
    expect((await post({ origin: 'https://shop.example.no' })).statusCode).toBe(201);
    expect((await post({ origin: 'https://butikk.example.no' })).statusCode).toBe(201);
    expect(await count()).toBe(before + 2);
  });
});

describe('in development', () => {
  let dev: ShopWorld;
  beforeAll(async () => {
    dev = await buildShopWorld({
      env: { NODE_ENV: 'development', CATALOG_REMOTE_URL: 'http://localhost:3001/mf-manifest.json', TRUST_PROXY: '10.9.9.9', LOGIN_LIMIT_PER_ADDRESS: '3' },
    });
  }, 120_000);
  afterAll(async () => {
    await dev?.close();
  });

  it('sets cookies without Secure (plain http://localhost), never allows eval, and lets the remotes’ dev servers reload', async () => {
    const login = await dev.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: dev.a.email, password: dev.a.password } });
    for (const line of setCookies(login)) expect(line).not.toMatch(/Secure/);
    expect(login.headers['strict-transport-security']).toBeUndefined();
    const policy = directives(String(login.headers['content-security-policy']));
    expect(policy['script-src']).toEqual(["'self'", 'http://localhost:3001']);
    expect(policy['connect-src']).toEqual(["'self'", 'http://localhost:3001', 'ws://localhost:3001']);
  });

  it('behind the configured proxy, marks cookies Secure and sends HSTS when the request came over HTTPS', async () => {
    const overProxy = (remoteAddress: string, proto: string) =>
      dev.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress,
        headers: { 'x-forwarded-proto': proto },
        payload: { email: dev.a.email, password: dev.a.password },
      });
    const https = await overProxy('10.9.9.9', 'https');
    expect(https.statusCode).toBe(200);
    expect(setCookies(https)).toHaveLength(5);
    for (const line of setCookies(https)) expect(line).toMatch(/; Secure/);
    expect(https.headers['strict-transport-security']).toBe('max-age=31536000');
    // Plain http through the proxy, or a client that is not the proxy claiming https: neither.
    for (const answer of [await overProxy('10.9.9.9', 'http'), await overProxy('192.0.2.7', 'https')]) {
      expect(answer.statusCode).toBe(200);
      for (const line of setCookies(answer)) expect(line).not.toMatch(/Secure/);
      expect(answer.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('behind the configured proxy, takes the forwarded host as its own origin for changes', async () => {
    const login = await dev.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: dev.a.email, password: dev.a.password } });
    const cookie = cookieHeaderFrom(login.headers['set-cookie']);
    // The proxy rewrites Host to the API's internal name and passes the customer's in X-Forwarded-Host.
    const logOut = (remoteAddress: string) =>
      dev.app.inject({
        method: 'POST',
        url: '/api/auth/delete/cookies',
        remoteAddress,
        headers: { cookie, host: 'api.internal:8080', origin: 'https://butikk.example.no', 'x-forwarded-host': 'butikk.example.no' },
      });
    expect((await logOut('192.0.2.7')).statusCode).toBe(403);
    const throughProxy = await logOut('10.9.9.9');
    expect(throughProxy.statusCode).toBe(200);
    expect(throughProxy.json()).toEqual({ loggedOut: true });
  });

  it('behind a configured proxy, counts the login limit per forwarded client, and only from that proxy', async () => {
    let attempt = 0;
    // Another e-mail each time: only the limit per address is at work.
    const fail = (remoteAddress: string, forwardedFor: string) =>
      dev.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress,
        headers: { 'x-forwarded-for': forwardedFor },
        payload: { email: `nobody-${(attempt += 1)}@example.com`, password: 'wrong-password' },
      });
    for (let i = 0; i < 3; i += 1) expect((await fail('10.9.9.9', '198.51.100.1')).statusCode).toBe(401);
    expect((await fail('10.9.9.9', '198.51.100.1')).statusCode).toBe(429);
    expect((await fail('10.9.9.9', '198.51.100.2')).statusCode).toBe(401);
    // Not from the proxy: the header is ignored, the sender's own address counts.
    for (let i = 0; i < 3; i += 1) expect((await fail('10.8.8.8', `198.51.100.${10 + i}`)).statusCode).toBe(401);
    expect((await fail('10.8.8.8', '198.51.100.50')).statusCode).toBe(429);
  });
});
