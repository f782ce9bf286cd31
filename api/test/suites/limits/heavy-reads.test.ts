import { type TestApp, buildTestApp } from '../../support/test-app';

// Heavy reads are budgeted per client (HEAVY_READS_PER_MINUTE): whole-catalogue lists and pictures
// drawn anew. Pages of a list and pictures already drawn cost nothing.
let shop: TestApp;

beforeAll(async () => {
  // The demo catalogue: pictured products, drawn by the shop itself.
  shop = await buildTestApp({ env: { HEAVY_READS_PER_MINUTE: '4' } });
}, 120_000);

afterAll(async () => {
  await shop.close();
});

const get = (url: string, remoteAddress: string) => shop.app.inject({ url, remoteAddress });

describe('a client asking for whole lists', () => {
  it('gets HEAVY_READS_PER_MINUTE of them, then 429 with Retry-After; pages of 24 and other clients go on', async () => {
    const statuses: number[] = [];
    for (const url of ['/api/product/list', '/api/product/search?search=kamera', '/api/product/list', '/api/product/list', '/api/product/list']) {
      statuses.push((await get(url, '10.80.0.1')).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
    const refused = await get('/api/product/list', '10.80.0.1');
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.json()).toMatchObject({ error: 'Too Many Requests', message: expect.stringMatching(/^Too many large requests from this address\. Try again in /) });
    expect((await get('/api/product/list?limit=24', '10.80.0.1')).statusCode).toBe(200);
    expect((await get('/api/product/list', '10.80.0.2')).statusCode).toBe(200);
  });
});

describe('a client asking for pictures', () => {
  it('has the pictures drawn anew for it budgeted, not those already drawn, and its refusal is cached nowhere', async () => {
    const pictures = shop.app.catalog.current.products
      .filter((product) => product.images.length > 0)
      .slice(0, 6)
      .map((product) => `${product.images[0]}`);
    const statuses: number[] = [];
    for (const url of pictures) statuses.push((await get(url, '10.81.0.1')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
    const refused = await get(pictures[5] as string, '10.81.0.1');
    expect(refused.headers['cache-control']).toBe('no-store');
    // Drawn already (for this client or another): served from memory, whoever asks.
    for (let i = 0; i < 10; i += 1) expect((await get(pictures[0] as string, '10.81.0.1')).statusCode).toBe(200);
    expect((await get(pictures[5] as string, '10.81.0.2')).statusCode).toBe(200);
  });
});
