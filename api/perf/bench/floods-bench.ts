// `npm run bench:floods`: what one client and one account flooding the API's heaviest shapes does
// to everyone else. The built API runs as its own process with its production settings (the work
// budget on, WORK_UNITS_PER_MINUTE's default) and 10,000 products. For each shape an attacker (a
// new account, from its own loopback address) sends as fast as BENCH_CONNECTIONS connections allow
// for BENCH_SECONDS, while a victim from another address asks GET /api/health every 10 ms, one at a
// time: its p50/p99 during each flood beside idle. Target: the victim's p99 ≤ 50 ms.
//
// The shapes: delivery options for 500 lines, the priced list with limit=10000, batches of 500
// SKUs, one order of 500 lines read again and again, and logged-in pages at addresses never asked
// before (each one rendered); then all of them at once.
//
// `--server <file>` runs another build (say, one from before the work budget); `--env NAME=value`
// sets a variable of the API (WORK_UNITS_PER_MINUTE=0: no budget). Needs the front ends built
// (`node scripts/build.mjs`, which this runs first; it skips what is up to date).
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { type RunningApi, repoRoot, startApi } from './bench-server';
import { registerUser } from './bench-session';
import { seededDataDir } from './seeded-data-dir';

const SIZE = 10_000;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
/** At most this many requests a flood, however fast they are answered. */
const MAX_REQUESTS = 200_000;
const VICTIM_EVERY_MS = 10;

function argValues(name: string): string[] {
  const values: string[] = [];
  process.argv.forEach((arg, index) => {
    if (arg === name && process.argv[index + 1] !== undefined) values.push(process.argv[index + 1] as string);
  });
  return values;
}

interface Ask {
  method: 'GET' | 'POST';
  path: string;
  body?: string;
}

/** One client's connections, from its own loopback address (127.0.0.0/8 is all loopback on Linux). */
function clientAgent(localAddress: string): Agent {
  return new Agent({ keepAlive: true, maxSockets: CONNECTIONS, localAddress });
}

/** Sends `ask`, reads the answer to its end without keeping it; its status. */
function send(api: RunningApi, agent: Agent, ask: Ask, cookie: string): Promise<number> {
  return new Promise((resolve) => {
    const headers: Record<string, string> = { cookie, 'accept-encoding': 'gzip, br' };
    if (ask.body !== undefined) Object.assign(headers, { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(ask.body)) });
    const call = request(`${api.url}${ask.path}`, { method: ask.method, agent, headers }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
      response.on('error', () => resolve(0));
    });
    call.on('error', () => resolve(0));
    call.end(ask.body);
  });
}

interface FloodCount {
  served: number;
  refused: number;
  other: number;
}

/** Sends asks from `next` over CONNECTIONS connections until the time or the count is up. */
async function flood(api: RunningApi, agent: Agent, cookie: string, next: (index: number) => Ask, seconds: number): Promise<FloodCount> {
  const count: FloodCount = { served: 0, refused: 0, other: 0 };
  const until = performance.now() + seconds * 1000;
  let index = 0;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < until && index < MAX_REQUESTS) {
        const status = await send(api, agent, next(index++), cookie);
        if (status >= 200 && status < 300) count.served += 1;
        else if (status === 429) count.refused += 1;
        else count.other += 1;
      }
    }),
  );
  return count;
}

// The victim, in a thread of its own so the flood's answers never delay its clock: GET /api/health
// every VICTIM_EVERY_MS, one at a time, on one kept-alive connection from 127.0.0.1.
const VICTIM = `
const { parentPort, workerData } = require('node:worker_threads');
const http = require('node:http');
const agent = new http.Agent({ keepAlive: true, maxSockets: 1, localAddress: '127.0.0.1' });
let times = [];
let running = true;
const once = () => new Promise((resolve) => {
  const started = performance.now();
  http.get(workerData.url + '/api/health', { agent }, (response) => {
    response.resume();
    response.on('end', () => resolve(performance.now() - started));
  }).on('error', () => resolve(performance.now() - started));
});
parentPort.on('message', (message) => {
  if (message === 'take') { parentPort.postMessage(times); times = []; }
  if (message === 'stop') running = false;
});
(async () => {
  while (running) {
    const started = performance.now();
    times.push(await once());
    const wait = workerData.every - (performance.now() - started);
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  }
  agent.destroy();
})();
`;

class Victim {
  private readonly worker: Worker;
  constructor(url: string) {
    this.worker = new Worker(VICTIM, { eval: true, workerData: { url, every: VICTIM_EVERY_MS } });
  }
  /** The response times since the last take, in ms. */
  take(): Promise<number[]> {
    return new Promise((resolve) => {
      this.worker.once('message', resolve);
      this.worker.postMessage('take');
    });
  }
  async stop(): Promise<void> {
    this.worker.postMessage('stop');
    await this.worker.terminate();
  }
}

