import { renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ReleaseStatus } from '../../../src/web/releases/release-registry';
import { writeFakeServerBuild, startRemoteHost } from '../../support/fake-server-build';
import { type ShopWorld, buildShopWorld } from '../../support/shop-world';
import { directives } from '../sessions/policy-directives';

// A re-pointed remote is a candidate: it goes live (for /remotes.json, the server's renders and the
// pages' security policy) only when its manifest and entries answer and its server build loads and
// renders the team's routes. A broken one is refused and the last good release keeps serving.

const TOKEN = 'operator-token-for-the-release-tests';
const remotesFile = path.join(os.tmpdir(), `shop-releases-${process.pid}.json`);
let world: ShopWorld;
let host: Awaited<ReturnType<typeof startRemoteHost>>;

/** Writes the remotes file as `npm run release` does: whole, renamed over the old one. */
function pointCatalog(catalog: string): void {
  const temporary = `${remotesFile}.${process.hrtime.bigint()}`;
  writeFileSync(temporary, JSON.stringify({ catalog }));
  renameSync(temporary, remotesFile);
}

async function releases(): Promise<ReleaseStatus> {
  const answer = await world.app.inject({ url: '/api/operator/releases', headers: { authorization: `Bearer ${TOKEN}` } });
  expect(answer.statusCode).toBe(200);
  return answer.json<ReleaseStatus>();
}

