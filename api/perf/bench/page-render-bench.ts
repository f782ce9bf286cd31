// `npm run bench:render`: pages rendered on the server, under load (autocannon, 50 connections) with
// a catalogue of 10,000 products: a visitor's and a retailer's category and product pages, beside
// the same pages as the shell's page for the browser to render (SERVER_RENDER=no, as before server
// rendering); the API process's CPU time per rendered page (its workers included); and a catalogue
// redeploy: the time from re-pointing the remote to the first page rendered with it, and the
// process's memory after 50 redeploys. Every page is asked once before the load (its time is the
// "first" column): a visitor's page under load then comes from the cache, and so does a retailer's
// (kept for its price group). The last row is the visit no kept page helps: a retailer asking for
// product pages never asked for before, each rendered for the group. Needs the front ends built (`node scripts/build.mjs`).
// When the machine has wrk, each load runs again from it (see wrk-load.ts): autocannon, in Node,
// takes about a core itself, which on 2 cores is half the machine.
//
// Every row carries the machine's load average (1 minute) at its end: the machine is shared.
//
// BENCH_SECONDS (5), BENCH_REDEPLOYS (50; 0: none) change the run; BENCH_ROUNDS=rendered leaves out
// the shell pages' round, BENCH_VISITS=retailer the visitor's pages (a profile of the retailer's
// render: BENCH_CPU_PROFILE, bench-server.ts).
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
const ROUNDS = process.env.BENCH_ROUNDS === 'rendered' ? ['rendered'] : ['shell page', 'rendered'];
const VISITS = process.env.BENCH_VISITS === 'retailer' ? ['retailer'] : ['visitor', 'retailer'];

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
  /** The API process's CPU time (its render workers included) per page answered. */
  cpuMsPerPage: number;
  /** Share of the pages that came rendered, now or from the cache (not the shell page for the browser). */
  renderedShare: number;
  /** The machine's load average over the last minute, as the load ended. */
  loadAverage: number;
}

interface Row {
  page: string;
  figures: LoadFigures;
  /** The same load from wrk, when the machine has it. */
  wrkFigures?: LoadFigures | undefined;
  /** Each page asked once before the load, four at a time (a visitor's then comes from the cache): p50 and p99 ms. None for pages not kept. */
  firstVisit: { p50: number; p99: number } | undefined;
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

/**
 * One page kind under load. `notKept`: the pages are asked for under load without being asked once
 * before (no first visits, no warm-up), so nearly every one is rendered for the first time: the
 * visit a kept page does not help.
 */
async function measure(api: RunningApi, page: string, paths: string[], cookie?: string, options: { notKept?: boolean } = {}): Promise<Row> {
  const headers: Record<string, string> = { 'accept-encoding': 'gzip, br', ...(cookie ? { cookie } : {}) };
  const firstVisit = options.notKept ? undefined : await firstVisits(api, paths, headers);
  if (!options.notKept) await loadHttp(api.url, { paths, seconds: 1, connections: CONNECTIONS, headers }); // warm
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
    figures: {
      ...figures,
      clientCpuShare: (clientCpu.user + clientCpu.system) / 1000 / (SECONDS * 1000),
      cpuMsPerPage,
      renderedShare: rendered / Math.max(1, pages),
      loadAverage: os.loadavg()[0] ?? 0,
    },
    wrkFigures: WRK ? wrkLoad(api, paths, headers) : undefined,
    firstVisit,
  };
}

function wrkLoad(api: RunningApi, paths: string[], headers: Record<string, string>): LoadFigures {
  const before = cpuMs('self', 'waited-for children');
  const apiBefore = cpuMs(api.pid);
  // The pages the server left to the browser say so in a header.
  const figures = loadWithWrk(api.url, { paths, seconds: SECONDS, connections: CONNECTIONS, headers }, { name: 'x-page-render', value: 'browser' });
  const { requests, counted, ...rest } = figures;
  return {
    ...rest,
    clientCpuShare: (cpuMs('self', 'waited-for children') - before) / (SECONDS * 1000),
    cpuMsPerPage: (cpuMs(api.pid) - apiBefore) / Math.max(1, requests),
    renderedShare: (requests - counted) / Math.max(1, requests),
    loadAverage: os.loadavg()[0] ?? 0,
  };
}

