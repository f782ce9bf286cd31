import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { type TestApp, buildTestApp } from '../../test/support/test-app';
import { createTestDatabase } from '../../test/support/test-database';
import { insertTestOrder } from '../../test/support/test-orders';
import { createSignedInUser } from '../../test/support/test-session';
import { installedRoutes } from '@shop/shared/routes';
import { IMMUTABLE } from '../infra/http/cache-policy';

const SHELL_HTML = '<!doctype html><html><head><title>Butikk</title></head><body><div id="root"></div><script src="/main.1a2b3c4d5e.js"></script></body></html>';
/** The routes block every page carries: the declared routes of the release it is served with. */
const routesBlock = () => `<script type="application/json" id="shop-routes">${JSON.stringify(installedRoutes()).replace(/</g, '\\u003c')}</script>`;
/** The shell page as a visitor gets it: the release's routes, and a session block saying nobody is logged in. */
const visitorPage = (url = '/') =>
  SHELL_HTML.replace('</head>', `${routesBlock()}<script type="application/json" id="shop-session">{}</script></head>`).replace(
    '<html>',
    url === '/en' || url.startsWith('/en/') ? '<html lang=en>' : '<html lang=nb>',
  );
const BIG_SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});`;
const BIG_STYLE = `.shell__header__a1b2c { color: #0b1f3a; }\n`.repeat(100);
const PRECOMPRESSED_SCRIPT = `console.log(${JSON.stringify('y'.repeat(4000))});`;
const SOURCE_MAP = JSON.stringify({ version: 3, sources: ['webpack://shop_shell/src/secret-rules.ts'], sourcesContent: ['export const secret = 1;'], mappings: 'AAAA' });
const BIG_MANIFEST = JSON.stringify({ id: 'catalog', exposes: Array.from({ length: 60 }, (_, index) => ({ path: `./Module${index}` })) });

let webRoot: string;
let testApp: TestApp;

function write(file: string, content: string) {
  const target = path.join(webRoot, file);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, content);
}

beforeAll(async () => {
  // Fake builds: the API tests never need the real front-ends.
  webRoot = mkdtempSync(path.join(os.tmpdir(), 'shop-web-'));
  write('shell/dist/index.html', SHELL_HTML);
  write('shell/dist/main.1a2b3c4d5e.js', BIG_SCRIPT);
  write('shell/dist/sw.js', 'self.addEventListener("fetch", () => {});');
  write('catalog/dist/mf-manifest.json', '{"id":"catalog"}');
  write('catalog/dist/remoteEntry.js', 'var catalog;');
  write('catalog/dist/src_bootstrap_tsx.0c9e22f47a1b.js', 'export {};');
  write('catalog/dist/184.748c410d3fbf0f5500b7.css', BIG_STYLE);
  write('cart/dist/mf-manifest.json', BIG_MANIFEST);
  write('cart/dist/remoteEntry.js', 'var cart;');
  // A build's precompressed copy: its content differs from compressing the file, so a test can tell which was sent.
  write('catalog/dist/__federation_expose_Pages.5e6f7a8b9c.js', BIG_SCRIPT);
  writeFileSync(path.join(webRoot, 'catalog/dist/__federation_expose_Pages.5e6f7a8b9c.js.br'), brotliCompressSync(PRECOMPRESSED_SCRIPT));
  // Source maps a build should not have left in dist/ (the build writes them to dist-maps/).
  write('shell/dist/main.1a2b3c4d5e.js.map', SOURCE_MAP);
  writeFileSync(path.join(webRoot, 'shell/dist/main.1a2b3c4d5e.js.map.br'), brotliCompressSync(SOURCE_MAP));
  write('catalog/dist/src_bootstrap_tsx.0c9e22f47a1b.js.map', SOURCE_MAP);
  // account/dist is missing on purpose: not built.
  testApp = await buildTestApp({
    env: {
      SEED_DEMO_CATALOG: 'false',
      WEB_ROOT: webRoot,
      CATALOG_REMOTE_URL: 'https://catalog.cdn.example.no/v42/mf-manifest.json',
    },
  });
});