/** Waits (asking the operator's endpoint, which looks at the file) until the catalogue named is live or refused. */
async function decided(catalog: string): Promise<ReleaseStatus> {
  for (;;) {
    const status = await releases();
    if (status.candidate === null && (status.live.locations.catalog === catalog || status.refused[0]?.locations?.catalog === catalog)) return status;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A page rendered on the server, now or before (waits while the release's workers start). */
async function serverPage(url: string) {
  for (;;) {
    const answer = await world.app.inject(url);
    if (answer.headers['x-page-render'] !== 'browser') return answer;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

beforeAll(async () => {
  host = await startRemoteHost({
    good: "module.exports = { render: () => '<section>katalog v1</section>' };",
    next: "module.exports = { render: () => '<section>katalog v2</section>' };",
    throws: "throw new Error('the catalogue server build is broken');",
    loops: 'module.exports = { render: () => { for (;;); } };',
    'part-throws': "module.exports = { render: () => { throw new Error('the catalogue component is broken'); } };",
    later: "module.exports = { render: () => '<section>katalog v3</section>' };",
  });
  pointCatalog(`${host.base}/good/mf-manifest.json`);
  world = await buildShopWorld({ env: { REMOTES_FILE: remotesFile, OPERATOR_TOKEN: TOKEN } });
  writeFakeServerBuild(world.webRoot);
  await world.app.listen({ port: 0, host: '127.0.0.1' });
}, 120_000);

afterAll(async () => {
  await world?.close();
  await host?.close();
  rmSync(remotesFile, { force: true });
  rmSync(`${remotesFile}.checks`, { recursive: true, force: true });
});

describe('a remote release', () => {
  it.each([
    ['whose manifest answers 404', 'missing', /manifest .* answered 404/],
    ['whose server build throws while loading', 'throws', /server build did not load: the catalogue server build is broken/],
    ['whose server render never ends', 'loops', /server render of \/ fell back \(first-byte-timeout/],
    ['whose component throws while the server renders it', 'part-throws', /server render of \/ left a part to the browser \(the catalogue component is broken\)/],
    ['whose host never answers', 'silent', /did not answer within/],
  ])('%s is refused, and the last good release keeps serving', async (_case, release, reason) => {
    const good = `${host.base}/good/mf-manifest.json`;
    const broken = `${host.base}/${release}/mf-manifest.json`;
    expect((await serverPage('/')).body).toContain('katalog v1');
    pointCatalog(broken);
    const status = await decided(broken);
    expect(status.live.locations.catalog).toBe(good);
    expect(status.refused[0]).toMatchObject({ locations: { catalog: broken }, reason: expect.stringMatching(reason) });
    expect((await world.app.inject('/remotes.json')).json()).toMatchObject({ catalog: good });
    const page = await serverPage('/');
    expect(page.body).toContain('katalog v1');
    expect(page.body).not.toContain(broken);
    pointCatalog(good); // as an operator would, once it is seen
    await decided(good);
  }, 60_000);

  it('that passes goes live, and every page allows exactly the origins of the release it was rendered with', async () => {
    // Another origin (localhost, not 127.0.0.1) for the next catalogue.
    const next = `http://localhost:${host.port}/next/mf-manifest.json`;
    pointCatalog(next);
    let named: string | undefined;
    while (named !== next) {
      const page = await world.app.inject('/');
      await new Promise((resolve) => setTimeout(resolve, 10));
      const block = /<script type="application\/json" id="shop-release">([^<]*)<\/script>/.exec(page.body)?.[1];
      if (block === undefined) continue; // the shell's page, for the browser to render with /remotes.json
      named = (JSON.parse(block) as { catalog: string }).catalog;
      const remoteOrigins = directives(String(page.headers['content-security-policy']))['script-src']?.filter((source) => source.startsWith('http'));
      expect({ named, remoteOrigins }).toEqual({ named, remoteOrigins: [new URL(named).origin] });
    }
    expect((await world.app.inject('/remotes.json')).json()).toMatchObject({ catalog: next });
    expect((await serverPage('/')).body).toContain('katalog v2');
    expect((await releases()).previous?.locations.catalog).toBe(`${host.base}/good/mf-manifest.json`);
  }, 60_000);
});

describe('a live release that fails', () => {
  it('is rolled back to the previous good release by itself, and other teams’ pages stay rendered on the server', async () => {
    const before = (await releases()).live.locations.catalog;
    const later = `${host.base}/later/mf-manifest.json`;
    pointCatalog(later);
    expect((await decided(later)).live.locations.catalog).toBe(later);
    // Broken once live: its server build now throws where the customers' workers load it.
    host.setBuild('later', "throw new Error('the catalogue server build broke after its check');");
    let status = await releases();
    for (let page = 0; status.live.locations.catalog === later; page += 1) {
      await world.app.inject(`/produkter?side=${page}`);
      // Let the workers' messages in between (injected requests alone never yield to them).
      await new Promise((resolve) => setTimeout(resolve, 5));
      status = await releases();
    }
    expect(status.live.locations.catalog).toBe(before);
    expect(status.refused[0]).toMatchObject({ locations: { catalog: later }, reason: expect.stringContaining('rolled back') });
    expect((await world.app.inject('/remotes.json')).json()).toMatchObject({ catalog: before });
    expect((await serverPage('/kontakt')).body).toContain('<p>shell</p>');
  }, 60_000);
});

describe('POST /api/releases/errors', () => {
  it('takes a report of a remote that failed, and a client’s reports only so often', async () => {
    const statuses: number[] = [];
    for (let report = 0; report < 12; report += 1) {
      const answer = await world.app.inject({ method: 'POST', url: '/api/releases/errors', remoteAddress: '203.0.113.7', payload: { remote: 'catalog', entry: 'https://elsewhere.example/mf-manifest.json' } });
      statuses.push(answer.statusCode);
    }
    expect(statuses).toEqual([...Array(10).fill(204), 429, 429]);
  });
});

describe('GET /api/operator/releases', () => {
  it('needs the operator token', async () => {
    for (const authorization of [undefined, 'Bearer wrong', `Basic ${TOKEN}`, TOKEN]) {
      const answer = await world.app.inject({ url: '/api/operator/releases', headers: authorization ? { authorization } : {} });
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toEqual({ error: 'Unauthorized', message: expect.any(String) });
    }
  });
});

describe('GET /api/operator/releases without OPERATOR_TOKEN', () => {
  it('is not there', async () => {
    const bare = await buildShopWorld();
    try {
      for (const authorization of [undefined, 'Bearer ', 'Bearer undefined']) {
        const answer = await bare.app.inject({ url: '/api/operator/releases', headers: authorization ? { authorization } : {} });
        expect(answer.statusCode).toBe(404);
        expect(answer.json()).toEqual({ error: 'Not Found', message: expect.any(String) });
      }
    } finally {
      await bare.close();
    }
  }, 120_000);
});
