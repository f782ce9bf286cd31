// `npm --prefix api run bench:render-pool`: the render pool as the production bundle runs it
// (the pool and its worker built with esbuild, as api/scripts/build.mjs does), with React 19's
// renderToPipeableStream from the shell's packages. Prints:
// 1. 50 release changes with a realistic render module (react-dom/server, a category page of
//    200 product cards), then 50 with a leaky one (a 64 MB module-scope cache and a setInterval
//    adding to it): the process's RSS and the main thread's heap before, after each 10 and after
//    50, and the time from the first page asked for with a new release to the first page rendered
//    by it (pages keep coming meanwhile, served by the release before).
// 2. Pages per second and latency (renderWith to the body's end) through 2 workers, for a small
//    page (20 cards) and the category page (200 cards), BENCH_CLIENTS (8) pages at a time.
// 3. For contrast, the leaky module reloaded 10 times in the main thread itself: what the workers
//    spare the API process.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { build } from 'esbuild';
import type { RenderOutcome, RenderRequest } from '../../../src/web/render-pool/render-contract';
import type * as PoolModule from '../../../src/web/render-pool/render-pool';

const here = path.dirname(fileURLToPath(import.meta.url));
const apiDir = path.resolve(here, '..', '..', '..');
const CHANGES = Number(process.env.BENCH_CHANGES ?? 50);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 8);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const WORKERS = 2;

// React's production build, in the workers too (they copy the environment when they start).
process.env.NODE_ENV = 'production';
const shellRequire = createRequire(path.join(apiDir, '..', 'shell', 'package.json'));
const reactPaths = { react: shellRequire.resolve('react'), reactDomServer: shellRequire.resolve('react-dom/server') };
const modules = { page: path.join(here, 'product-page.cjs'), leaky: path.join(here, 'leaky-page.cjs') };

