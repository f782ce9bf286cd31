import { appWithUsers } from '../../../test/support/app-with-users';
import { type TestApp, buildTestApp } from '../../../test/support/test-app';
import { TestClock } from '../../../test/support/test-clock';
import { type SignedInUser, cookieHeaderFrom, createSignedInUser, newOrganizationBody } from '../../../test/support/test-session';

const logged: string[] = [];
const shop = appWithUsers(1, { env: { SEED_DEMO_CATALOG: 'false' }, logStream: { write: (line) => void logged.push(line) }, logLevel: 'warn' });

const login = (email: string, password: string, remoteAddress?: string) =>
  shop.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, ...(remoteAddress ? { remoteAddress } : {}) });

const setCookies = (response: { headers: Record<string, unknown> }) => ([] as string[]).concat((response.headers['set-cookie'] as string[]) ?? []);

describe('login', () => {
  it('answers a wrong e-mail and a wrong password alike', async () => {
    const wrongEmail = await login('nobody@example.com', shop.user.password, '10.0.0.1');
    const wrongPassword = await login(shop.user.email, 'not-the-password', '10.0.0.1');
    expect(wrongEmail.statusCode).toBe(401);
    expect(wrongPassword.statusCode).toBe(401);
    expect(wrongEmail.json()).toEqual({ error: 'Unauthorized', message: 'The e-mail address or the password is wrong' });
    expect(wrongPassword.json()).toEqual(wrongEmail.json());
    expect(setCookies(wrongPassword)).toEqual([]);
  });

  it('sets the four auth cookies and the device cookie HttpOnly, SameSite=Lax, Path=/ (Secure only over HTTPS)', async () => {
    const response = await login(shop.user.email, shop.user.password);
    const cookies = setCookies(response);
    expect(cookies.map((line) => line.split('=')[0])).toEqual(['device', 'access', 'refresh', 'id', 'sd']);
    for (const line of cookies) {
      expect(line).toMatch(/; HttpOnly/);
      expect(line).toMatch(/; SameSite=Lax/);
      expect(line).not.toMatch(/; Secure/);
      expect(line).toMatch(/; Path=\//);
    }
    const maxAge = (name: string) => Number(/Max-Age=(\d+)/.exec(cookies.find((line) => line.startsWith(`${name}=`)) ?? '')?.[1]);
    expect(maxAge('access')).toBe(15 * 60);
    expect(maxAge('refresh')).toBe(30 * 24 * 3600);
    expect(maxAge('sd')).toBe(365 * 24 * 3600);
    // Tokens are long random strings; the user-data cookie holds the user id and nothing secret.
    const value = (name: string) => decodeURIComponent(cookies.find((line) => line.startsWith(`${name}=`))!.split(';')[0]!.split('=')[1]!);
    expect(value('access')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(value('refresh')).not.toBe(value('access'));
    expect(JSON.parse(value('sd'))).toEqual({ userId: shop.user.userId });
  });

  it('stores only hashes of the tokens', async () => {
    const response = await login(shop.user.email, shop.user.password);
    const access = /access=([^;]+)/.exec(setCookies(response).find((line) => line.startsWith('access='))!)![1]!;
    const found = await shop.db.query('SELECT 1 FROM session_tokens WHERE token_hash = $1', [access]);
    expect(found).toEqual([]);
    const [user] = await shop.db.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE id = $1', [shop.user.userId]);
    expect(user!.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });
});

describe('the refresh token', () => {
  it('renews an expired access cookie and rotates; a copied old refresh token ends the session', async () => {
    const first = await login(shop.user.email, shop.user.password);
    const refresh = /refresh=([^;]+)/.exec(setCookies(first).find((line) => line.startsWith('refresh='))!)![1]!;
    // Only the refresh cookie: as after the access cookie's 15 minutes.
    const renewed = await shop.app.inject({ url: '/api/auth/verify', headers: { cookie: `refresh=${refresh}` } });
    expect(renewed.json()).toEqual({ userId: { userId: shop.user.userId } });
    const rotated = cookieHeaderFrom(renewed.headers['set-cookie']);
    expect(rotated).toMatch(/access=.+; refresh=/);
    expect(rotated).not.toContain(refresh);

    // Within a few seconds the old token still gets an access cookie (parallel requests), no new refresh.
    const parallel = await shop.app.inject({ url: '/api/auth/verify', headers: { cookie: `refresh=${refresh}` } });
    expect(parallel.json()).toEqual({ userId: { userId: shop.user.userId } });
    expect(cookieHeaderFrom(parallel.headers['set-cookie'])).not.toContain('refresh=');

    // Later, the old token coming back means a copy: the whole session ends.
    await shop.db.query("UPDATE session_tokens SET used_at = now() - interval '1 hour' WHERE used_at IS NOT NULL");
    const replay = await shop.app.inject({ url: '/api/auth/verify', headers: { cookie: `refresh=${refresh}` } });
    expect(replay.json()).toEqual({});
    const after = await shop.app.inject({ url: '/api/auth/verify', headers: { cookie: rotated } });
    expect(after.json()).toEqual({});
  });

  it('ignores cookies that are not our tokens', async () => {
    const response = await shop.app.inject({ url: '/api/auth/verify', headers: { cookie: "access=' OR 1=1 --; refresh=x" } });
    expect(response.json()).toEqual({});
  });
});

// One more app, in development and with small limits: cookies without Secure, and the rate limits.
describe('in development, with small login limits', () => {
  let limited: TestApp;
  let user: SignedInUser;

  beforeAll(async () => {
    // The limits count by a clock that stands still: no window runs out between two slow requests.
    limited = await buildTestApp({
      clock: new TestClock().now,
      env: {
        SEED_DEMO_CATALOG: 'false',
        NODE_ENV: 'development',
        LOGIN_LIMIT_PER_ACCOUNT: '3',
        LOGIN_LIMIT_PER_ADDRESS: '5',
        LOGIN_LIMIT_WINDOW_SECONDS: '60',
      },
    });
    user = await createSignedInUser(limited.app);
  });

  afterAll(async () => {
    await limited.close();
  });

  const attempt = (email: string, password: string, remoteAddress: string) =>
    limited.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress });

  it('sets the cookies without Secure (plain http://localhost)', async () => {
    const response = await attempt(user.email, user.password, '10.0.9.9');
    expect(setCookies(response)).toHaveLength(5);
    for (const line of setCookies(response)) expect(line).not.toMatch(/Secure/);
  });

  it('makes an address that keeps guessing at an account wait, and says when to retry', async () => {
    for (let i = 0; i < 3; i += 1) expect((await attempt(user.email, 'wrong-password', '10.1.0.1')).statusCode).toBe(401);
    const waiting = await attempt(user.email, user.password, '10.1.0.1');
    expect(waiting.statusCode).toBe(429);
    expect(waiting.headers['retry-after']).toBe('1');
    expect(waiting.json()).toEqual({ error: 'Too Many Requests', message: 'Too many failed logins. Try again in 1 second.' });
  });

  it('lets the owner in with the right password while others guess at the account from elsewhere', async () => {
    const owner = await createSignedInUser(limited.app, { remoteAddress: '10.7.0.1' });
    for (let i = 0; i < 3; i += 1) {
      for (const guesser of ['10.5.0.1', '10.5.0.2', '10.5.0.3']) {
        expect((await attempt(owner.email, `wrong-password-${i}`, guesser)).statusCode).toBe(401);
      }
    }
    expect((await attempt(owner.email, 'wrong-password-3', '10.5.0.1')).statusCode).toBe(429);
    expect((await attempt(owner.email, owner.password, '10.5.0.9')).statusCode).toBe(200);
  });

  it('counts logins sent all at once before their passwords are checked: only the free ones are checked', async () => {
    const target = await createSignedInUser(limited.app, { remoteAddress: '10.7.0.2' });
    const burst = await Promise.all(Array.from({ length: 24 }, (_, index) => attempt(target.email, `guess-${index}`, '10.6.0.1')));
    const statuses = burst.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(21);
    // The guesser's next try, the right password or not, waits like the others.
    const right = await attempt(target.email, target.password, '10.6.0.1');
    expect(right.statusCode).toBe(429);
    expect(right.headers['retry-after']).toBe('1');
  });

  it('limits registrations per address, so taken numbers and e-mails cannot be probed at will', async () => {
    const taken = { ...newOrganizationBody(), contact: { name: 'Kari', email: user.email, phone: '22334455' } };
    for (let i = 0; i < 5; i += 1) {
      const response = await limited.app.inject({ method: 'POST', url: '/api/organization', payload: taken, remoteAddress: '10.3.0.1' });
      expect(response.statusCode).toBe(409);
    }
    const blocked = await limited.app.inject({ method: 'POST', url: '/api/organization', payload: taken, remoteAddress: '10.3.0.1' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
    expect(blocked.json().Errors).toEqual([{ Code: 'TooManyRequests', Message: 'Too many registrations from this address. Try again later.' }]);
  });

  it('makes an address that guesses across accounts wait, but not for accounts that logged in from it before', async () => {
    const colleague = await createSignedInUser(limited.app, { remoteAddress: '10.7.0.3' });
    expect((await attempt(colleague.email, colleague.password, '10.2.0.1')).statusCode).toBe(200);
    for (let i = 0; i < 5; i += 1) expect((await attempt(`someone${i}@example.com`, 'whatever-pass', '10.2.0.1')).statusCode).toBe(401);
    const blocked = await attempt(`other@example.com`, 'whatever-pass', '10.2.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
    // Another address is not affected, nor a colleague who logs in from this one as before.
    expect((await attempt('other@example.com', 'whatever-pass', '10.2.0.2')).statusCode).toBe(401);
    expect((await attempt(colleague.email, colleague.password, '10.2.0.1')).statusCode).toBe(200);
  });

  it('counts password changes sent all at once before the old passwords are checked', async () => {
    const person = await createSignedInUser(limited.app, { remoteAddress: '10.7.0.4' });
    const change = (oldPassword: string) =>
      limited.app.inject({
        method: 'POST',
        url: `/api/auth/user/${person.userId}/password`,
        headers: { cookie: person.cookie },
        payload: { oldPassword, newPassword: 'a-brand-new-password' },
      });
    const burst = await Promise.all(Array.from({ length: 12 }, (_, index) => change(`guess-${index}`)));
    const statuses = burst.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 400)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(9);
    expect((await change(person.password)).statusCode).toBe(429);
  });
});

describe('behind a proxy the API was not told about', () => {
  it('ignores X-Forwarded-For and says so loudly in the log, once per process', async () => {
    const proxyWarnings = () => logged.filter((line) => line.includes('TRUST_PROXY'));
    await shop.app.inject({ url: '/api/auth/verify' });
    expect(proxyWarnings()).toEqual([]);
    for (const client of ['203.0.113.7', '203.0.113.8']) {
      const answer = await shop.app.inject({ url: '/api/auth/verify', headers: { 'x-forwarded-for': client } });
      expect(answer.statusCode).toBe(200);
    }
    expect(proxyWarnings()).toHaveLength(1);
    expect(JSON.parse(proxyWarnings()[0] as string)).toMatchObject({ level: 40, header: 'x-forwarded-for' });
  });
});

describe('state-changing requests', () => {
  it('must be JSON', async () => {
    const form = await shop.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `email=${encodeURIComponent(shop.user.email)}&password=${shop.user.password}`,
    });
    expect(form.statusCode).toBe(415);
    expect(form.json()).toEqual({ error: 'Unsupported Media Type', message: 'Send the request body as JSON (Content-Type: application/json)' });
    const text = await shop.app.inject({
      method: 'POST',
      url: `/api/organization/${shop.user.organizationId}/deliveryAddress`,
      headers: { cookie: shop.user.cookie, 'content-type': 'text/plain' },
      payload: '{"street":"x","zipCode":"0155","area":"Oslo"}',
    });
    expect(text.statusCode).toBe(415);
  });

  it('must come from the shop itself when the browser names an origin', async () => {
    const payload = { street: 'Storgata 9', zipCode: '0155', area: 'Oslo' };
    const url = `/api/organization/${shop.user.organizationId}/deliveryAddress`;
    const foreign = await shop.app.inject({ method: 'POST', url, payload, headers: { cookie: shop.user.cookie, origin: 'https://evil.example', host: 'shop.example.no' } });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({ error: 'Forbidden', message: 'This request must come from the shop itself' });
    const own = await shop.app.inject({ method: 'POST', url, payload, headers: { cookie: shop.user.cookie, origin: 'https://shop.example.no', host: 'shop.example.no' } });
    expect(own.statusCode).toBe(201);
    const list = await shop.app.inject({ url, headers: { cookie: shop.user.cookie } });
    expect(list.json()).toHaveLength(1);
  });
});

describe('authorize', () => {
  it('sends a visitor to the login page in the language of the page, carrying a safe return path', async () => {
    const nb = await shop.app.inject('/api/auth/authorize?returnTo=%2Fprodukter%2FAX-100');
    expect(nb.statusCode).toBe(302);
    expect(nb.headers.location).toBe('/min-side/logg-inn?returnTo=%2Fprodukter%2FAX-100');
    const en = await shop.app.inject('/api/auth/authorize?returnTo=%2Fen%2Fproducts');
    expect(en.headers.location).toBe('/en/account/log-in?returnTo=%2Fen%2Fproducts');
    const chosen = await shop.app.inject({ url: '/api/auth/authorize', headers: { cookie: 'locale=en' } });
    expect(chosen.headers.location).toBe('/en/account/log-in');
  });

  it('never sends anyone to another site', async () => {
    for (const evil of ['//evil.example', 'https://evil.example/x', '/\\evil.example', 'javascript:alert(1)']) {
      const response = await shop.app.inject(`/api/auth/authorize?returnTo=${encodeURIComponent(evil)}`);
      expect(response.headers.location).toBe('/min-side/logg-inn');
    }
  });

  it('sends a logged-in user straight back', async () => {
    const response = await shop.app.inject({ url: '/api/auth/authorize?returnTo=%2Fprodukter', headers: { cookie: shop.user.cookie } });
    expect(response.headers.location).toBe('/produkter');
  });
});
