// `npm run bench:render`: pages rendered on the server, under load (autocannon, 50 connections) with
// a catalogue of 10,000 products: a visitor's and a retailer's category and product pages, beside
// the same pages as the shell's page for the browser to render (SERVER_RENDER=no, as before server
// rendering); the API process's CPU time per rendered page (its workers included); and a catalogue
// redeploy: the time from re-pointing the remote to the first page rendered with it, and the
// process's memory after 50 redeploys. Every page is asked once before the load (its time is the
// "first" column): a visitor's page under load then comes from the cache. Needs the front ends built (`node scripts/build.mjs`).
// When the machine has wrk, each load runs again from it (see wrk-load.ts): autocannon, in Node,
// takes about a core itself, which on 2 cores is half the machine.
//
// BENCH_SECONDS (5), BENCH_REDEPLOYS (50) change the run.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type RunningApi, startApi } from './bench-server';
import { registerUser } from './bench-session';
import { seededDataDir } from './seeded-data-dir';
import { type Figures, loadHttp } from './load';
import { hasWrk, loadWithWrk } from './wrk-load';

const SIZE = 10_000;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const REDEPLOYS = Number(process.env.BENCH_REDEPLOYS ?? 50);
const CONNECTIONS = 50;

const WRK = hasWrk();

/** CPU time (user + system) of a process so far, in milliseconds (Linux /proc; threads included). */
function cpuMs(pid: number | 'self', of: 'own' | 'waited-for children' = 'own'): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  const at = of === 'own' ? 11 : 13; // utime, stime; cutime, cstime
  const ticks = Number(fields[at]) + Number(fields[at + 1]);
  return (ticks * 1000) / 100; // USER_HZ is 100 on Linux
}

/** A load generator's figures and the share of one core it used generating them. */
interface LoadFigures extends Figures {
  clientCpuShare: number;
}

interface Row {
  page: string;
  figures: LoadFigures;
  /** The same load from wrk, when the machine has it. */
  wrkFigures?: LoadFigures | undefined;
  cpuMsPerPage?: number;
  /** Share of the pages that came rendered, now or from the cache (not the shell page for the browser). */
  renderedShare: number;
  /** Each page asked once before the load, four at a time (a visitor's then comes from the cache): p50 and p99 ms. */
  firstVisit: { p50: number; p99: number };
}

const percentile = (sorted: number[], share: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;

/** Every page once, four at a time: the time of each (a visitor's page is rendered and kept). */
async function firstVisits(api: RunningApi, paths: string[], headers: Record<string, string>): Promise<{ p50: number; p99: number }> {
  const times: number[] = [];
  const queue = [...paths];
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
        const started = performance.now();
        await (await fetch(`${api.url}${next}`, { headers })).arrayBuffer();
        times.push(performance.now() - started);
      }
    }),
  );
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 0.5), p99: percentile(times, 0.99) };
}

async function measure(api: RunningApi, page: string, paths: string[], cookie?: string): Promise<Row> {
  const headers: Record<string, string> = { 'accept-encoding': 'gzip, br', ...(cookie ? { cookie } : {}) };
  const firstVisit = await firstVisits(api, paths, headers);
  await loadHttp(api.url, { paths, seconds: 1, connections: CONNECTIONS, headers }); // warm
  const before = cpuMs(api.pid);
  let pages = 0;
  let rendered = 0;
  const onResponse = (_status: number, _body: string, answer: Record<string, string>) => {
    pages += 1;
    if (answer['x-page-render'] !== 'browser') rendered += 1;
  };
  const clientBefore = process.cpuUsage();
  const figures = await loadHttp(api.url, { paths, seconds: SECONDS, connections: CONNECTIONS, headers, onResponse });
  const clientCpu = process.cpuUsage(clientBefore);
  const cpuMsPerPage = (cpuMs(api.pid) - before) / Math.max(1, pages);
  return {
    page,
    figures: { ...figures, clientCpuShare: (clientCpu.user + clientCpu.system) / 1000 / (SECONDS * 1000) },
    wrkFigures: WRK ? wrkLoad(api, paths, headers) : undefined,
    cpuMsPerPage,
    renderedShare: rendered / Math.max(1, pages),
    firstVisit,
  };
}

function wrkLoad(api: RunningApi, paths: string[], headers: Record<string, string>): LoadFigures {
  const before = cpuMs('self', 'waited-for children');
  const figures = loadWithWrk(api.url, { paths, seconds: SECONDS, connections: CONNECTIONS, headers });
  return { ...figures, clientCpuShare: (cpuMs('self', 'waited-for children') - before) / (SECONDS * 1000) };
}

const loadColumns = (figures: LoadFigures) =>
  figures.requestsPerSecond.toFixed(0).padStart(9) +
  figures.p50Ms.toFixed(0).padStart(9) +
  figures.p99Ms.toFixed(0).padStart(9) +
  String(figures.errors).padStart(8) +
  `${(figures.clientCpuShare * 100).toFixed(0)} %`.padStart(12);

const LOAD_HEADER = 'pages/s'.padStart(9) + 'p50 ms'.padStart(9) + 'p99 ms'.padStart(9) + 'errors'.padStart(8) + 'client CPU'.padStart(12);

