import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type TestApp, buildTestApp } from '../../support/test-app';
import { createSignedInUser } from '../../support/test-session';

// A page rendered on the server costs a render (150 units) of the visitor's address and, logged in,
// organisation; a visitor's page sent again from the cache costs nothing. The shell's server build
// here is the render pool's test module (it writes the address it was asked); the budget's clock
// stands still at 60 units a minute, so a refusal's Retry-After reads what was spent.
let webRoot: string;
let shop: TestApp;
let now = 0;
const PER_MINUTE = 60;

beforeAll(async () => {
  webRoot = mkdtempSync(path.join(os.tmpdir(), 'shop-render-budget-'));
  const server = path.join(webRoot, 'shell', 'dist', 'server');
  mkdirSync(server, { recursive: true });
  writeFileSync(path.join(webRoot, 'shell', 'dist', 'index.html'), '<!doctype html><html><head><title>Butikk</title></head><body><div id="root"></div></body></html>');
  writeFileSync(path.join(server, 'package.json'), '{ "type": "module" }');
  copyFileSync(path.resolve(__dirname, '../../../src/web/render-pool/fixtures/page.mjs'), path.join(server, 'render-page.js'));
  shop = await buildTestApp({ env: { WEB_ROOT: webRoot, SERVER_RENDER: 'yes', WORK_UNITS_PER_MINUTE: String(PER_MINUTE) }, workClock: () => now });
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
const freshAddress = () => `10.91.0.${++nextAddress}`;

/** A cheap read (one product): 429 once the address (or account) has nothing left; its Retry-After then says how far below zero. */
const probe = (remoteAddress: string, cookie?: string) =>
  shop.app.inject({ url: `/api/product/detail/${shop.app.catalog.current.products[0]?.skuId}`, remoteAddress, ...(cookie ? { headers: { cookie } } : {}) });

const page = (url: string, remoteAddress: string, cookie?: string) => shop.app.inject({ url, remoteAddress, ...(cookie ? { headers: { cookie } } : {}) });

describe('a page rendered on the server', () => {
  it('costs a render when it misses the visitor cache, nothing when it is sent from it', async () => {
    now += 3_600_000;
    const first = freshAddress();
    const rendered = await page('/innbruddsalarm?page=1', first);
    expect(rendered.statusCode).toBe(200);
    expect(rendered.headers['x-page-render']).toBe('server');
    const refused = await probe(first);
    expect(refused.statusCode).toBe(429);
    // 1 - (10 - 150) seconds: 60 units a minute, 10 held.
    expect(refused.headers['retry-after']).toBe('141');

    // The same address again, from another visitor: the kept page, at no cost.
    const second = freshAddress();
    for (let i = 0; i < 20; i += 1) expect((await page('/innbruddsalarm?page=1', second)).headers['x-page-render']).toBe('cache');
    expect((await probe(second)).statusCode).toBe(200);
  });

  it('is refused with 429 and Retry-After, kept by no cache, once the address has spent its budget on pages never asked before', async () => {
    now += 3_600_000;
    const flooder = freshAddress();
    expect((await page('/innbruddsalarm?page=2', flooder)).headers['x-page-render']).toBe('server');
    const refused = await page('/innbruddsalarm?page=3', flooder);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('141');
    expect(refused.headers['cache-control']).toBe('no-store');
    // A page kept already is still sent to it: it costs no render.
    expect((await page('/innbruddsalarm?page=1', flooder)).statusCode).toBe(200);
    expect((await page('/innbruddsalarm?page=3', freshAddress())).headers['x-page-render']).toBe('server');
  });

  it('costs a logged-in person\'s organisation a render each time, from whatever address', async () => {
    now += 3_600_000;
    const user = await createSignedInUser(shop.app, { remoteAddress: freshAddress() });
    expect((await page('/innbruddsalarm', freshAddress(), user.cookie)).headers['x-page-render']).toBe('server');
    const elsewhere = await page('/innbruddsalarm', freshAddress(), user.cookie);
    expect(elsewhere.statusCode).toBe(429);
    expect(elsewhere.json().message).toMatch(/^Too many products, order lines and pages asked for for this account just now\./);
  });
});
