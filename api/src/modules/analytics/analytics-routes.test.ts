import { buildTestApp, type TestApp } from '../../test-support/test-app';

const consented = 'consent=true; enabled-cookies=analytics; analytics_id=3f2a9c';

describe('POST /api/analytics/pageview', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await buildTestApp({ env: { SEED_DEMO_CATALOG: 'false' } });
  });
  afterAll(() => shop.close());

  const views = async (path: string) =>
    (await shop.db.query<{ views: number }>('SELECT views FROM page_views WHERE path = $1', [path]))[0]?.views ?? 0;

  const send = (payload: unknown, cookie?: string) =>
    shop.app.inject({
      method: 'POST',
      url: '/api/analytics/pageview',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      payload: JSON.stringify(payload),
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

  it('refuses a body that is not a path, with a plain message', async () => {
    for (const payload of [{}, { path: 'https://evil.example' }, { path: '/x'.repeat(200) }, { path: 12 }]) {
      const response = await send(payload, consented);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toEqual(expect.any(String));
    }
  });
});