function printRows(title: string, rows: Row[]): void {
  console.log(`\n${title} (autocannon in this process; client CPU: the share of one core it used)`);
  console.log('page'.padEnd(48) + LOAD_HEADER + 'CPU ms/page'.padStart(13) + 'rendered'.padStart(10) + 'first p50/p99 ms'.padStart(18));
  for (const { page, figures, cpuMsPerPage, renderedShare, firstVisit } of rows) {
    console.log(
      page.padEnd(48) +
        loadColumns(figures) +
        (cpuMsPerPage ?? 0).toFixed(1).padStart(13) +
        `${(renderedShare * 100).toFixed(0)} %`.padStart(10) +
        `${firstVisit.p50.toFixed(0)}/${firstVisit.p99.toFixed(0)}`.padStart(18),
    );
  }
  if (!WRK) return;
  console.log(`The same loads from wrk (one thread, ${CONNECTIONS} connections)`);
  for (const { page, wrkFigures } of rows) if (wrkFigures) console.log(page.padEnd(48) + loadColumns(wrkFigures));
}

/** Category pages and every 97th product's page, Norwegian and English. */
function pagePaths(skus: string[]): { category: string[]; product: string[] } {
  return {
    category: ['/innbruddsalarm', '/kameraovervakning', '/brannprodukter', '/adgangskontroll', '/en/intruder-alarm', '/en/camera-surveillance'],
    product: skus.flatMap((sku) => [`/produkter/${sku}`, `/en/products/${sku}`]),
  };
}

async function loadRound(dataDir: string, serverRender: boolean, remotesFile: string): Promise<Row[]> {
  const api = await startApi({ dataDir, env: { SERVER_RENDER: serverRender ? 'yes' : 'no', REMOTES_FILE: remotesFile, LOG_LEVEL: 'warn' } });
  try {
    const all = (await (await fetch(`${api.url}/api/product/list`)).json()) as Array<{ skuId: string }>;
    if (all.length !== SIZE) throw new Error(`The API serves ${all.length} products, not ${SIZE}`);
    const paths = pagePaths(all.filter((_, index) => index % 97 === 0).map((product) => product.skuId));
    const retailer = await registerUser(api.url, path.join(dataDir, 'outbox'));
    const kind = serverRender ? 'rendered' : 'shell page';
    return [
      await measure(api, `visitor, category (${kind})`, paths.category),
      await measure(api, `visitor, product (${kind})`, paths.product),
      await measure(api, `retailer, category (${kind})`, paths.category, retailer.cookie),
      await measure(api, `retailer, product (${kind})`, paths.product, retailer.cookie),
    ];
  } finally {
    await api.stop();
  }
}

/** Re-points the catalogue REDEPLOYS times; the time until a page names the new release, and memory. */
async function redeployRound(dataDir: string, remotesFile: string): Promise<void> {
  const api = await startApi({ dataDir, env: { SERVER_RENDER: 'yes', REMOTES_FILE: remotesFile, LOG_LEVEL: 'warn' } });
  try {
    const times: number[] = [];
    await fetch(`${api.url}/innbruddsalarm`).then((answer) => answer.text());
    const before = api.memory();
    for (let release = 1; release <= REDEPLOYS; release += 1) {
      const entry = `/remotes/catalog/mf-manifest.json?release=${release}`;
      const started = performance.now();
      writeFileSync(remotesFile, JSON.stringify({ catalog: entry }));
      for (;;) {
        const html = await (await fetch(`${api.url}/innbruddsalarm`)).text();
        if (html.includes(`release=${release}`) && html.includes('data-boundary="catalog"')) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      times.push(performance.now() - started);
    }
    const after = api.memory();
    times.sort((a, b) => a - b);
    console.log(`\nCatalogue redeploys (remote re-pointed, ${REDEPLOYS} times)`);
    console.log(`time to the first page rendered with the new release: median ${times[Math.floor(times.length / 2)]!.toFixed(0)} ms, max ${times.at(-1)!.toFixed(0)} ms`);
    console.log(`API process memory (RSS): ${before.rssMiB.toFixed(0)} MiB before, ${after.rssMiB.toFixed(0)} MiB after ${REDEPLOYS} redeploys (peak ${after.peakMiB.toFixed(0)} MiB)`);
  } finally {
    await api.stop();
  }
}

async function main(): Promise<void> {
  const dataDir = await seededDataDir('shop-render-bench-', SIZE);
  const remotesFile = path.join(dataDir, 'remotes.json');
  writeFileSync(remotesFile, '{}');
  try {
    console.log(`Page render benchmark: ${SIZE} products, ${CONNECTIONS} connections, ${SECONDS} s per page kind; ${os.cpus().length} cores, Node ${process.versions.node}`);
    if (!WRK) console.log('wrk is not installed (apt-get install wrk): the loads come from autocannon alone, which on a small machine takes a core itself.');
    printRows('Before: the shell page, rendered by the browser', await loadRound(dataDir, false, remotesFile));
    printRows('After: pages rendered on the server', await loadRound(dataDir, true, remotesFile));
    await redeployRound(dataDir, remotesFile);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