const loadColumns = (figures: LoadFigures) =>
  figures.requestsPerSecond.toFixed(0).padStart(9) +
  figures.p50Ms.toFixed(0).padStart(9) +
  figures.p99Ms.toFixed(0).padStart(9) +
  String(figures.errors).padStart(8) +
  `${(figures.clientCpuShare * 100).toFixed(0)} %`.padStart(12) +
  // No page answered in the run: its CPU went into pages that never came, not a figure per page.
  (figures.requestsPerSecond > 0 ? figures.cpuMsPerPage.toFixed(1) : 'no page').padStart(13) +
  `${(figures.renderedShare * 100).toFixed(0)} %`.padStart(10) +
  figures.loadAverage.toFixed(1).padStart(9);

const LOAD_HEADER =
  'pages/s'.padStart(9) +
  'p50 ms'.padStart(9) +
  'p99 ms'.padStart(9) +
  'errors'.padStart(8) +
  'client CPU'.padStart(12) +
  'CPU ms/page'.padStart(13) +
  'rendered'.padStart(10) +
  'load 1m'.padStart(9);

function printRows(title: string, rows: Row[]): void {
  console.log(`\n${title} (autocannon in this process; client CPU: the share of one core it used; load 1m: the machine's load average as the load ended)`);
  console.log('page'.padEnd(44) + LOAD_HEADER + 'first p50/p99 ms'.padStart(18));
  for (const { page, figures, firstVisit } of rows) {
    console.log(page.padEnd(44) + loadColumns(figures) + (firstVisit ? `${firstVisit.p50.toFixed(0)}/${firstVisit.p99.toFixed(0)}` : '-').padStart(18));
  }
  if (!WRK) return;
  console.log(`The same loads from wrk (one thread, ${CONNECTIONS} connections)`);
  for (const { page, wrkFigures } of rows) if (wrkFigures) console.log(page.padEnd(44) + loadColumns(wrkFigures));
}

/**
 * Issue 47's figures: a logged-in retailer's category and product pages rendered on the server
 * (targets: at least 95 % rendered on the server, p99 at most 100 ms), with their CPU per page
 * and the machine's load beside them.
 */
function printRetailerFigures(rows: Row[]): void {
  const retailer = rows.filter((row) => row.page.startsWith('retailer'));
  if (retailer.length === 0) return;
  console.log(`\nA retailer's pages rendered on the server (targets: rendered >= 95 %, p99 <= 100 ms; ${os.cpus().length} cores)`);
  const line = (from: string, page: string, figures: LoadFigures) =>
    console.log(
      `${page.padEnd(26)} ${from.padEnd(11)} CPU ${(figures.requestsPerSecond > 0 ? figures.cpuMsPerPage.toFixed(1) : '-').padStart(5)} ms/page, rendered ${(figures.renderedShare * 100).toFixed(0).padStart(3)} %, ` +
        `p99 ${figures.p99Ms.toFixed(0).padStart(4)} ms, ${figures.requestsPerSecond.toFixed(0).padStart(4)} pages/s, load average ${figures.loadAverage.toFixed(1)}`,
    );
  for (const { page, figures, wrkFigures } of retailer) {
    const name = page.replace(/ \(.*\)$/, '').replace('product not kept yet', 'product, unseen');
    line('autocannon', name, figures);
    if (wrkFigures) line('wrk', name, wrkFigures);
  }
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
    const rows: Row[] = [];
    for (const visit of VISITS) {
      const cookie = visit === 'retailer' ? retailer.cookie : undefined;
      rows.push(await measure(api, `${visit}, category (${kind})`, paths.category, cookie));
      rows.push(await measure(api, `${visit}, product (${kind})`, paths.product, cookie));
    }
    // The unflattering visit: a retailer's product pages never asked for before (every product, both
    // languages, in an order of its own), each a render for the price group.
    if (VISITS.includes('retailer')) {
      const unseen = all.flatMap((product) => [`/produkter/${product.skuId}`, `/en/products/${product.skuId}`]).filter((_, index) => index % 194 !== 0 && index % 194 !== 1);
      const shuffled = unseen.map((path, index) => ({ path, order: (index * 7919) % unseen.length })).sort((a, b) => a.order - b.order).map(({ path }) => path);
      rows.push(await measure(api, `retailer, product not kept yet (${kind})`, shuffled, retailer.cookie, { notKept: true }));
    }
    return rows;
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
    console.log(`Load average at the start: ${os.loadavg().map((load) => load.toFixed(1)).join(', ')} (1, 5, 15 minutes)`);
    if (ROUNDS.includes('shell page')) printRows('Before: the shell page, rendered by the browser', await loadRound(dataDir, false, remotesFile));
    const rendered = await loadRound(dataDir, true, remotesFile);
    printRows('After: pages rendered on the server', rendered);
    if (REDEPLOYS > 0) await redeployRound(dataDir, remotesFile);
    printRetailerFigures(rendered);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
