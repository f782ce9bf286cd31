// `npm run bench:catalog`: the catalogue calls at 10,000 products, 50 connections each, served
// from memory by the API, beside the same queries run directly on PGlite. Prints requests per
// second, p99 latency and the ratio. BENCH_PRODUCTS and BENCH_SECONDS change size and duration.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { type ApiProcess, startApi } from '@shop/tooling/api-process';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Queryable, SqlParam } from '../../src/infra/db/db';
import { runMigrations } from '../../src/infra/db/migrate';
import { openPgliteDb } from '../../src/infra/db/pglite-db';
import { importCatalog } from '../../src/modules/catalog/import-catalog';
import { CATEGORIES, FILTERS, SEARCHES } from './api-scenarios';
import { benchCatalog } from './bench-catalog';
import { type Figures, hammerCalls, hammerHttp } from './load';
import { SEARCH_SETUP, pgliteQueries } from './pglite-queries';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
interface Scenario {
  name: string;
  paths: string[];
  sql: (db: Queryable, index: number) => Promise<unknown>;
}

function scenarios(skus: string[]): Scenario[] {
  const pick = <T>(list: T[], index: number) => list[index % list.length] as T;
  const pages = Array.from({ length: 40 }, (_, i) => ({ category: pick(CATEGORIES, i), offset: (i % 10) * 24 }));
  return [
    {
      name: 'list (category, first screen of 24)',
      paths: pages.map((page) => `/api/product/list?category=${page.category}&limit=24&offset=${page.offset}`),
      sql: (db, i) => pgliteQueries.list(db, pick(pages, i).category, { limit: 24, offset: pick(pages, i).offset }),
    },
    {
      name: 'list (whole category, unpaged)',
      paths: CATEGORIES.map((category) => `/api/product/list?category=${category}`),
      sql: (db, i) => pgliteQueries.list(db, pick(CATEGORIES, i)),
    },
    {
      name: 'detail',
      paths: skus.map((sku) => `/api/product/detail/${encodeURIComponent(sku)}`),
      sql: (db, i) => pgliteQueries.detail(db, pick(skus, i)),
    },
    {
      name: 'search (first 24)',
      paths: SEARCHES.map((words) => `/api/product/search?search=${encodeURIComponent(words)}&limit=24`),
      sql: (db, i) => pgliteQueries.search(db, pick(SEARCHES, i)),
    },
    {
      name: 'filterlist (first 24)',
      paths: FILTERS.map((ids) => `/api/product/filterlist?filterList=${encodeURIComponent(ids.join(','))}&limit=24`),
      sql: (db, i) => pgliteQueries.filterList(db, pick(FILTERS, i)),
    },
  ];
}

async function seed(dataDir: string): Promise<void> {
  const started = performance.now();
  const db = await openPgliteDb(dataDir);
  try {
    await runMigrations(db, path.join(apiDir, 'migrations'));
    const result = await importCatalog(db, benchCatalog(PRODUCTS));
    console.log(`Seeded ${result.products} products in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await db.close();
  }
}

/** The API from its TypeScript source (no build needed), on the seeded folder, the demo left out. */
function startSourceApi(dataDir: string): Promise<ApiProcess> {
  return startApi({
    serverFile: path.join(apiDir, 'src', 'server.ts'),
    nodeArgs: ['--import', 'tsx'],
    cwd: apiDir,
    env: { DATA_DIR: dataDir, SEED_DEMO_CATALOG: 'false', SEED_DEMO_ACCOUNT: 'false' },
    output: 'inherit',
  });
}

async function openWithTrigrams(dataDir: string): Promise<{ db: Queryable; close: () => Promise<void> }> {
  const pglite = new PGlite(dataDir, { extensions: { pg_trgm } });
  await pglite.waitReady;
  const db: Queryable = {
    query: async <T extends object>(sql: string, params: readonly SqlParam[] = []) => (await pglite.query<T>(sql, [...params])).rows,
    exec: async (sql: string) => void (await pglite.exec(sql)),
  };
  return { db, close: () => pglite.close() };
}

const format = (figures: Figures) => `${figures.requestsPerSecond.toFixed(0).padStart(7)} req/s  p99 ${figures.p99Ms.toFixed(1).padStart(7)} ms`;

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-bench-'));
  try {
    await seed(dataDir);
    const memory = new Map<string, Figures>();
    const api = await startSourceApi(dataDir);
    const { url } = api;
    let skus: string[];
    try {
      const list = (await (await fetch(`${url}/api/product/list`)).json()) as Array<{ skuId: string }>;
      skus = list.filter((_, index) => index % 97 === 0).map((product) => product.skuId);
      console.log(`API serves ${list.length} products from memory; ${CONNECTIONS} connections, ${SECONDS} s per call\n`);
      for (const scenario of scenarios(skus)) {
        await hammerHttp(url, scenario.paths, 2, CONNECTIONS); // warm-up
        memory.set(scenario.name, await hammerHttp(url, scenario.paths, SECONDS, CONNECTIONS));
      }
    } finally {
      await api.stop();
    }

    const { db, close } = await openWithTrigrams(dataDir);
    const rows: string[] = [];
    try {
      await db.exec(SEARCH_SETUP);
      for (const scenario of scenarios(skus)) {
        await hammerCalls((i) => scenario.sql(db, i), 2, CONNECTIONS); // warm-up
        const sql = await hammerCalls((i) => scenario.sql(db, i), SECONDS, CONNECTIONS);
        const http = memory.get(scenario.name) as Figures;
        const ratio = http.requestsPerSecond / Math.max(sql.requestsPerSecond, 0.001);
        const errors = http.errors + sql.errors > 0 ? `  (errors: API ${http.errors}, PGlite ${sql.errors})` : '';
        rows.push(`${scenario.name.padEnd(36)} memory ${format(http)} | PGlite ${format(sql)} | ${ratio.toFixed(1).padStart(6)}×${errors}`);
      }
    } finally {
      await close();
    }
    console.log(`Catalogue calls at ${PRODUCTS} products, ${CONNECTIONS} concurrent callers, ${SECONDS} s each (${os.cpus().length} cores, Node ${process.versions.node})`);
    console.log('memory: HTTP to the API (in-memory catalogue). PGlite: the same query, called directly, no HTTP.\n');
    for (const row of rows) console.log(row);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
