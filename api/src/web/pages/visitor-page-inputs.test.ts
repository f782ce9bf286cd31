import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as pause } from 'node:timers/promises';
import { type TestApp, buildTestApp } from '../../../test/support/test-app';

/**
 * A stand-in for the shell's render module (shell/src/server/server-entry.ts) with the parts of a
 * page a visitor's cache can get wrong: the head's canonical, language and structured-data links
 * on the shop's address, and the consent bar unless the visitor has answered it. The consent
 * answer is read as the shell's module reads it: the answer the API hands the render
 * (data.consent); a render request that hands cookies by name instead had them joined into a
 * Cookie header, as the shell's module did with such a request.
 */
const RENDER_MODULE = `
exports.render = async (request, { api }) => {
  const data = request.data || {};
  // The whole catalogue's list: a heavy read, counted against the visitor's address.
  const list = request.url.startsWith('/produkter') ? '<p>list read: ' + (await api('/api/product/list')).status + '</p>' : '';
  const joined = Object.entries(request.cookies || {}).map(([name, value]) => name + '=' + value).join('; ');
  const answered = data.consent ? data.consent.answered : joined.split(';').some((part) => part.trim() === 'consent=true');
  const pathname = request.url.split('?')[0];
  const head =
    '<link rel="canonical" href="' + data.origin + pathname + '">' +
    '<link rel="alternate" hreflang="en" href="' + data.origin + '/en' + pathname + '">' +
    '<script type="application/ld+json">' + JSON.stringify({ url: data.origin + pathname }) + '</script>';
  return (async function* page() {
    yield '<!doctype html><html><head>' + head + '</head><body><main>' + request.url + '</main>' + list;
    yield answered ? '' : '<aside id="consent-bar">Informasjonskapsler</aside>';
    yield '</body></html>';
  })();
};
`;

let webRoot: string;
let shop: TestApp;

beforeAll(async () => {
  webRoot = mkdtempSync(path.join(os.tmpdir(), 'shop-visitor-pages-'));
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(webRoot, file)), { recursive: true });
    writeFileSync(path.join(webRoot, file), text);
  };
  write('shell/dist/index.html', '<!doctype html><html><head><title>Butikk</title></head><body><div id="root"></div></body></html>');
  write('shell/dist/server/render-page.js', RENDER_MODULE);
  // PUBLIC_URL unset, as under npm start: the shop's address is http://localhost:8080 (PORT's default).
  // The work budget's clock stands still: what each address has left is known exactly. 960 units a
  // minute hold 160: one page rendered (150) and its reads per address.
  shop = await buildTestApp({ env: { SEED_DEMO_CATALOG: 'false', WEB_ROOT: webRoot, WORK_UNITS_PER_MINUTE: '960' }, workClock: () => 0 });
  // The render workers load the module once the server listens (they fetch the remotes from it).
  await shop.app.listen({ port: 0, host: '127.0.0.1' });
  await renderedOnServer('/om-oss');
}, 60_000);

afterAll(async () => {
  await shop.close();
  rmSync(webRoot, { recursive: true, force: true });
});

/** Each visit from an address of its own unless one is named: only the greedy visitor below spends its budget. */
let visitors = 0;
const freshAddress = () => `10.1.${Math.floor(visitors / 250)}.${(visitors++ % 250) + 1}`;
const get = (url: string, headers: Record<string, string> = {}, remoteAddress = freshAddress()) => shop.app.inject({ method: 'GET', url, headers, remoteAddress });

/**
 * A page asked until the server rendered it (a render that misses its first-byte budget on a busy
 * machine falls back to the browser's page and is not kept): no figure of time is asserted.
 */
async function renderedOnServer(url: string, headers: Record<string, string> = {}, remoteAddress?: string) {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const page = await get(url, headers, remoteAddress ?? freshAddress());
    if (page.headers['x-page-render'] !== 'browser') return page;
    await pause(50);
  }
  throw new Error(`${url} was never rendered on the server`);
}

describe("a visitor's kept page depends only on what its key says", () => {
  it('names no Host a request gave in its canonical, language or structured-data links', async () => {
    const hostile = await renderedOnServer('/kontakt', { host: 'evil.example' });
    expect(hostile.statusCode).toBe(200);
    const later = await get('/kontakt');
    expect(later.headers['x-page-render']).toBe('cache');
    expect(later.body).not.toContain('evil.example');
    expect(later.body).toContain('<link rel="canonical" href="http://localhost:8080/kontakt">');
    expect(later.body).toContain('hreflang="en" href="http://localhost:8080/en/kontakt"');
    expect(later.body).toContain('{"url":"http://localhost:8080/kontakt"}');
  });

  it("shows the consent bar to a visitor who has not answered, whatever another cookie's value decodes to", async () => {
    const hostile = await renderedOnServer('/kjopsvilkar', { cookie: 'x=a%3B%20consent%3Dtrue' });
    expect(hostile.body).toContain('id="consent-bar"');
    const later = await get('/kjopsvilkar');
    expect(later.headers['x-page-render']).toBe('cache');
    expect(later.body).toContain('id="consent-bar"');
    // A visitor who answered gets the page without the bar, kept under their answer.
    const answered = await renderedOnServer('/kjopsvilkar', { cookie: 'consent=true; enabled-cookies=' });
    expect(answered.body).not.toContain('id="consent-bar"');
    expect((await get('/kjopsvilkar')).body).toContain('id="consent-bar"');
  });

  it('keeps no page for an address naming parameters its route does not read, nor for an unknown address or another spelling of a path', async () => {
    for (let index = 0; index < 20; index += 1) {
      const address = `/personvernerklaering?utm_campaign=${index}&x${index}=1`;
      expect((await renderedOnServer(address)).body).toContain(`<main>${address}</main>`);
      // Asked again, it is rendered again: no entry was made for it.
      expect((await renderedOnServer(address)).headers['x-page-render']).toBe('server');
    }
    for (const unknown of ['/finnes-ikke-1', '/finnes-ikke-2']) {
      expect((await renderedOnServer(unknown)).statusCode).toBe(404);
      expect((await renderedOnServer(unknown)).headers['x-page-render']).toBe('server');
    }
    // Another spelling of a page's path shows the page, rendered again each time: there is no end to such spellings.
    for (const spelling of ['//personvernerklaering', '/personvernerklaering/', '///personvernerklaering']) {
      expect((await renderedOnServer(spelling)).statusCode).toBe(200);
      expect((await renderedOnServer(spelling)).headers['x-page-render']).toBe('server');
    }
    // The page itself, without them, is kept.
    await renderedOnServer('/personvernerklaering');
    expect((await get('/personvernerklaering')).headers['x-page-render']).toBe('cache');
  });

  it("renders a greedy address's page whole: the page's reads of the API are inside its render's charge", async () => {
    // A greedy address: 20 whole lists leave it 140 of its 160 units, enough to start a page (150),
    // whose list read is then paid for by the render, not refused. A render that fell back on a
    // busy machine is tried again from another such address.
    const greedyPage = async () => {
      const greedy = freshAddress();
      for (let read = 0; read < 20; read += 1) expect((await get('/api/product/list', {}, greedy)).statusCode).toBe(200);
      return get('/produkter', {}, greedy);
    };
    let page = await greedyPage();
    for (let attempt = 0; attempt < 50 && page.headers['x-page-render'] === 'browser'; attempt += 1) page = await greedyPage();
    expect(page.headers['x-page-render']).toBe('server');
    expect(page.body).toContain('list read: 200');
  });
});
