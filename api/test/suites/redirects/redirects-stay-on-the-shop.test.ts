import { readFileSync, readdirSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createFakeWebRoot } from '../../support/fake-web-root';
import { type TestApp, buildTestApp } from '../../support/test-app';
import { createSignedInUser } from '../../support/test-session';

/**
 * Every redirect the shop answers goes to a path on the shop: exactly one `/` and then neither a
 * `/` nor a `\` (which browsers read as a slash), so no Location names another host. Each
 * redirecting route is sent the addresses a probe tries, over a real connection (the request line
 * as a browser or a script sends it, not parsed by a test client first).
 */
const HOSTILE = ['//evil.example/x', '/\\evil.example/x', '/%2F%2Fevil.example/x', '/\\\\evil', '///evil.example/x', '/.//evil.example/x'];
const LOCAL = /^\/(?![/\\])/;

let shop: TestApp;
let webRoot: ReturnType<typeof createFakeWebRoot>;
let port: number;

beforeAll(async () => {
  webRoot = createFakeWebRoot();
  // Pages answered as the browser renders them: what is asked here is the server's answer's status and Location.
  shop = await buildTestApp({ env: { WEB_ROOT: webRoot.dir, SERVER_RENDER: 'false' } });
  await shop.app.listen({ port: 0, host: '127.0.0.1' });
  port = (shop.app.server.address() as AddressInfo).port;
}, 120_000);

afterAll(async () => {
  await shop.close();
  webRoot.remove();
});

interface Answer {
  status: number;
  location: string | undefined;
}

/** One request with `target` as its request line's path, as sent. */
function send(method: 'GET' | 'POST', target: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const body = method === 'POST' ? 'name=value' : undefined;
    const outgoing = httpRequest(
      { host: '127.0.0.1', port, method, path: target, headers: { ...headers, ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) } },
      (incoming) => {
        incoming.resume();
        incoming.once('end', () => resolve({ status: incoming.statusCode ?? 0, location: incoming.headers.location }));
      },
    );
    outgoing.once('error', reject);
    outgoing.end(body);
  });
}

/** The answer stays on the shop; returns whether it was a redirect at all. */
function expectOnTheShop(target: string, answer: Answer): boolean {
  expect({ target, status: answer.status }).not.toEqual({ target, status: 500 });
  if (answer.status < 300 || answer.status >= 400) return false;
  expect({ target, location: answer.location }).toEqual({ target, location: expect.stringMatching(LOCAL) });
  expect({ target, host: new URL(answer.location ?? '', `http://127.0.0.1:${port}/kontakt`).host }).toEqual({ target, host: `127.0.0.1:${port}` });
  return true;
}

describe('every redirect of the shop goes to a path on the shop', () => {
  it('a form posted to a page (its fields unread) goes back to that page', async () => {
    for (const address of HOSTILE) {
      const answer = await send('POST', address);
      expect(expectOnTheShop(address, answer)).toBe(true);
      expect(answer.status).toBe(303);
    }
    expect((await send('POST', '//evil.example/phish')).location).toBe('/evil.example/phish');
  });

  it("the consent bar's answer posted without scripts goes on to the page", async () => {
    for (const address of HOSTILE) {
      const target = `${address}?consent-answer=accept`;
      expect(expectOnTheShop(target, await send('POST', target))).toBe(true);
    }
  });

  it('a list naming a supplier the catalogue does not have goes to the list at its own path', async () => {
    for (const address of [...HOSTILE.map((prefix) => `${prefix}/kameraovervakning`), '//kameraovervakning', '/\\kameraovervakning', '///kameraovervakning']) {
      expectOnTheShop(address, await send('GET', `${address}?supplier=nope`));
    }
    expect(await send('GET', '//kameraovervakning?supplier=nope')).toEqual({ status: 302, location: '/kameraovervakning' });
    expect(await send('GET', '///en/camera-surveillance?supplier=nope&page=2')).toEqual({ status: 302, location: '/en/camera-surveillance?page=2' });
  });

  it("a product under another category's path goes to its own", async () => {
    const product = shop.app.catalog.current.products[0];
    if (!product) throw new Error('the demo catalogue has no products');
    const own = shop.app.catalog.current.product(product.skuId)?.category;
    const other = own === 'kameraovervakning' ? 'innbruddsalarm' : 'kameraovervakning';
    for (const prefix of ['', ...HOSTILE]) {
      const target = `${prefix}/${other}/${product.skuId}?x=//evil.example`;
      expectOnTheShop(target, await send('GET', target));
    }
    expect((await send('GET', `//${other}/${product.skuId}`)).location).toBe(`/${own}/${product.skuId}`);
  });

  it('the front page goes to the English one for a visitor who chose English', async () => {
    for (const target of ['/?//evil.example', '/?/\\evil.example', '//', '/\\']) {
      expectOnTheShop(target, await send('GET', target, { cookie: 'locale=en' }));
    }
    expect(await send('GET', '/?//evil.example', { cookie: 'locale=en' })).toEqual({ status: 302, location: '/en?//evil.example' });
  });

  it('logging in goes back to the page asked for, or to the login page carrying it', async () => {
    const user = await createSignedInUser(shop.app);
    for (const returnTo of [...HOSTILE, '/.//kontakt', '/x/..//min-side', '/%5C%5Cevil', 'https://evil.example']) {
      const target = `/api/auth/authorize?returnTo=${encodeURIComponent(returnTo)}`;
      expect(expectOnTheShop(target, await send('GET', target))).toBe(true);
      expect(expectOnTheShop(target, await send('GET', target, { cookie: user.cookie }))).toBe(true);
    }
  });

  it("an e-mail confirmation link goes to the login page, whatever its token says", async () => {
    for (const token of HOSTILE) {
      const target = `/api/auth/confirm-email?token=${encodeURIComponent(token)}`;
      expect(expectOnTheShop(target, await send('GET', target))).toBe(true);
    }
  });

  it('no other code of the API answers a redirect but through localPath (infra/http/local-redirect.ts)', () => {
    const source = path.resolve(__dirname, '..', '..', '..', 'src');
    const files = readdirSync(source, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
    const redirecting = files.filter((file) => /\.redirect\(|['"]location['"]/i.test(readFileSync(path.join(source, file), 'utf8')));
    expect(redirecting).toEqual([path.join('infra', 'http', 'local-redirect.ts')]);
  });
});
