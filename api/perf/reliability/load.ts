// Load: 60 seconds of mixed shop traffic at 100 connections against a real API process
// (api/dist/server.js with the demo catalogue): visitors browse the menu, categories and featured
// products, search and read product pages; logged-in customers read priced products and
// categories (the cart lives in the browser, so adding to it is a product read) and check out.
// No answer may be a 5xx (or an error or timeout) and every order answered 202 must be stored,
// none twice. Prints requests per second and p99 latency per route.
//
//   tsx perf/reliability/load.ts                              PGlite in a temporary DATA_DIR
//   DATABASE_URL=postgres://… tsx perf/reliability/load.ts    a fresh database on that server
//   LOAD_SECONDS=20 LOAD_CONNECTIONS=50 …                 shorter or lighter
//
// `npm run suite:load` (repository root) runs it on both.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { buildApi, startApi } from './api-process';
import { throwAwayDatabase } from '../../test/support/throw-away-database';
import { type Customer, listOrders, registerCustomer } from './shop-client';
import { table } from './table';
import { type Stream, streams } from './load-plan';

const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 100);
const CUSTOMERS = 5;

interface Figures {
  route: string;
  connections: number;
  requests: number;
  requestsPerSecond: number;
  p99Ms: number;
  fiveHundreds: number;
  errors: number;
  maxMs: number;
  otherNon2xx: number;
}

async function catalogOf(url: string) {
  const menu = (await (await fetch(`${url}/api/product/menu`)).json()) as Array<{ id: string; subItems?: Array<{ id: string }> }>;
  const products = (await (await fetch(`${url}/api/product/list`)).json()) as Array<{ skuId: string }>;
  return { categories: menu.map((item) => item.id), skus: products.map((product) => product.skuId) };
}

async function runStream(url: string, stream: Stream, connections: number, customers: Customer[], onOrder: (id: string) => void): Promise<Figures> {
  let next = 0;
  const statuses = new Map<number, number>();
  const problems = new Map<string, number>();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const tracker = autocannon({
    url,
    connections,
    duration: SECONDS,
    requests: [
      {
        method: stream.method ?? 'GET',
        setupRequest: (request) => {
          const n = (next += 1);
          const customer = customers[n % customers.length] as Customer;
          const extra = stream.body?.(n, customer);
          return {
            ...request,
            path: stream.path(n),
            headers: { ...(stream.customer ? { cookie: customer.cookie } : {}), ...extra?.headers },
            ...(extra ? { body: extra.body } : {}),
          };
        },
        onResponse: (status, body) => {
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
          if (stream.body && status === 202) {
            const answer = JSON.parse(body) as { id: string };
            onOrder(answer.id);
          }
        },
      },
    ],
    }, (error: Error | null, finished) => (error ? reject(error) : resolve(finished)));
    tracker.on('reqError', (error: Error) => problems.set(error.message, (problems.get(error.message) ?? 0) + 1));
  });
  for (const [message, times] of problems) console.error(`  ${stream.route}: ${times} × ${message}`);
  const count = (test: (status: number) => boolean) => [...statuses].filter(([status]) => test(status)).reduce((sum, [, n]) => sum + n, 0);
  return {
    route: stream.route,
    connections,
    requests: count(() => true),
    requestsPerSecond: count(() => true) / (result.duration || SECONDS),
    p99Ms: result.latency.p99,
    fiveHundreds: count((status) => status >= 500),
    // Timeouts (no answer within 10 s) are counted among the errors.
    errors: result.errors,
    maxMs: result.latency.max,
    otherNon2xx: count((status) => status < 200 || (status >= 300 && status < 500)),
  };
}

async function main(): Promise<void> {
  await buildApi();
  const databaseUrl = process.env.DATABASE_URL;
  const database = databaseUrl ? await throwAwayDatabase(databaseUrl, 'shop_load') : null;
  // The PGlite data, or with PostgreSQL only the outbox of the API's mail.
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-load-'));
  const kind = database ? 'PostgreSQL' : 'PGlite';
  const api = await startApi(database ? { DATABASE_URL: database.url, DATA_DIR: dataDir } : { DATA_DIR: dataDir });
  let ok = false;
  try {
    const { categories, skus } = await catalogOf(api.url);
    const customers: Customer[] = [];
    for (let i = 0; i < CUSTOMERS; i += 1) customers.push(await registerCustomer(api.url, path.join(dataDir, 'outbox')));
    const acknowledged = new Set<string>();
    const plan = streams(categories, skus, String(Date.now()));
    const started = Date.now();
    const figures = await Promise.all(
      plan.map((stream) => runStream(api.url, stream, Math.max(1, Math.round(CONNECTIONS * stream.share)), customers, (id) => acknowledged.add(id))),
    );
    const elapsed = (Date.now() - started) / 1000;
    const total = (pickFigure: (f: Figures) => number) => figures.reduce((sum, f) => sum + pickFigure(f), 0);

    const stored = (await Promise.all(customers.map((customer) => listOrders(api.url, customer)))).flat();
    const storedIds = new Set(stored.map((order) => order.id));
    const references = stored.map((order) => order.customerReference);
    const lost = [...acknowledged].filter((id) => !storedIds.has(id)).length;
    const duplicates = references.length - new Set(references).size;

    console.log(`\nLoad on ${kind}: ${figures.reduce((sum, f) => sum + f.connections, 0)} connections for ${SECONDS} s (${elapsed.toFixed(0)} s wall), ${skus.length} products`);
    console.log(
      table(
        ['route', 'conns', 'req/s', 'p99 ms', 'max ms', '5xx', 'errors', 'other non-2xx'],
        [
          ...figures.map((f) => [f.route, f.connections, f.requestsPerSecond.toFixed(0), f.p99Ms, f.maxMs, f.fiveHundreds, f.errors, f.otherNon2xx]),
          ['all', total((f) => f.connections), total((f) => f.requestsPerSecond).toFixed(0), '', '', total((f) => f.fiveHundreds), total((f) => f.errors), total((f) => f.otherNon2xx)],
        ],
      ),
    );
    console.log(`orders: ${acknowledged.size} answered 202, ${acknowledged.size - lost} stored, ${lost} lost, ${duplicates} stored twice`);
    ok = total((f) => f.fiveHundreds + f.errors + f.otherNon2xx) === 0 && lost === 0 && duplicates === 0 && acknowledged.size > 0;
    console.log(ok ? 'PASS' : 'FAIL');
  } finally {
    await api.stop();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  process.exitCode = ok ? 0 : 1;
}

await main();
