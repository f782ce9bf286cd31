// `npm run suite:faults`: the shop's parts fail one at a time under orders and page views, and the
// suite prints what customers got (README, "When a part is down"). Three API processes behind
// Debian's nginx (the configuration of "Running several processes") on a PostgreSQL 15 server of
// the suite's own, which it restarts, crashes and stops; the catalogue served from a second origin,
// where broken copies of its built dist are released with `npm run release`. Needs the front ends
// built (node scripts/build.mjs). Not part of `npm test`: it takes about 10 minutes. CPU is read
// from /proc/<pid>/stat; the machine's load average is printed beside the figures, since times on a
// shared machine are noisy. Exits with 1 when a target is missed.
//
//   tsx perf/reliability/faults/faults-suite.ts
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as pause } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { serveDir } from '@shop/tooling/static-server';
import { openPgPoolDb } from '../../../src/infra/db/pg-pool-db';
import { canRunPostgres, stoppablePostgres } from '../../../test/support/stoppable-postgres';
import { throwAwayDatabase } from '../../../test/support/throw-away-database';
import { type ApiProcess, buildApi, freePort, startApi } from '../api-process';
import { nginxBinary, startNginx } from '../cluster/nginx';
import { registerCustomer, sendOrder, someSkus } from '../shop-client';
import { table } from '../table';
import { type BrokenVariant, breakRelease, copyRelease, silentHost } from './broken-releases';
import { type DatabaseCaseFigures, databaseCase } from './database-cases';
import { extraCpuSeconds, fallbacksByReason, percentile, share } from './figures';
import { type PageFigures, PageViews } from './page-views';
import { loadAverage } from './process-cpu';
import { type ReleaseCaseFigures, type ReleaseSetting, baseline, goodWithPrevious, release, releaseCase } from './release-cases';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..');
const catalogDist = path.join(repoRoot, 'catalog', 'dist');
if (!existsSync(path.join(catalogDist, 'server', 'remoteEntry.js'))) throw new Error('Build the front ends first: node scripts/build.mjs');
if (!canRunPostgres()) throw new Error('The suite needs PostgreSQL 15 (initdb): apt-get install postgresql-15');

/** Page views recorded per case at the least, so that a quick refusal is still measured against load. */
const CASE_WINDOW_MS = 20_000;
const TOKEN = 'operator-token-of-the-faults-suite';