// A full collection before each memory reading, so that the figures compare live memory.
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const percentile = (sorted: number[], share: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? NaN;

/** The pool and its worker bundled into a scratch folder, as in dist/. */
async function bundledPool(): Promise<typeof PoolModule> {
  const outdir = mkdtempSync(path.join(os.tmpdir(), 'render-pool-bench-'));
  writeFileSync(path.join(outdir, 'package.json'), '{ "type": "module" }');
  const source = path.join(apiDir, 'src', 'web', 'render');
  await build({
    entryPoints: { 'render-pool': path.join(source, 'render-pool.ts'), 'render-worker': path.join(source, 'render-worker.ts') },
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
  });
  return (await import(pathToFileURL(path.join(outdir, 'render-pool.js')).href)) as typeof PoolModule;
}

function pageRequest(items: number): RenderRequest {
  return { url: '/no/kategori/innbruddsalarm', locale: 'nb', cookieHeader: '', session: null, data: { items } };
}

/** Reads a page to its end; the outcome's release, or the fallback's reason. */
async function consume(outcome: RenderOutcome): Promise<string> {
  if (outcome.kind === 'fallback') return `fallback:${outcome.reason}`;
  for await (const chunk of outcome.body) void chunk;
  return outcome.release;
}

function fallbackText(reasons: Map<string, number>): string {
  return reasons.size ? [...reasons].map(([reason, count]) => `${reason.replace('fallback:', '')} ${count}`).join(', ') : 'none';
}

function memoryLine(label: string, liveWorkers: number): string {
  collectGarbage();
  const { rss, heapUsed } = process.memoryUsage();
  return `  ${label.padEnd(22)} RSS ${mb(rss).padStart(9)}   main heap ${mb(heapUsed).padStart(8)}   worker threads ${liveWorkers}`;
}

async function releaseChanges(Pool: typeof PoolModule.RenderPool, kind: keyof typeof modules): Promise<void> {
  console.log(`\n${CHANGES} release changes, ${kind === 'page' ? 'category page module (react-dom/server, 200 cards)' : 'leaky module (64 MB cache, setInterval adding 256 KB / 20 ms)'}, ${WORKERS} workers`);
  const pool = new Pool({ moduleFor: () => ({ modulePath: modules[kind], initData: reactPaths }), workers: WORKERS });
  const request = pageRequest(200);
  console.log(memoryLine('before the pool', 0));
  await pool.prepare(`${kind}-0`);
  for (let page = 0; page < 20; page += 1) await consume(await pool.renderWith(`${kind}-0`, request));
  console.log(memoryLine('first release serving', pool.status().liveWorkers));
  const times: number[] = [];
  const fallbacks = new Map<string, number>();
  for (let change = 1; change <= CHANGES; change += 1) {
    const release = `${kind}-${change}`;
    const asked = performance.now();
    for (;;) {
      const served = await consume(await pool.renderWith(release, request));
      if (served === release) break;
      if (served.startsWith('fallback:')) fallbacks.set(served, (fallbacks.get(served) ?? 0) + 1);
      await pause(5);
    }
    times.push(performance.now() - asked);
    for (let page = 0; page < 20; page += 1) await consume(await pool.renderWith(release, request));
    while (pool.status().liveWorkers > WORKERS) await pause(10); // the old generation has ended
    if (change % 10 === 0) console.log(memoryLine(`after ${change} changes`, pool.status().liveWorkers));
  }
  await pool.close();
  console.log(memoryLine('pool closed', pool.status().liveWorkers));
  const sorted = [...times].sort((a, b) => a - b);
  console.log(
    `  release change → first page rendered by it: median ${percentile(sorted, 0.5).toFixed(0)} ms, ` +
      `p90 ${percentile(sorted, 0.9).toFixed(0)} ms, max ${(sorted.at(-1) ?? NaN).toFixed(0)} ms; fallbacks meanwhile: ${fallbackText(fallbacks)}`,
  );
}

async function throughput(Pool: typeof PoolModule.RenderPool, items: number): Promise<void> {
  const pool = new Pool({ moduleFor: () => ({ modulePath: modules.page, initData: reactPaths }), workers: WORKERS });
  await pool.prepare('r1');
  const request = pageRequest(items);
  for (let page = 0; page < 200; page += 1) await consume(await pool.renderWith('r1', request)); // warm the JIT
  const latencies: number[] = [];
  const reasons = new Map<string, number>();
  const until = performance.now() + SECONDS * 1000;
  const client = async () => {
    while (performance.now() < until) {
      const started = performance.now();
      const served = await consume(await pool.renderWith('r1', request));
      if (served.startsWith('fallback:')) reasons.set(served, (reasons.get(served) ?? 0) + 1);
      else latencies.push(performance.now() - started);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CLIENTS }, client));
  const seconds = (performance.now() - started) / 1000;
  await pool.close();
  const sorted = latencies.sort((a, b) => a - b);
  console.log(
    `  ${String(items).padStart(3)} cards: ${(latencies.length / seconds).toFixed(0)} pages/s, ` +
      `p50 ${percentile(sorted, 0.5).toFixed(1)} ms, p99 ${percentile(sorted, 0.99).toFixed(1)} ms; fallbacks: ${fallbackText(reasons)}`,
  );
}

/** The same leaky module reloaded in the main thread, as an in-process hot reload would. */
function inProcessReloads(times: number): void {
  console.log(`\nFor contrast: the leaky module reloaded ${times} times in the main thread (no workers)`);
  const load = createRequire(import.meta.url);
  console.log(memoryLine('before', 0));
  for (let reload = 1; reload <= times; reload += 1) {
    for (const file of Object.values(modules)) Reflect.deleteProperty(load.cache, file);
    (load(modules.leaky) as { init(data: unknown): void }).init(reactPaths);
  }
  console.log(memoryLine(`after ${times} reloads`, 0));
}

async function main(): Promise<void> {
  console.log(`render pool benchmark: Node ${process.version}, ${os.availableParallelism()} cores, load average ${os.loadavg()[0]?.toFixed(1)}`);
  const { RenderPool } = await bundledPool();
  await releaseChanges(RenderPool, 'page');
  await releaseChanges(RenderPool, 'leaky');
  console.log(`\nThroughput through ${WORKERS} workers, ${CLIENTS} pages at a time, ${SECONDS} s each`);
  await throughput(RenderPool, 20);
  await throughput(RenderPool, 200);
  inProcessReloads(10);
  await pause(2_000);
  console.log(memoryLine('2 s later', 0));
  process.exit(0); // the reloaded modules' intervals would keep the process alive
}

await main();
