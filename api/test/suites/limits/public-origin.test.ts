import { type TestApp, buildTestApp } from '../../support/test-app';
import { createSignedInUser } from '../../support/test-session';

// PUBLIC_URL decides, whatever a proxy in front of the shop says: an https address makes every
// cookie Secure and every answer carry HSTS; set explicitly, it refuses requests naming another Host.
describe('a shop whose PUBLIC_URL is https, behind a proxy it was not told about', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await buildTestApp({ env: { SEED_DEMO_CATALOG: 'false', PUBLIC_URL: 'https://shop.example.no' } });
  });
  afterAll(async () => {
    await shop.close();
  });

  const get = (url: string, host: string, headers: Record<string, string> = {}) => shop.app.inject({ url, headers: { host, ...headers } });

  it('sets every cookie Secure and sends HSTS, though the request came over plain http', async () => {
    const menu = await get('/api/product/menu', 'shop.example.no', { 'x-forwarded-proto': 'https' });
    expect(menu.statusCode).toBe(200);
    expect(menu.headers['strict-transport-security']).toBe('max-age=31536000');
    const user = await createSignedInUser(shop.app, { host: 'shop.example.no' });
    const login = await shop.app.inject({ method: 'POST', url: '/api/auth/login', headers: { host: 'shop.example.no' }, payload: { email: user.email, password: user.password } });
    expect(login.statusCode).toBe(200);
    const cookies = ([] as string[]).concat(login.headers['set-cookie'] as string[]);
    expect(cookies).toHaveLength(5);
    for (const cookie of cookies) expect(cookie).toMatch(/; Secure/);
  });

  it('refuses a request naming another Host (DNS rebinding), with a plain 421', async () => {
    for (const host of ['evil.example', 'localhost:8080', '127.0.0.1', 'shop.example.no.evil.example']) {
      const refused = await get('/api/product/menu', host);
      expect(refused.statusCode).toBe(421);
      expect(refused.json()).toEqual({ error: 'Misdirected Request', message: 'This shop answers only at https://shop.example.no' });
    }
    expect((await get('/api/product/menu', 'SHOP.example.no:443')).statusCode).toBe(200);
    expect((await get('/', 'evil.example')).statusCode).toBe(421);
  });

  it('answers the health probes under any Host, and /api/ready says ready and nothing more', async () => {
    expect((await get('/api/health', '10.0.0.5:8080')).statusCode).toBe(200);
    const ready = await get('/api/ready', '10.0.0.5:8080');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
  });
});

describe('ALLOWED_HOSTS, and a shop started without PUBLIC_URL', () => {
  it('serves the hosts ALLOWED_HOSTS names besides PUBLIC_URL\'s', async () => {
    const shop = await buildTestApp({ env: { SEED_DEMO_CATALOG: 'false', PUBLIC_URL: 'http://localhost:8080', ALLOWED_HOSTS: '127.0.0.1:8080' } });
    try {
      expect((await shop.app.inject({ url: '/api/product/menu', headers: { host: 'localhost:8080' } })).statusCode).toBe(200);
      expect((await shop.app.inject({ url: '/api/product/menu', headers: { host: '127.0.0.1:8080' } })).statusCode).toBe(200);
      expect((await shop.app.inject({ url: '/api/product/menu', headers: { host: 'rebound.example:8080' } })).statusCode).toBe(421);
      // http: no HSTS, no Secure cookie.
      expect((await shop.app.inject({ url: '/api/product/menu', headers: { host: 'localhost:8080' } })).headers['strict-transport-security']).toBeUndefined();
    } finally {
      await shop.close();
    }
  });

  it('serves any Host without PUBLIC_URL (npm start on http://localhost)', async () => {
    const shop = await buildTestApp({ env: { SEED_DEMO_CATALOG: 'false' } });
    try {
      expect((await shop.app.inject({ url: '/api/product/menu', headers: { host: '127.0.0.1:8080' } })).statusCode).toBe(200);
    } finally {
      await shop.close();
    }
  });
});

