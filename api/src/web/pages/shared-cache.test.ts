import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as pause } from 'node:timers/promises';
import { type TestApp, buildTestApp } from '../../../test/support/test-app';
import { createSignedInUser } from '../../../test/support/test-session';

/**
 * A stand-in for the shell's render module: a page with the consent bar unless the visitor has
 * answered; /kontakt has a late part put in place by an inline script carrying the answer's nonce,
 * as React streams a part that came late.
 */
const RENDER_MODULE = `
exports.render = async (request) => {
  const data = request.data || {};
  const answered = data.consent ? data.consent.answered : false;
  const late = request.url.startsWith('/kontakt') ? '<script nonce="' + data.nonce + '">late()</script>' : '';
  return (async function* page() {
    yield '<!doctype html><html><head></head><body><main>' + request.url + '</main>' + 'x'.repeat(2000);
    yield (answered ? '' : '<aside id="consent-bar">Informasjonskapsler</aside>') + late;
    yield '</body></html>';
  })();
};
`;

const SHARED = 'public, max-age=0, s-maxage=5, stale-if-error=600';

let webRoot: string;
let shop: TestApp;

beforeAll(async () => {
  webRoot = mkdtempSync(path.join(os.tmpdir(), 'shop-shared-cache-'));
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(webRoot, file)), { recursive: true });
    writeFileSync(path.join(webRoot, file), text);
  };
  write('shell/dist/index.html', '<!doctype html><html><head><title>Butikk</title></head><body><div id="root"></div></body></html>');
  write('shell/dist/server/render-page.js', RENDER_MODULE);
  shop = await buildTestApp({ env: { SEED_DEMO_CATALOG: 'false', WEB_ROOT: webRoot } });
  await shop.app.listen({ port: 0, host: '127.0.0.1' });
}, 60_000);

afterAll(async () => {
  await shop.close();
  rmSync(webRoot, { recursive: true, force: true });
});

let visitors = 0;
const get = (url: string, headers: Record<string, string> = {}) =>
  shop.app.inject({ method: 'GET', url, headers, remoteAddress: `10.2.${Math.floor(visitors / 250)}.${(visitors++ % 250) + 1}` });

/** Asked until the API sends it again from its visitor page cache (a render on a busy machine may fall back to the browser's). */
async function sentAgain(url: string, headers: Record<string, string> = {}) {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const page = await get(url, headers);
    if (page.headers['x-page-render'] === 'cache') return page;
    await pause(50);
  }
  throw new Error(`${url} was never sent from the visitor page cache`);
}

describe('what a shared cache in front of the processes may keep of a page', () => {
  it('a visitor page the API sent again from its cache, when the edge read the consent answer as the API does', async () => {
    const page = await sentAgain('/om-oss', { 'x-edge-consent': 'unanswered' });
    expect(page.headers['cache-control']).toBe(SHARED);
    expect(page.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(page.body).toContain('id="consent-bar"');
    const answered = await sentAgain('/om-oss', { cookie: 'consent=true; enabled-cookies=analytics', 'x-edge-consent': 'answered:analytics' });
    expect(answered.headers['cache-control']).toBe(SHARED);
    expect(answered.body).not.toContain('id="consent-bar"');
    expect(answered.headers.etag).not.toBe(page.headers.etag);
  });

  it('asked again with its ETag, a 304 with the same caching and no body: the new page once it changed', async () => {
    const page = await sentAgain('/om-oss', { 'x-edge-consent': 'unanswered', 'accept-encoding': 'br' });
    const etag = String(page.headers.etag);
    const again = await get('/om-oss', { 'x-edge-consent': 'unanswered', 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers['cache-control']).toBe(SHARED);
    expect(again.headers.etag).toBe(etag);
    // Another representation (not compressed) has a tag of its own: the compressed one's tag gets it whole.
    const plain = await get('/om-oss', { 'x-edge-consent': 'unanswered', 'if-none-match': etag });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers.etag).not.toBe(etag);
    // Another consent answer is another page: the unanswered page's tag gets it whole.
    const answered = await sentAgain('/om-oss', { cookie: 'consent=true; enabled-cookies=', 'x-edge-consent': 'answered:', 'accept-encoding': 'br', 'if-none-match': etag });
    expect(answered.statusCode).toBe(200);
  });

  it('not where the edge read the Cookie header otherwise than the API, or did not say how it read it', async () => {
    expect((await sentAgain('/om-oss', { 'x-edge-consent': 'unanswered' })).headers['cache-control']).toBe(SHARED);
    // A cookie whose value decodes to "a; consent=true" is no answer: an edge that took it for one is wrong.
    const hostile = await sentAgain('/om-oss', { cookie: 'x=a%3B%20consent%3Dtrue', 'x-edge-consent': 'answered:' });
    expect(hostile.body).toContain('id="consent-bar"');
    expect(hostile.headers['cache-control']).toBe('no-cache');
    for (const [cookie, edge] of [
      ['consent=false; consent=true', 'answered:'],
      ['consent=true; enabled-cookies=analytics,analytics', 'answered:analytics'],
      ['consent=tru%65', 'unanswered'],
      ['', 'answered:analytics'],
      ['', 'Unanswered'],
    ] as const) {
      expect({ cookie, edge, cacheControl: (await sentAgain('/om-oss', { cookie, 'x-edge-consent': edge })).headers['cache-control'] }).toEqual({ cookie, edge, cacheControl: 'no-cache' });
    }
    // No edge in front (or one that does not say what it keyed on): the browser's revalidation only.
    expect((await sentAgain('/om-oss')).headers['cache-control']).toBe('no-cache');
  });

  it('never for a page rendered now, one with a late part (a nonce), nor one its own cache does not keep', async () => {
    const edge = { 'x-edge-consent': 'unanswered' };
    const first = await get('/personvernerklaering', edge);
    expect(first.headers['x-page-render']).toBe('server');
    expect(first.headers['cache-control']).toBe('no-cache');
    // Sent again from the API's cache, the same page is the shared cache's.
    expect((await sentAgain('/personvernerklaering', edge)).headers['cache-control']).toBe(SHARED);
    // A late part's script carries one answer's nonce: sent again, it gets another, and no shared copy.
    const late = await sentAgain('/kontakt', edge);
    expect(late.body).toMatch(/<script nonce="[\w-]+">late\(\)<\/script>/);
    expect(late.headers['cache-control']).toBe('no-cache');
    expect(late.headers.etag).toBeUndefined();
    const params = Array.from({ length: 20 }, (_, index) => `x${index}=${index}`).join('&');
    for (const url of [`/om-oss?${params}`, '//om-oss', '/om-oss/', '/finnes-ikke']) {
      const page = await get(url, edge);
      expect({ url, cacheControl: page.headers['cache-control'], etag: page.headers.etag }).toEqual({ url, cacheControl: 'no-cache', etag: undefined });
    }
  });

  it("never for a logged-in person's page, whatever the edge says", async () => {
    const user = await createSignedInUser(shop.app);
    expect((await sentAgain('/om-oss', { 'x-edge-consent': 'unanswered' })).headers['cache-control']).toBe(SHARED);
    const page = await get('/om-oss', { cookie: user.cookie, 'x-edge-consent': 'unanswered' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.headers.etag).toBeUndefined();
  });
});
