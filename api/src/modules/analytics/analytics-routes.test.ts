import { SMALL_CATALOG } from '../../../test/support/shop-world';
import { buildTestApp, type TestApp } from '../../../test/support/test-app';

const consented = 'consent=true; enabled-cookies=analytics; analytics_id=3f2a9c';

describe('POST /api/analytics/pageview', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await buildTestApp({ env: { SEED_DEMO_CATALOG: 'false', ANALYTICS_PER_MINUTE: '5' } });
    await shop.app.catalog.import(SMALL_CATALOG);
  });
  afterAll(() => shop.close());

  const views = async (path: string) =>
    (await shop.db.query<{ views: number }>('SELECT views FROM page_views WHERE path = $1', [path]))[0]?.views ?? 0;

  let client = 0;
  const send = (payload: unknown, cookie?: string, remoteAddress = `10.40.0.${(client += 1)}`) =>
    shop.app.inject({
      method: 'POST',
      url: '/api/analytics/pageview',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      payload: JSON.stringify(payload),
      remoteAddress,
    });

  it('counts a view per day and path for a visitor who accepted analytics', async () => {
    expect((await send({ path: '/kameraovervakning' }, consented)).statusCode).toBe(204);
    expect((await send({ path: '/kameraovervakning' }, consented)).statusCode).toBe(204);
    expect(await views('/kameraovervakning')).toBe(2);
  });

  it('answers the same but counts nothing without consent, or after declining', async () => {
    expect((await send({ path: '/om-oss' })).statusCode).toBe(204);
    expect((await send({ path: '/om-oss' }, 'consent=true; enabled-cookies=; analytics_id=x')).statusCode).toBe(204);
    expect((await send({ path: '/om-oss' }, 'enabled-cookies=analytics; analytics_id=x')).statusCode).toBe(204);
    expect(await views('/om-oss')).toBe(0);
  });

  it('counts only pages of the shop: a made-up path or a product that does not exist is answered alike and not stored', async () => {
    for (const path of ['/produkter/KORT-1', '/en/products/KORT-1', '/produkter/NOPE-1', '/finnes-ikke', '/wp-admin/setup.php']) {
      expect((await send({ path }, consented)).statusCode).toBe(204);
    }
    const stored = await shop.db.query<{ path: string }>("SELECT path FROM page_views WHERE path <> '/kameraovervakning' ORDER BY path");
    expect(stored.map((row) => row.path)).toEqual(['/en/products/KORT-1', '/produkter/KORT-1']);
  });

  it('counts at most ANALYTICS_PER_MINUTE views a minute from one address, then says when to send again', async () => {
    const from = (n: number) => send({ path: '/innbruddsalarm' }, consented, n < 6 ? '10.41.0.1' : '10.41.0.2');
    const answers = [];
    for (let n = 0; n < 7; n += 1) answers.push(await from(n));
    expect(answers.map((answer) => answer.statusCode)).toEqual([204, 204, 204, 204, 204, 429, 204]);
    expect(Number(answers[5]?.headers['retry-after'])).toBeGreaterThan(0);
    expect(await views('/innbruddsalarm')).toBe(6);
  });

  it('refuses a body that is not a path, with a plain message', async () => {
    for (const payload of [{}, { path: 'https://evil.example' }, { path: '/x'.repeat(200) }, { path: 12 }, { path: '/produkter?x=1' }, { path: '/a b' }]) {
      const response = await send(payload, consented);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toEqual(expect.any(String));
    }
  });
});