afterAll(async () => {
  await testApp.close();
  rmSync(webRoot, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => testApp.app.inject({ method: 'GET', url, headers });

describe('GET /remotes.json', () => {
  it('tells the shell where each remote manifest is, from the configuration, uncached', async () => {
    const response = await get('/remotes.json');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json()).toEqual({
      catalog: 'https://catalog.cdn.example.no/v42/mf-manifest.json',
      cart: '/remotes/cart/mf-manifest.json',
      account: '/remotes/account/mf-manifest.json',
    });
  });
});

describe('static files', () => {
  it('caches content-hashed files for a year', async () => {
    const shellChunk = await get('/main.1a2b3c4d5e.js');
    expect(shellChunk.statusCode).toBe(200);
    expect(shellChunk.headers['cache-control']).toBe(IMMUTABLE);
    const remoteChunk = await get('/remotes/catalog/src_bootstrap_tsx.0c9e22f47a1b.js');
    expect(remoteChunk.statusCode).toBe(200);
    expect(remoteChunk.headers['cache-control']).toBe(IMMUTABLE);
  });

  it.each(['/remotes/catalog/mf-manifest.json', '/remotes/catalog/remoteEntry.js', '/sw.js'])('makes browsers revalidate %s', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('lets other origins read the remote files', async () => {
    const response = await get('/remotes/catalog/mf-manifest.json');
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.json()).toEqual({ id: 'catalog' });
    expect((await get('/main.1a2b3c4d5e.js')).headers['access-control-allow-origin']).toBeUndefined();
  });

  it('compresses text with brotli when the browser accepts it', async () => {
    const response = testApp.app.inject({ method: 'GET', url: '/main.1a2b3c4d5e.js', headers: { 'accept-encoding': 'br, gzip' } });
    const answer = await response;
    expect(answer.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(answer.rawPayload).toString()).toBe(BIG_SCRIPT);
  });

  it('caches hashed stylesheets for a year and compresses them with gzip for browsers without brotli', async () => {
    const answer = await get('/remotes/catalog/184.748c410d3fbf0f5500b7.css', { 'accept-encoding': 'gzip' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe(IMMUTABLE);
    expect(answer.headers['content-type']).toMatch(/^text\/css/);
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(answer.rawPayload).toString()).toBe(BIG_STYLE);
  });

  it('compresses manifests too, and keeps them uncached', async () => {
    const answer = await get('/remotes/cart/mf-manifest.json', { 'accept-encoding': 'br, gzip' });
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(answer.rawPayload).toString()).toBe(BIG_MANIFEST);
  });

  it('sends the build\'s precompressed copy as it is, cached like the file, and compresses on the fly without brotli', async () => {
    const answer = await get('/remotes/catalog/__federation_expose_Pages.5e6f7a8b9c.js', { 'accept-encoding': 'br, gzip' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toMatch(/javascript/);
    expect(answer.headers['cache-control']).toBe(IMMUTABLE);
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(answer.rawPayload).toString()).toBe(PRECOMPRESSED_SCRIPT);
    const gzipped = await get('/remotes/catalog/__federation_expose_Pages.5e6f7a8b9c.js', { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(BIG_SCRIPT);
  });

  it('answers a missing remote file with a plain 404, not the shell page', async () => {
    const response = await get('/remotes/catalog/gone.1234abcd.js');
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('<html');
    expect((await get('/remotes/unknown/remoteEntry.js')).statusCode).toBe(404);
  });

  it('serves a team that joined under /remotes/<name>/ once its folder holds a federation build, and no other folder', async () => {
    write('backoffice/dist/mf-manifest.json', '{"id":"backoffice"}');
    write('backoffice/dist/remoteEntry.js', 'var backoffice;');
    // A team's folder without its federation build yet, and built folders of the repository that
    // are no remote (the API's bundle): never served.
    write('draft/dist/remoteEntry.js', 'var draft;');
    write('api/dist/server.js', 'const secret = "api bundle";');
    write('e2e/dist/index.js', 'const secret = "not a remote";');
    expect((await get('/remotes/backoffice/remoteEntry.js')).body).toBe('var backoffice;');
    for (const url of ['/remotes/draft/remoteEntry.js', '/remotes/api/server.js', '/remotes/e2e/index.js', '/remotes/shell/main.1a2b3c4d5e.js', '/remotes/Backoffice/remoteEntry.js']) {
      expect({ url, status: (await get(url)).statusCode }).toEqual({ url, status: 404 });
    }
  });

  it.each([
    '/main.1a2b3c4d5e.js.map',
    '/main.1a2b3c4d5e.js%2emap',
    '/main.1a2b3c4d5e.js%2Emap',
    '/main.1a2b3c4d5e.js.map.br',
    '/remotes/catalog/src_bootstrap_tsx.0c9e22f47a1b.js.map',
    '/remotes/catalog/src_bootstrap_tsx.0c9e22f47a1b.js%2emap',
  ])('never serves a source map, even one left in dist/: %s is a plain 404', async (url) => {
    for (const encoding of ['', 'br, gzip']) {
      const response = await get(url, encoding ? { 'accept-encoding': encoding } : {});
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^text\/plain/);
      expect(response.body).not.toContain('sourcesContent');
      expect(response.body).not.toContain('<html');
    }
  });

  it('refuses to leave the dist folder', async () => {
    const response = await get('/remotes/catalog/..%2f..%2fshell/dist/index.html');
    expect([400, 403, 404]).toContain(response.statusCode);
    expect(response.body).not.toContain('<div id="root">');
  });

  it('answers 503 naming the build that is missing', async () => {
    const response = await get('/remotes/account/remoteEntry.js');
    expect(response.statusCode).toBe(503);
    expect(response.body).toContain('account front-end is not built');
    expect(response.body).toContain(path.join(webRoot, 'account', 'dist'));
  });
});

describe('page routes', () => {
  it.each(['/', '/en', '/produkter', '/kameraovervakning', '/en/cart', '/min-side/logg-inn'])(
    'answers the known route %s with the shell page and 200',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(visitorPage(url));
    },
  );

  // This catalogue is empty: no product page exists (web/pages/page-answer.ts has the rule).
  it.each(['/finnes-ikke', '/en/nothing-here', '/produkter/a/b', '/kameraovervakning/AUV-B4Z-12', '/kameraovervakning/bad%20id'])('answers the unknown route %s with the shell page and 404', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(response.body).toBe(visitorPage(url));
  });

  it('gives a page left to the browser the routes of its release, as a rendered page carries them', async () => {
    const body = (await get('/kameraovervakning')).body;
    const block = /<script type="application\/json" id="shop-routes">(.*?)<\/script>/.exec(body);
    expect(JSON.parse(block?.[1] ?? 'null')).toEqual(installedRoutes());
    expect(Object.keys(JSON.parse(block?.[1] ?? '{}'))).toEqual(expect.arrayContaining(['catalog', 'cart', 'account']));
  });

  it('sends a visitor who chose English before from the front page to the English one, query kept', async () => {
    const response = await get('/?utm=mail', { cookie: 'locale=en' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/en?utm=mail');
    expect(response.headers.vary).toContain('cookie');
    expect((await get('/', { cookie: 'locale=nb' })).statusCode).toBe(200);
  });

  it('tells a logged-in person\'s page who is there, for that browser only', async () => {
    const user = await createSignedInUser(testApp.app);
    const response = await get('/kameraovervakning', { cookie: user.cookie });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers.vary).toContain('cookie');
    const block = /<script type="application\/json" id="shop-session">(.*?)<\/script><\/head>/.exec(response.body);
    const session = JSON.parse(block?.[1] ?? 'null');
    // The same as GET /api/auth/verify and GET /api/auth/user/{userId} answer.
    expect(session.userId).toEqual((await get('/api/auth/verify', { cookie: user.cookie })).json().userId);
    expect(session.user).toEqual((await get(`/api/auth/user/${user.userId}`, { cookie: user.cookie })).json());
  });

  it('sends a logged-in person who opens a login page on to the account, and shows a visitor the login page', async () => {
    const user = await createSignedInUser(testApp.app);
    for (const [path, account] of [['/min-side/logg-inn', '/min-side'], ['/min-side?page=login', '/min-side'], ['/en/login', '/en/account']]) {
      const response = await get(path as string, { cookie: user.cookie });
      expect({ path, status: response.statusCode, location: response.headers.location }).toEqual({ path, status: 302, location: account });
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect((await get(path as string)).statusCode).toBe(200);
    }
  });

  it("answers an order's page 404 when the logged-in person's organisation has no such order", async () => {
    const user = await createSignedInUser(testApp.app);
    const other = await createSignedInUser(testApp.app);
    const line = { sku: 'AUV-B1260-12', quantity: 1, unitPrice: 1000 };
    const own = await insertTestOrder(testApp.app.db, { organizationId: user.organizationId, userId: user.userId, lines: [line] });
    const theirs = await insertTestOrder(testApp.app.db, { organizationId: other.organizationId, userId: other.userId, lines: [line] });
    const statusOf = async (url: string, cookie?: string) => (await get(url, cookie ? { cookie } : {})).statusCode;
    expect(await statusOf(`/min-side/ordre/${own.id}`, user.cookie)).toBe(200);
    expect(await statusOf(`/en/account/orders/${own.id}`, user.cookie)).toBe(200);
    // Another organisation's order is not found, like an id nobody has, or one that cannot be an order's.
    expect(await statusOf(`/min-side/ordre/${theirs.id}`, user.cookie)).toBe(404);
    expect(await statusOf('/min-side/ordre/3f2b8c1e-5d4a-4b7e-9c0d-1a2b3c4d5e6f', user.cookie)).toBe(404);
    expect(await statusOf('/en/account/orders/not-an-order', user.cookie)).toBe(404);
    // A visitor is asked to log in first, and brought back to the order after it.
    const visitor = await get(`/min-side/ordre/${own.id}`);
    expect([visitor.statusCode, visitor.headers.location]).toEqual([302, `/min-side?page=login&returnTo=${encodeURIComponent(`/min-side/ordre/${own.id}`)}`]);
  });

  it('keeps a name that looks like markup inside the session block', async () => {
    const user = await createSignedInUser(testApp.app);
    const name = '</script><script>alert(1)</script><!--';
    const changed = await testApp.app.inject({
      method: 'PUT',
      url: `/api/auth/user/${user.userId}`,
      headers: { cookie: user.cookie },
      payload: { name, email: user.email, phone: '+47 22 33 44 55' },
    });
    expect(changed.statusCode).toBe(200);
    const body = (await get('/', { cookie: user.cookie })).body;
    expect(body.match(/<script/g)).toHaveLength(3); // the routes and session blocks and the page's own script
    const block = /<script type="application\/json" id="shop-session">(.*?)<\/script>/.exec(body);
    expect(JSON.parse(block?.[1] ?? 'null').user.name).toBe(name);
  });

  it('gives a visitor with a session that has ended the visitor page', async () => {
    const user = await createSignedInUser(testApp.app);
    await testApp.app.inject({ method: 'POST', url: '/api/auth/delete/cookies', headers: { cookie: user.cookie, 'content-type': 'application/json' }, payload: '{}' });
    const response = await get('/', { cookie: user.cookie });
    expect(response.body).toBe(visitorPage());
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it("answers a form the browser submitted to a page with that page again, the fields read nowhere", async () => {
    const form = 'email=kari%40example.no&password=hemmelig';
    const post = (url: string, contentType = 'application/x-www-form-urlencoded') => testApp.app.inject({ method: 'POST', url, headers: { 'content-type': contentType }, payload: form });
    for (const url of ['/min-side/logg-inn', '/en/account/create-account?next=%2Fmin-side']) {
      const response = await post(url);
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe(url);
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(response.body).not.toContain('hemmelig');
    }
    expect((await post('/handlekurv/kasse', 'multipart/form-data; boundary=x')).statusCode).toBe(303);
    // Only a browser's form: a page takes no JSON nor text.
    expect((await post('/min-side/logg-inn', 'application/json')).statusCode).toBe(415);
    expect((await post('/min-side/logg-inn', 'text/plain')).statusCode).toBe(415);
    // The API reads no form bodies, and files and unknown API routes are not pages.
    const login = await post('/api/auth/login');
    expect(login.statusCode).toBe(415);
    expect(login.body).not.toContain('hemmelig');
    expect((await post('/api/nothing-here')).statusCode).toBe(404);
    expect((await post('/main.1a2b3c4d5e.js')).statusCode).toBe(404);
    expect((await post('/remotes/catalog/remoteEntry.js')).statusCode).toBe(404);
    // A form far larger than any of the shop's is refused, not read.
    const huge = await testApp.app.inject({ method: 'POST', url: '/min-side/logg-inn', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `a=${'x'.repeat(100_000)}` });
    expect(huge.statusCode).toBe(413);
  });

  it("stores the consent bar's answer posted without scripts, as the bar's code would, and goes back to the page", async () => {
    const answer = (url: string, headers: Record<string, string> = {}) =>
      testApp.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost', host: 'localhost', ...headers }, payload: '' });
    const accepted = await answer('/sok?q=kamera&consent-answer=accept');
    expect(accepted.statusCode).toBe(303);
    expect(accepted.headers.location).toBe('/sok?q=kamera');
    expect(accepted.headers['cache-control']).toBe('private, no-store');
    const cookies = [accepted.headers['set-cookie']].flat();
    expect(cookies).toEqual([
      'consent=true; Max-Age=31536000; Path=/; SameSite=Lax',
      'enabled-cookies=analytics; Max-Age=31536000; Path=/; SameSite=Lax',
    ]);
    const declined = await answer('/en/cart?consent-answer=decline', { 'x-forwarded-proto': 'https' });
    expect(declined.headers.location).toBe('/en/cart');
    expect([declined.headers['set-cookie']].flat()).toEqual([expect.stringMatching(/^consent=true;/), expect.stringMatching(/^enabled-cookies=;/)]);
    // The page then comes without the bar's question: the visitor has answered.
    const page = await get('/en/cart', { cookie: 'consent=true; enabled-cookies=' });
    expect(page.statusCode).toBe(200);

    // Another site's form may not answer for the visitor; nor may an answer that is none.
    for (const refused of [
      await answer('/?consent-answer=accept', { origin: 'https://elsewhere.example' }),
      await answer('/?consent-answer=accept', { origin: 'null' }),
    ]) {
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe('The consent answer must come from the shop itself');
      expect(refused.headers['set-cookie']).toBeUndefined();
    }
    const odd = await answer('/?consent-answer=yes');
    expect(odd.statusCode).toBe(400);
    expect(odd.json().message).toBe('consent-answer must be given once, as accept or decline');
    expect(odd.headers['set-cookie']).toBeUndefined();
  });

  it('keeps query strings out of the route decision', async () => {
    expect((await get('/min-side?page=login')).statusCode).toBe(200);
  });

  it('answers 503 when the shell is not built', async () => {
    const database = await createTestDatabase();
    const bare = await buildTestApp({ database, env: { SEED_DEMO_CATALOG: 'false', WEB_ROOT: path.join(webRoot, 'nothing') } });
    try {
      const response = await bare.app.inject('/produkter');
      expect(response.statusCode).toBe(503);
      expect(response.body).toContain('shell front-end is not built');
      expect((await bare.app.inject('/api/product/menu')).statusCode).toBe(200);
    } finally {
      await bare.close();
      await database.drop();
    }
  });
});