const percentile = (sorted: number[], share: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;

interface Row {
  shape: string;
  count?: FloodCount;
  victim: number[];
}

function printRows(rows: Row[]): void {
  console.log(
    '\n' + 'flood (one client, one account)'.padEnd(44) + 'served'.padStart(8) + '429'.padStart(8) + 'other'.padStart(7) + 'victim n'.padStart(10) + 'p50 ms'.padStart(9) + 'p99 ms'.padStart(9) + 'max ms'.padStart(9),
  );
  for (const { shape, count, victim } of rows) {
    const sorted = [...victim].sort((a, b) => a - b);
    console.log(
      shape.padEnd(44) +
        String(count?.served ?? '').padStart(8) +
        String(count?.refused ?? '').padStart(8) +
        String(count?.other ?? '').padStart(7) +
        String(sorted.length).padStart(10) +
        percentile(sorted, 0.5).toFixed(1).padStart(9) +
        percentile(sorted, 0.99).toFixed(1).padStart(9) +
        (sorted.at(-1) ?? 0).toFixed(1).padStart(9),
    );
  }
}

/** Logs in a new account for one flood: a budget of its own, as a fresh attacker's. */
async function attacker(api: RunningApi, dataDir: string, n: number): Promise<{ cookie: string; userId: string; agent: Agent }> {
  const user = await registerUser(api.url, path.join(dataDir, 'outbox'));
  return { cookie: user.cookie, userId: user.userId, agent: clientAgent(`127.0.0.${10 + n}`) };
}

async function main(): Promise<void> {
  const build = spawnSync(process.execPath, [path.join(repoRoot, 'scripts', 'build.mjs')], { cwd: repoRoot, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('The build failed');
  const serverFile = argValues('--server')[0];
  const env = Object.fromEntries(argValues('--env').map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]));
  const dataDir = await seededDataDir('shop-floods-bench-', SIZE);
  // Production settings but for the work budget's (the default unless --env sets it): no bound on
  // orders a day (one order is sent), and the bench's own defaults for the rest.
  const api = await startApi({
    ...(serverFile ? { serverFile } : {}),
    dataDir,
    env: { WORK_UNITS_PER_MINUTE: undefined, HEAVY_READS_PER_MINUTE: undefined, CONNECTIONS_PER_CLIENT: '64', LOG_LEVEL: 'error', ...env },
  });
  const victim = new Victim(api.url);
  try {
    const products = (await (await fetch(`${api.url}/api/product/list?limit=10000`)).json()) as Array<{ skuId: string }>;
    if (products.length !== SIZE) throw new Error(`The API serves ${products.length} products, not ${SIZE}`);
    const skus = products.map((product) => product.skuId);
    const five = skus.filter((_, index) => index % 20 === 0).slice(0, 500);
    const lines = JSON.stringify({ lineItems: five.map((SkuId, index) => ({ SkuId, Quantity: 1 + (index % 40) * 25 })) });
    console.log(`Flood benchmark: ${SIZE} products, ${CONNECTIONS} connections for ${SECONDS} s per flood; ${os.cpus().length} cores, Node ${process.versions.node}; ${serverFile ?? 'api/dist/server.js'} ${JSON.stringify(env)}`);

    const rows: Row[] = [];
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    await victim.take();
    await new Promise((resolve) => setTimeout(resolve, SECONDS * 1000));
    rows.push({ shape: 'idle', victim: await victim.take() });

    // The order read again and again: 500 lines, sent once by the attacker of that flood.
    const orderReader = await attacker(api, dataDir, 0);
    const sentOrder = await new Promise<string>((resolve, reject) => {
      const body = JSON.stringify({ customer: orderReader.userId, lineItems: five.map((SkuId) => ({ SkuId, Quantity: 1 })) });
      const call = request(`${api.url}/api/orders`, { method: 'POST', agent: orderReader.agent, headers: { cookie: orderReader.cookie, 'content-type': 'application/json' } }, (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => (response.statusCode === 202 ? resolve((JSON.parse(text) as { id: string }).id) : reject(new Error(`The order was answered ${response.statusCode}: ${text}`))));
      });
      call.end(body);
    });

    const shapes: Array<{ shape: string; next: (index: number) => Ask; who?: { cookie: string; agent: Agent } }> = [
      { shape: 'delivery options, 500 lines', next: () => ({ method: 'POST', path: '/api/orders/delivery-options', body: lines }) },
      { shape: 'priced list, limit=10000', next: () => ({ method: 'GET', path: '/api/productUser/list?limit=10000' }) },
      { shape: 'batch of 500 SKUs', next: (index) => ({ method: 'GET', path: `/api/productUser/batch?skus=${skus.slice((index % 19) * 500, (index % 19) * 500 + 500).join(',')}` }) },
      { shape: 'an order of 500 lines, read', next: () => ({ method: 'GET', path: `/api/order/${sentOrder}` }), who: orderReader },
      { shape: 'pages never asked before (logged in)', next: (index) => ({ method: 'GET', path: `/produkter/${skus[index % SIZE]}?flood=${index}` }) },
    ];
    for (const [n, { shape, next, who }] of shapes.entries()) {
      const { cookie, agent } = who ?? (await attacker(api, dataDir, n + 1));
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await victim.take();
      const count = await flood(api, agent, cookie, next, SECONDS);
      rows.push({ shape, count, victim: await victim.take() });
      agent.destroy();
    }
    // Everything at once, from one more client and account.
    const all = await attacker(api, dataDir, shapes.length + 1);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await victim.take();
    const ownShapes = shapes.filter((shape) => shape.who === undefined);
    const count = await flood(api, all.agent, all.cookie, (index) => (ownShapes[index % ownShapes.length] as (typeof shapes)[number]).next(index), SECONDS);
    rows.push({ shape: 'all of them at once (no order read)', count, victim: await victim.take() });
    printRows(rows);
  } finally {
    await victim.stop();
    await api.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
