import { rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SMALL_CATALOG, type ShopWorld, buildShopWorld } from '../../support/shop-world';
import { directives } from './policy-directives';

// Security headers on every kind of answer, and a Content-Security-Policy that allows only the
// shop's own origin and the configured remotes' origins (environment and REMOTES_FILE).

const remotesFile = path.join(os.tmpdir(), `shop-remotes-${process.pid}.json`);
let world: ShopWorld;

beforeAll(async () => {
  writeFileSync(remotesFile, JSON.stringify({ account: 'https://konto.cdn.example/mf-manifest.json' }));
  world = await buildShopWorld({
    env: {
      CATALOG_REMOTE_URL: 'https://katalog.cdn.example/remotes/mf-manifest.json',
      ACCOUNT_REMOTE_URL: 'https://ignored-by-the-file.example/mf-manifest.json',
      REMOTES_FILE: remotesFile,
    },
  });
}, 120_000);

afterAll(async () => {
  await world?.close();
  rmSync(remotesFile, { force: true });
});

describe('security headers', () => {
  it('are on every kind of answer', async () => {
    const requests = [
      { url: '/api/product/menu' },
      { url: '/api/does-not-exist' },
      { url: '/api/%zz' },
      { method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/json' }, payload: '{' },
      { method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ x: 'x'.repeat(1_100_000) }) },
      { url: `/api/productUser/list` },
      { url: '/' },
      { url: '/en/products/nothing-here' },
      { url: '/main.js' },
      { url: '/sw.js' },
      { url: '/remotes.json' },
      { url: '/remotes/cart/mf-manifest.json' },
      { url: '/remotes/cart/missing.js' },
      { url: `/api/images/products/${world.skus[0]}.svg` },
      { url: `/api/images/products/${world.skus[0]}.png?w=120` },
    ];
    const statuses: number[] = [];
    for (const request of requests) {
      const answer = await world.app.inject(request as { url: string });
      statuses.push(answer.statusCode);
      expect({ url: request.url, csp: typeof answer.headers['content-security-policy'] }).toEqual({ url: request.url, csp: 'string' });
      expect(answer.headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'DENY',
        'referrer-policy': 'strict-origin-when-cross-origin',
      });
      // Plain http (no TLS, no trusted proxy saying https): HSTS would mean nothing here.
      expect(answer.headers['strict-transport-security']).toBeUndefined();
    }
    expect(new Set(statuses)).toEqual(new Set([200, 400, 401, 404, 413]));
  });

  it('allow only the shop’s own origin and the configured remotes’ origins, and no framing', async () => {
    const policy = directives(String((await world.app.inject('/')).headers['content-security-policy']));
    const remotes = ['https://katalog.cdn.example', 'https://konto.cdn.example'];
    for (const [name, sources] of Object.entries(policy)) {
      const allowed = ["'self'", "'none'", ...remotes];
      if (name === 'style-src') allowed.push("'unsafe-inline'");
      if (name === 'img-src' || name === 'font-src') allowed.push('data:', 'blob:');
      expect({ name, extra: sources.filter((source) => !allowed.includes(source)) }).toEqual({ name, extra: [] });
    }
    for (const name of ['default-src', 'script-src', 'connect-src', 'style-src']) expect(policy[name]).toEqual(expect.arrayContaining(["'self'", ...remotes]));
    expect(policy['script-src']).not.toContain('https://ignored-by-the-file.example');
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'self'"]);
    expect(policy['form-action']).toEqual(["'self'"]);
  });

  it('let pictures the catalogue names by address through, as pictures only', async () => {
    await world.app.catalog.import({
      menuItems: [],
      suppliers: [],
      products: [{ ...(SMALL_CATALOG.products[0] as (typeof SMALL_CATALOG.products)[number]), images: ['https://bilder.leverandor.example/kort-1.png'] }],
    });
    const policy = directives(String((await world.app.inject('/')).headers['content-security-policy']));
    expect(policy['img-src']).toContain('https://bilder.leverandor.example');
    expect(policy['script-src']).not.toContain('https://bilder.leverandor.example');
  });
});