const checks: Array<{ name: string; figure: string; ok: boolean }> = [];
const check = (name: string, figure: string, ok: boolean) => {
  checks.push({ name, figure, ok });
  console.log(`${ok ? '✓' : '✗'} ${name}: ${figure}`);
};
const seconds = (ms: number) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(1)} s` : 'never');
const otherPages = (pages: PageFigures) => pages.answers.filter((answer) => answer.group === 'other');
const remotePages = (pages: PageFigures) => pages.answers.filter((answer) => answer.group === 'remote');
const rendered = (answers: PageFigures['answers']) => share(answers.filter((answer) => answer.rendered).length, answers.length);
const ttfb = (answers: PageFigures['answers'], p: number) => Math.round(percentile(answers.map((answer) => answer.ttfbMs), p));

await buildApi();
const installedNginx = nginxBinary();
const work = mkdtempSync(path.join(os.tmpdir(), 'shop-faults-'));
// Durable as in production: a crash must not lose what it acknowledged.
const postgres = await stoppablePostgres({ durable: true });
postgres.start();
const database = await throwAwayDatabase(postgres.url, 'shop_faults');
const db = await openPgPoolDb(database.url);
const running: ApiProcess[] = [];
const closers: Array<() => Promise<void>> = [];
console.log(`load average at the start: ${loadAverage()} (${os.cpus().length} cores, shared: the times below are noisy)`);
try {
  // The catalogue's releases on an origin of their own: two good copies, and the broken ones.
  const originDir = path.join(work, 'origin');
  mkdirSync(originDir);
  copyRelease(catalogDist, path.join(originDir, 'good-a'));
  copyRelease(catalogDist, path.join(originDir, 'good-b'));
  const variants: BrokenVariant[] = ['manifest-404', 'cut-browser-entry', 'throwing-server-build', 'throwing-component', 'endless-render'];
  for (const variant of variants) breakRelease(catalogDist, path.join(originDir, variant), variant);
  const origin = await serveDir(originDir);
  closers.push(origin.close);
  const silent = await silentHost();
  closers.push(() => silent.close());
  const manifest = (folder: string) => `${origin.url}/${folder}/mf-manifest.json`;

  const remotesFile = path.join(work, 'remotes.json');
  writeFileSync(remotesFile, JSON.stringify({ catalog: manifest('good-a') }));
  const ports = await Promise.all([freePort(), freePort(), freePort()]);
  const latePort = await freePort();
  const nginxPort = await freePort();
  const hosts = ['127.0.0.1', ...[...ports, latePort].map((port) => `127.0.0.1:${port}`)].join(',');
  const env = {
    DATA_DIR: work,
    TRUST_PROXY: 'loopback',
    SEED_DEMO_CATALOG: 'true',
    DATABASE_URL: database.url,
    PUBLIC_URL: `http://127.0.0.1:${nginxPort}`,
    ALLOWED_HOSTS: hosts,
    REMOTES_FILE: remotesFile,
    OPERATOR_TOKEN: TOKEN,
  };
  running.push(await startApi(env, ports[0]));
  running.push(...(await Promise.all(ports.slice(1).map((port) => startApi(env, port)))));
  const nginx = await startNginx(installedNginx, path.join(work, 'nginx'), nginxPort, ports);
  closers.unshift(() => nginx.stop());
  console.log(`Three processes (${ports.join(', ')}) behind nginx at ${nginx.url}; PostgreSQL at ${postgres.url}; releases at ${origin.url}`);

  const outbox = path.join(work, 'outbox');
  const [viewer, buyer] = [await registerCustomer(nginx.url, outbox), await registerCustomer(nginx.url, outbox)];
  const [sku] = (await someSkus(nginx.url, 1)) as [string];
  const product = `/produkter/${encodeURIComponent(sku)}`;
  const customerPages = { cookie: viewer.cookie, other: ['/kontakt', '/handlekurv', '/min-side', '/min-side/ordre', '/en/contact'], remote: ['/innbruddsalarm', product] };
  const views = new PageViews(nginx.url, [customerPages, { ...customerPages, other: [...customerPages.other].reverse() }, { other: ['/kontakt', '/handlekurv', '/min-side/logg-inn', '/om-oss'], remote: ['/', '/innbruddsalarm'] }]);
  closers.unshift(() => views.stop());

  // ---- Broken releases of the catalogue ----
  const setting: ReleaseSetting = { nginxUrl: nginx.url, processes: running, token: TOKEN, remotesFile, views, goods: [manifest('good-a'), manifest('good-b')] };
  console.log('\nA healthy shop (baseline), 20 s');
  await goodWithPrevious(setting);
  await pause(5_000); // the new release's workers
  const healthy = await baseline(setting, CASE_WINDOW_MS);
  const releaseCases: Array<ReleaseCaseFigures & { load: string }> = [];
  const releaseTo = (address: string) => () => (release(remotesFile, address), address);
  const plan: Array<[string, () => string | null]> = [
    ['manifest 404', releaseTo(manifest('manifest-404'))],
    ['browser entry cut in half', releaseTo(manifest('cut-browser-entry'))],
    ['server build throws on import', releaseTo(manifest('throwing-server-build'))],
    ['component throws', releaseTo(manifest('throwing-component'))],
    ['endless render loop', releaseTo(manifest('endless-render'))],
    ['host accepts, never answers', releaseTo(`${silent.url}/catalog/mf-manifest.json`)],
    [
      'remotes file half written',
      () => {
        const whole = JSON.stringify({ catalog: manifest('good-b') }, null, 2);
        writeFileSync(remotesFile, whole.slice(0, Math.floor(whole.length / 2)));
        return null;
      },
    ],
  ];
  for (const [name, act] of plan) {
    console.log(`\n${name}`);
    try {
      const figures = await releaseCase(setting, name, act, CASE_WINDOW_MS);
      releaseCases.push({ ...figures, load: loadAverage() });
      console.log(`  ${figures.outcome} after ${seconds(figures.decidedMs)}: ${figures.reason}`);
      if (!figures.lastGoodServes) console.log(`  the last good release: ${figures.lastGoodProblem}`);
    } catch (error) {
      check(`${name}: the case ran`, String(error), false);
    }
  }
  const healthyAgain = await baseline(setting, CASE_WINDOW_MS);
  const base = { answers: [...otherPages(healthy.pages), ...otherPages(healthyAgain.pages)] };
  const baseCpu = healthy.cpuSeconds + healthyAgain.cpuSeconds;
  const baseWall = healthy.wallSeconds + healthyAgain.wallSeconds;
  const baseP99 = ttfb(base.answers, 99);

  // ---- PostgreSQL ----
  const dbSetting = { baseUrl: nginx.url, db, postgres, processes: running, views, buyer, sku };
  const databaseCases: Array<DatabaseCaseFigures & { load: string }> = [];
  console.log('\nPostgreSQL restarted fast');
  databaseCases.push({ ...(await databaseCase(dbSetting, 'restarted fast', () => postgres.stop(), async () => undefined)), load: loadAverage() });
  console.log('PostgreSQL crashed (immediate stop: crash recovery at its start)');
  databaseCases.push({ ...(await databaseCase(dbSetting, 'crashed', () => postgres.crash(), async () => undefined)), load: loadAverage() });
  console.log('PostgreSQL stopped for 30 s; an order sent meanwhile, a process started meanwhile');
  const meanwhileKey = `faults-meanwhile-${Date.now()}`;
  let meanwhile = { status: 0, retryAfter: '', again: 0, stored: 0 };
  let late: { health: number; ready: number; readyAfterMs: number | null } = { health: 0, ready: 0, readyAfterMs: null };
  let lateStart: Promise<ApiProcess> | undefined;
  let lateReady: Promise<number | null> = Promise.resolve(null);
  const stopped = await databaseCase(
    dbSetting,
    'stopped 30 s',
    () => postgres.stop(),
    async () => {
      const downAt = performance.now();
      const answer = await sendOrder(nginx.url, buyer, { sku, key: meanwhileKey });
      meanwhile = { ...meanwhile, status: answer.status, retryAfter: answer.headers.get('retry-after') ?? '' };
      await answer.arrayBuffer();
      lateStart = startApi(env, latePort);
      lateStart.catch(() => undefined);
      // Asked until it listens (its start takes seconds on a busy machine), then whether it is ready.
      let health = 0;
      for (const deadline = performance.now() + 25_000; health === 0 && performance.now() < deadline; await pause(200)) {
        health = await fetch(`http://127.0.0.1:${latePort}/api/health`).then((a) => a.status, () => 0);
      }
      const ready = await fetch(`http://127.0.0.1:${latePort}/api/ready`).then((a) => a.status, () => 0);
      late = { ...late, health, ready };
      // When the process is ready: asked every 50 ms from now on.
      lateReady = (async () => {
        for (const deadline = performance.now() + 120_000; performance.now() < deadline; await pause(50)) {
          if (await fetch(`http://127.0.0.1:${latePort}/api/ready`).then((a) => a.ok, () => false)) return performance.now();
        }
        return null;
      })();
      await pause(Math.max(0, 29_000 - (performance.now() - downAt)));
    },
  );
  databaseCases.push({ ...stopped, load: loadAverage() });
  {
    const readyAt = await lateReady;
    late.readyAfterMs = readyAt === null ? null : readyAt - stopped.upAt;
    const latecomer = await lateStart?.catch(() => undefined);
    if (latecomer) running.push(latecomer);
    const again = await sendOrder(nginx.url, buyer, { sku, key: meanwhileKey });
    meanwhile.again = again.status;
    await again.arrayBuffer();
    const rows = await db.query<{ n: string | number }>('SELECT count(*) AS n FROM orders WHERE customer_reference = $1', [meanwhileKey]);
    meanwhile.stored = Number(rows[0]?.n ?? 0);
  }

  // ---- Figures ----
  console.log(`\nBroken releases of the catalogue (3 processes: one checks a candidate's server build, the others adopt its verdict). Other pages: /kontakt, /handlekurv, /min-side, /min-side/ordre, /en/contact as a customer; /kontakt, /handlekurv, /min-side/logg-inn, /om-oss as a visitor.`);
  console.log(`Healthy shop: other pages TTFB p50 ${ttfb(base.answers, 50)} ms, p99 ${baseP99} ms (${base.answers.length} pages, ${rendered(base.answers)} % on the server); API CPU ${(baseCpu / baseWall).toFixed(2)} s per s`);
  console.log(
    table(
      ['case', 'outcome', 'after', 'live for', 'last good serves', 'other pages on server', 'TTFB p50 / p99', 'catalogue pages on server', 'CPU s (extra)', 'load avg'],
      releaseCases.map((c) => [
        c.name,
        c.outcome,
        seconds(c.decidedMs),
        c.liveMs > 0 ? seconds(c.liveMs) : '–',
        c.lastGoodServes ? 'yes' : 'NO',
        `${rendered(otherPages(c.pages))} % of ${otherPages(c.pages).length}`,
        `${ttfb(otherPages(c.pages), 50)} / ${ttfb(otherPages(c.pages), 99)} ms`,
        `${rendered(remotePages(c.pages))} % of ${remotePages(c.pages).length}`,
        `${c.cpuSeconds.toFixed(1)} (${extraCpuSeconds(c.cpuSeconds, c.wallSeconds, baseCpu, baseWall) >= 0 ? '+' : ''}${extraCpuSeconds(c.cpuSeconds, c.wallSeconds, baseCpu, baseWall).toFixed(1)})`,
        c.load.split(' ')[0] as string,
      ]),
    ),
  );
  for (const c of releaseCases) {
    const other = otherPages(c.pages);
    check(`${c.name}: refused or rolled back, and the last good release serves`, `${c.outcome} after ${seconds(c.decidedMs)}; last good ${c.lastGoodServes ? 'serves' : 'does not serve'}`, c.outcome !== 'live' && c.lastGoodServes);
    check(`${c.name}: other pages rendered on the server ≥ 95 %`, `${rendered(other)} %`, rendered(other) >= 95);
    check(`${c.name}: other pages' TTFB p99 ≤ 2 × healthy (${baseP99} ms)`, `${ttfb(other, 99)} ms`, ttfb(other, 99) <= 2 * baseP99);
  }

  console.log('\nPostgreSQL under orders (3 senders, each order sent again with its key after a failure) and page views');
  console.log(
    table(
      ['case', 'down', 'orders acknowledged', 'lost', 'doubled', 'failed attempts', 'pages', 'pages as raw JSON', '5xx without Retry-After', 'every process takes orders again after', 'load avg'],
      databaseCases.map((c) => [
        c.name,
        `${c.downSeconds.toFixed(1)} s`,
        c.orders.acknowledged,
        c.orders.lost,
        c.orders.doubled,
        c.orders.failedAttempts,
        c.pages.answers.length,
        c.pages.answers.filter((answer) => answer.rawJson).length,
        c.pages.answers.filter((answer) => answer.bareServerError).length + c.orders.bareServerErrors,
        c.ordersAgainMs.some((ms) => ms === null) ? 'never (one process)' : `${Math.round(Math.max(...(c.ordersAgainMs as number[])))} ms`,
        c.load.split(' ')[0] as string,
      ]),
    ),
  );
  for (const c of databaseCases) {
    const bareStatuses = new Map<number, number>();
    for (const answer of c.pages.answers.filter((page) => page.bareServerError)) bareStatuses.set(answer.status, (bareStatuses.get(answer.status) ?? 0) + 1);
    if (bareStatuses.size > 0) console.log(`  ${c.name}: pages answered 5xx without Retry-After, by status (0: no answer): ${[...bareStatuses].map(([status, n]) => `${status} × ${n}`).join(', ')}; ${[...new Set(c.pages.failures)].slice(0, 3).join('; ')}`);
  }
  for (const c of databaseCases) {
    const rawJson = c.pages.answers.filter((answer) => answer.rawJson).length;
    const bare = c.pages.answers.filter((answer) => answer.bareServerError).length + c.orders.bareServerErrors;
    check(`PostgreSQL ${c.name}: acknowledged orders lost / doubled`, `${c.orders.lost} / ${c.orders.doubled} of ${c.orders.acknowledged}`, c.orders.lost === 0 && c.orders.doubled === 0 && c.orders.givenUp === 0 && c.orders.acknowledged > 0);
    check(`PostgreSQL ${c.name}: page requests answered with raw JSON / 5xx without Retry-After`, `${rawJson} / ${bare}`, rawJson === 0 && bare === 0);
    check(`PostgreSQL ${c.name}: every process takes orders again`, c.ordersAgainMs.map((ms) => (ms === null ? 'never' : `${Math.round(ms)} ms`)).join(', '), c.ordersAgainMs.every((ms) => ms !== null));
  }
  check('an order sent while PostgreSQL is stopped, sent again with its key', `${meanwhile.status} (Retry-After ${meanwhile.retryAfter || 'none'}), then ${meanwhile.again}; stored ${meanwhile.stored} time(s)`, meanwhile.status === 503 && meanwhile.retryAfter !== '' && meanwhile.again === 202 && meanwhile.stored === 1);
  check(
    'a process started while PostgreSQL is stopped comes up by itself',
    `/api/health ${late.health}, /api/ready ${late.ready} while down; ready ${late.readyAfterMs === null ? 'never' : `${(late.readyAfterMs / 1000).toFixed(1)} s`} after PostgreSQL started`,
    late.health === 200 && late.ready === 503 && late.readyAfterMs !== null,
  );
  // Every process stopped: nginx's own answer for what it does not keep (an API call, a logged-in
  // page) is a 503 with Retry-After, never its 502.
  await views.stop();
  await Promise.all(running.map((api) => api.stop()));
  const allDown = await Promise.all(
    ['/api/ready', '/min-side'].map(async (url) => {
      const answer = await fetch(`${nginx.url}${url}`, { headers: { cookie: viewer.cookie } });
      await answer.arrayBuffer();
      return { url, status: answer.status, retryAfter: answer.headers.get('retry-after') ?? '' };
    }),
  );
  check(
    'every process stopped: what nginx does not keep is answered 503 with Retry-After',
    allDown.map((answer) => `${answer.url} ${answer.status} (Retry-After ${answer.retryAfter || 'none'})`).join(', '),
    allDown.every((answer) => answer.status === 503 && answer.retryAfter !== ''),
  );

  for (const [n, api] of running.entries()) {
    const output = api.output();
    const rollbacks = output.split('\n').filter((line) => line.includes('rolled back to')).length;
    const breakers = output.split('\n').filter((line) => line.includes('are left to the browser for a while')).length;
    console.log(`  process ${n + 1}: ${[...fallbacksByReason(output)].map(([reason, count]) => `${reason} ${count}`).join(', ') || 'none'}; circuits opened ${breakers}, releases rolled back ${rollbacks}`);
  }
} finally {
  for (const close of closers) await close().catch(() => undefined);
  await Promise.all(running.map((api) => api.stop().catch(() => undefined)));
  await db.close();
  await database.drop().catch(() => undefined);
  postgres.remove();
  rmSync(work, { recursive: true, force: true });
}

console.log(`\nload average at the end: ${loadAverage()}`);
console.log(`\n${table(['check', 'figure', ''], checks.map((c) => [c.name, c.figure, c.ok ? 'ok' : '✗']))}`);
const failed = checks.filter((c) => !c.ok).length;
console.log(`\nsuite:faults: ${checks.length - failed} passed, ${failed} failed`);
process.exitCode = failed === 0 ? 0 : 1;
