import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type TestApp, buildTestApp } from '../../support/test-app';
import { createSignedInUser } from '../../support/test-session';

// A page rendered on the server costs what the budget table says (a render, 150 units), its own
// reads of the API inside that charge; and a page one of whose reads was refused or failed is
// never sent without what the read would have given: the browser renders it. The shell's server
// build here reads the page's products (priced for a logged-in person) before it answers, and
// beside them the read its `read` parameter names: two test routes stand for a read refused (429)
// and one that failed (500). The budget's clock stands still at 60 units a minute, so a refusal's
// Retry-After reads what was spent.
let webRoot: string;
let shop: TestApp;
let now = 0;
const PER_MINUTE = 60;
const SHELL_PAGE = '<!doctype html><html><head><title>Butikk</title></head><body><div id="root"></div></body></html>';

beforeAll(async () => {
  webRoot = mkdtempSync(path.join(os.tmpdir(), 'shop-render-reads-'));
  const server = path.join(webRoot, 'shell', 'dist', 'server');
  mkdirSync(server, { recursive: true });
  writeFileSync(path.join(webRoot, 'shell', 'dist', 'index.html'), SHELL_PAGE);
  writeFileSync(path.join(server, 'package.json'), '{ "type": "module" }');
  copyFileSync(path.resolve(__dirname, '../../../src/web/render-pool/fixtures/priced-reads.mjs'), path.join(server, 'render-page.js'));
  shop = await buildTestApp({
    env: { WEB_ROOT: webRoot, SERVER_RENDER: 'yes', WORK_UNITS_PER_MINUTE: String(PER_MINUTE) },
    workClock: () => now,
    beforeReady: (app) => {
      app.get('/api/test-reads/refused', async (_request, reply) => reply.code(429).header('retry-after', '30').send({ error: 'Too Many Requests', message: 'Not now.' }));
      app.get('/api/test-reads/failed', async (_request, reply) => reply.code(500).send({ error: 'Internal Server Error', message: 'Something went wrong on our side' }));
    },
  });
  // The workers load the release from this process: it listens, and is ready once they have.
  await shop.app.listen({ port: 0, host: '127.0.0.1' });
  for (let tries = 0; (await shop.app.inject({ url: '/api/ready' })).statusCode !== 200; tries += 1) {
    if (tries > 600) throw new Error('The render workers did not start');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}, 120_000);

afterAll(async () => {
  await shop.close();
  rmSync(webRoot, { recursive: true, force: true });
});

let nextAddress = 0;
const freshAddress = () => `10.92.0.${++nextAddress}`;

/** A cheap read (one product): 429 once the address (or account) has nothing left; its Retry-After then says how far below zero. */
const probe = (remoteAddress: string, cookie?: string) =>
  shop.app.inject({ url: `/api/product/detail/${shop.app.catalog.current.products[0]?.skuId}`, remoteAddress, ...(cookie ? { headers: { cookie } } : {}) });

const page = (url: string, remoteAddress: string, cookie?: string) => shop.app.inject({ url, remoteAddress, ...(cookie ? { headers: { cookie } } : {}) });

/** Spent: 1 - (10 held - 150 for the render) units at one a second. */
const AFTER_ONE_RENDER = '141';

describe('a page rendered on the server with reads of its own', () => {
  it("costs a logged-in person's organisation one render, its priced reads inside it", async () => {
    now += 3_600_000;
    const user = await createSignedInUser(shop.app, { remoteAddress: freshAddress() });
    const rendered = await page('/innbruddsalarm', freshAddress(), user.cookie);
    expect(rendered.headers['x-page-render']).toBe('server');
    // The page shows the customer's prices: the priced read was made.
    expect(rendered.body).toMatch(/data-price="\d/);
    const refused = await probe(freshAddress(), user.cookie);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe(AFTER_ONE_RENDER);
  });

  it("costs a visitor's address one render, its reads inside it", async () => {
    now += 3_600_000;
    const visitor = freshAddress();
    const rendered = await page('/innbruddsalarm?page=4', visitor);
    expect(rendered.headers['x-page-render']).toBe('server');
    // The page shows the products: the read was made.
    expect(rendered.body).toContain('data-sku');
    const refused = await probe(visitor);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe(AFTER_ONE_RENDER);
  });

  it.each([
    ['refused', '/api/test-reads/refused'],
    ['failed', '/api/test-reads/failed'],
  ])('whose read was %s is rendered by the browser, never sent without what it read', async (_how, read) => {
    now += 3_600_000;
    const user = await createSignedInUser(shop.app, { remoteAddress: freshAddress() });
    for (const cookie of [user.cookie, undefined]) {
      // A budget filled again for each page: what is seen is the read's doing.
      now += 3_600_000;
      const answer = await page(`/innbruddsalarm?read=${encodeURIComponent(read)}`, freshAddress(), cookie);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['x-page-render']).toBe('browser');
      expect(answer.body).toContain('<div id="root"></div>');
      expect(answer.body).not.toContain('data-sku');
    }
    // The same page with every read answered is the server's, with the prices.
    now += 3_600_000;
    const whole = await page('/innbruddsalarm?read=%2Fapi%2Fproduct%2Fmenu', freshAddress(), user.cookie);
    expect(whole.headers['x-page-render']).toBe('server');
    expect(whole.body).toMatch(/data-price="\d/);
  });
});
