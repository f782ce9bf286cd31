import { mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { installedRoutes, installRoutes, matchRoute } from '@shop/shared/routes';
import type { ReadRemoteRoutes } from './declared-routes';
import { type CandidateCheck, ReleaseRegistry } from './release-registry';

const fromEnv = {
  catalog: '/remotes/catalog/mf-manifest.json',
  cart: '/remotes/cart/mf-manifest.json',
  account: '/remotes/account/mf-manifest.json',
};
const GOOD = 'https://katalog-1.cdn.example/mf-manifest.json';
const NEXT = 'https://katalog-2.cdn.example/mf-manifest.json';
const BROKEN = 'https://katalog-broken.cdn.example/mf-manifest.json';

/** Checks refuse any release whose catalogue is BROKEN. */
const refuseBroken: CandidateCheck = async (candidate) => (candidate.locations.catalog === BROKEN ? 'its server build threw while loading' : undefined);

describe('ReleaseRegistry', () => {
  let dir: string;
  let file: string;
  let clock: number;
  const log = { info: jest.fn(), warn: jest.fn(), error: jest.fn() };

  /** Writes the remotes file as a deploy does: whole, by renaming a finished file over it. */
  const point = (text: string) => {
    const temporary = `${file}.${Math.random()}`;
    writeFileSync(temporary, text);
    renameSync(temporary, file);
  };
  const open = async (thresholds = {}) => {
    const registry = await ReleaseRegistry.open({ fromEnv, remotesFile: file, log, now: () => clock, lookMaxAgeMs: 0, thresholds });
    registry.addCheck(refuseBroken);
    return registry;
  };
  /** Re-points the catalogue and waits for its check. */
  const release = async (registry: ReleaseRegistry, catalog: string) => {
    point(JSON.stringify({ catalog }));
    registry.live();
    await registry.settled();
    return registry.live().locations.catalog;
  };

  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'releases-'));
    file = path.join(dir, 'remotes.json');
    clock = Date.parse('2026-03-01T10:00:00Z');
    point(JSON.stringify({ catalog: GOOD }));
    jest.clearAllMocks();
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('makes a candidate that passes its checks the live release, keeping the one before as the previous good one', async () => {
    const registry = await open();
    expect(await release(registry, NEXT)).toBe(NEXT);
    const status = registry.status();
    expect(status.live.locations.catalog).toBe(NEXT);
    expect(status.previous?.locations.catalog).toBe(GOOD);
    expect(status.candidate).toBeNull();
  });

  it('takes a team in by its entry in the remotes file, checking only it, and out by the entry’s removal', async () => {
    const checked: string[][] = [];
    const registry = await open();
    registry.addCheck(async (_candidate, changed) => void checked.push([...changed]));
    expect(registry.live().locations).not.toHaveProperty('backoffice');
    point(JSON.stringify({ catalog: GOOD, backoffice: '/remotes/backoffice/mf-manifest.json' }));
    registry.live();
    await registry.settled();
    expect(registry.live().locations).toEqual({ ...fromEnv, catalog: GOOD, backoffice: '/remotes/backoffice/mf-manifest.json' });
    point(JSON.stringify({ catalog: GOOD }));
    registry.live();
    await registry.settled();
    expect(registry.live().locations).toEqual({ ...fromEnv, catalog: GOOD });
    // The founding teams' locations did not change: only the joining team was checked, and nothing when it left.
    expect(checked).toEqual([['backoffice'], []]);
  });

  it('refuses a candidate that fails, with its reason, and keeps the last good release live', async () => {
    const registry = await open();
    expect(await release(registry, BROKEN)).toBe(GOOD);
    expect(registry.status().refused[0]).toMatchObject({ locations: { catalog: BROKEN }, reason: 'its server build threw while loading' });
    expect(log.error).toHaveBeenCalledWith(expect.stringContaining('refused: its server build threw while loading'));
  });

  it('is live only after the check: while a candidate is checked, the last good release stays live', async () => {
    const registry = await open();
    let pass: ((reason: string | undefined) => void) | undefined;
    registry.addCheck(() => new Promise((resolve) => (pass = resolve)));
    point(JSON.stringify({ catalog: NEXT }));
    registry.live();
    while (!pass) await new Promise((resolve) => setTimeout(resolve, 5)); // until the check runs
    expect(registry.live().locations.catalog).toBe(GOOD);
    expect(registry.status().candidate).toMatchObject({ locations: { catalog: NEXT }, checking: ['catalog'] });
    pass(undefined);
    await registry.settled();
    expect(registry.live().locations.catalog).toBe(NEXT);
  });

  it('keeps the last good release for a broken, empty, half-written or missing remotes file, and says so', async () => {
    const registry = await open();
    await release(registry, NEXT);
    for (const text of ['', '{ "catalog": "https://katalog-3.cd', '[]', JSON.stringify({ cart: 'ftp://nowhere' }), null]) {
      if (text === null) rmSync(file);
      else point(text);
      registry.live();
      await registry.settled();
      expect(registry.live().locations).toEqual({ ...fromEnv, catalog: NEXT });
    }
    expect(log.warn).toHaveBeenCalledTimes(5);
    expect(registry.status().refused).toHaveLength(5);
  });

  it('rolls a live release back to the previous good one when its renders fail past the threshold', async () => {
    const registry = await open({ renderWindow: 10, renderFailures: 4, renderWindowMs: 60_000 });
    await release(registry, NEXT);
    const failing = registry.live().id;
    for (let index = 0; index < 3; index += 1) registry.renderEnded(failing, 'catalog', 'first-byte-timeout: no first byte within 300 ms');
    expect(registry.live().locations.catalog).toBe(NEXT);
    registry.renderEnded(failing, 'catalog', 'first-byte-timeout: no first byte within 300 ms');
    expect(registry.live().locations.catalog).toBe(GOOD);
    expect(registry.status().refused[0]).toMatchObject({ id: failing, reason: expect.stringContaining('rolled back') });
    expect(log.error).toHaveBeenCalledWith(expect.stringContaining(`release ${failing} rolled back`));
  });

  it('does not roll back for failures spread wider than the window, or for renders that succeed in between', async () => {
    const registry = await open({ renderWindow: 10, renderFailures: 4, renderWindowMs: 60_000 });
    await release(registry, NEXT);
    const live = registry.live().id;
    for (let index = 0; index < 8; index += 1) {
      registry.renderEnded(live, 'catalog', 'render-error: boom');
      clock += 30_000;
    }
    clock += 120_000;
    for (let index = 0; index < 20; index += 1) registry.renderEnded(live, 'catalog', index % 4 === 0 ? 'render-error: boom' : undefined);
    expect(registry.live().locations.catalog).toBe(NEXT);
  });

  it('rolls back when browsers on enough different addresses report errors from the live release', async () => {
    const registry = await open({ browserClients: 3 });
    await release(registry, NEXT);
    for (let index = 0; index < 10; index += 1) registry.browserError('catalog', NEXT, 'one-client');
    registry.browserError('catalog', GOOD, 'old-page');
    registry.browserError('cart', NEXT, 'wrong-remote');
    expect(registry.live().locations.catalog).toBe(NEXT);
    registry.browserError('catalog', NEXT, 'second');
    registry.browserError('catalog', NEXT, 'third');
    expect(registry.live().locations.catalog).toBe(GOOD);
  });

  it('never rolls back to nothing: without a previous good release the live one stays, and it says so', async () => {
    const registry = await open({ renderWindow: 4, renderFailures: 2 });
    const first = registry.live().id;
    for (let index = 0; index < 3; index += 1) registry.renderEnded(first, 'catalog', 'render-error: boom');
    expect(registry.live().id).toBe(first);
    expect(log.error).toHaveBeenCalledWith(expect.stringContaining('no previous good release'));
  });

  it('opens a circuit on failures in a row and lets one trial through after a doubling back-off', async () => {
    const registry = await open({ breakerFailures: 3, breakerFirstBackOffMs: 1_000, breakerMaxBackOffMs: 3_000, renderFailures: 1_000 });
    const live = registry.live().id;
    for (let index = 0; index < 2; index += 1) registry.renderEnded(live, 'catalog', 'worker-exit: killed');
    expect(registry.admitRender(live, 'catalog')).toBeUndefined();
    registry.renderEnded(live, 'catalog', 'worker-exit: killed');
    expect(registry.admitRender(live, 'catalog')).toEqual(expect.any(String));
    // Another team's pages of the same release render as before.
    expect(registry.admitRender(live, 'cart')).toBeUndefined();
    expect(registry.admitRender(live, 'shell')).toBeUndefined();
    clock += 1_000;
    expect(registry.admitRender(live, 'catalog')).toBeUndefined(); // the trial
    expect(registry.admitRender(live, 'catalog')).toEqual(expect.any(String)); // one trial at a time
    registry.renderEnded(live, 'catalog', 'worker-exit: killed');
    clock += 1_000;
    expect(registry.admitRender(live, 'catalog')).toEqual(expect.any(String)); // backed off to 2 s
    clock += 1_000;
    expect(registry.admitRender(live, 'catalog')).toBeUndefined();
    registry.renderEnded(live, 'catalog', 'worker-exit: killed');
    clock += 3_000; // at most 3 s
    expect(registry.admitRender(live, 'catalog')).toBeUndefined();
    registry.renderEnded(live, 'catalog', undefined);
    expect(registry.admitRender(live, 'catalog')).toBeUndefined();
    expect(registry.admitRender(live, 'catalog')).toBeUndefined();
  });

  it('counts the pages an open circuit sends to the browser against the release: it is still rolled back', async () => {
    const registry = await open({ breakerFailures: 2, renderWindow: 10, renderFailures: 5 });
    await release(registry, NEXT);
    const live = registry.live().id;
    registry.renderEnded(live, 'catalog', 'render-error: boom');
    registry.renderEnded(live, 'catalog', 'render-error: boom');
    for (let page = 0; page < 3; page += 1) expect(registry.admitRender(live, 'catalog')).toEqual(expect.any(String));
    expect(registry.live().locations.catalog).toBe(GOOD);
  });

  describe('with the routes each release declares', () => {
    const shopRoutes = installedRoutes();
    afterEach(() => installRoutes(shopRoutes));
    const supplierPage = { id: 'supplier', paths: { nb: '/merker/:supplier', en: '/en/brands/:supplier' } };
    const cartsPath = { id: 'catalog-cart', paths: { nb: '/handlekurv', en: '/en/catalog-cart' } };
    /** Each catalogue release declares the shop's catalogue routes, NEXT a supplier page more, BROKEN one on the cart's path. */
    const readRoutes: ReadRemoteRoutes = async (remote, manifest) => {
      const routes = shopRoutes[remote]?.routes ?? [];
      if (manifest === NEXT) return { routes: { routes: [...routes, supplierPage] } };
      if (manifest === BROKEN) return { routes: { routes: [...routes, cartsPath] } };
      return { routes: { routes } };
    };
    const openWithRoutes = async () => {
      const registry = await ReleaseRegistry.open({ fromEnv, remotesFile: file, log, now: () => clock, lookMaxAgeMs: 0, readRoutes });
      const seen: string[] = [];
      registry.addCheck(async (_candidate, _changed, routes) => void seen.push(...(routes.catalog?.routes.map((route) => route.id) ?? [])));
      return { registry, seen };
    };

    it('takes the page a release adds when it goes live, and drops it again with a rollback', async () => {
      const { registry, seen } = await openWithRoutes();
      expect(matchRoute('/merker/nordvakt')).toBeNull();
      expect(await release(registry, NEXT)).toBe(NEXT);
      // The checks were given the candidate's routes, its new page among them.
      expect(seen).toContain('supplier');
      expect(matchRoute('/en/brands/nordvakt')).toMatchObject({ route: { id: 'supplier', owner: 'catalog' }, params: { supplier: 'nordvakt' } });
      for (let i = 0; i < 20; i += 1) registry.renderEnded(registry.live().id, 'catalog', 'render-error: boom');
      expect(registry.live().locations.catalog).toBe(GOOD);
      expect(matchRoute('/merker/nordvakt')).toBeNull();
    });

    it('refuses a release whose page claims another team\u2019s path, saying which, and keeps the last good release and its routes', async () => {
      const { registry, seen } = await openWithRoutes();
      expect(await release(registry, BROKEN)).toBe(GOOD);
      expect(registry.status().refused[0]).toMatchObject({
        locations: { catalog: BROKEN },
        reason: expect.stringMatching(/its routes clash: .*(catalog route "catalog-cart" \(\/handlekurv\).*cart route "cart"|cart route "cart" \(\/handlekurv\).*catalog route "catalog-cart")/),
      });
      // Refused before the checks that render it.
      expect(seen).toEqual([]);
      expect(matchRoute('/handlekurv')?.route.owner).toBe('cart');
    });
  });
});
