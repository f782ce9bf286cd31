// One round of `npm run bench:api`: one database (PGlite or the PostgreSQL of DATABASE_URL) at one
// catalogue size. Seeds the catalogue through the import path, starts the built API as its own
// process (and, with --compare, a second build beside it on a copy of the same data), loads every
// read scenario and order sending with autocannon, checks that every acknowledged order is stored,
// and writes the figures as JSON to --out. Run by api-bench.ts; see the README.
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Db } from '../../src/infra/db/db';
import { runMigrations } from '../../src/infra/db/migrate';
import { openPgliteDb } from '../../src/infra/db/pglite-db';
import { openPgPoolDb } from '../../src/infra/db/pg-pool-db';
import { importCatalog } from '../../src/modules/catalog/import-catalog';
import { giveAgreements } from './bench-agreements';
import { benchCatalog } from './bench-catalog';
import { type RunningApi, apiDir, startApi } from './bench-server';
import { type BenchUser, login, registerUser } from './bench-session';
import { type ReadScenario, orderBody, readScenarios } from './api-scenarios';
import { type Figures, type HttpLoad, loadHttp, medianFigures } from './load';
import { loadLargeAnswers } from './large-answers';
import { meanAnswerBytes, waitUntilQuiet } from './quiet-server';
import type { RoundResult, ServerResult } from './round-result';

const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: 'pglite' },
    size: { type: 'string', default: '10000' },
    seconds: { type: 'string', default: '3' },
    repeat: { type: 'string', default: '3' },
    connections: { type: 'string', default: '50' },
    users: { type: 'string', default: '10' },
    out: { type: 'string' },
    server: { type: 'string' },
    compare: { type: 'string' },
    only: { type: 'string' },
    // The current build's users' organisations get price agreements (bench-agreements.ts).
    agreements: { type: 'boolean', default: false },
  },
});
const SIZE = Number(args.size);
const SECONDS = Number(args.seconds);
const REPEAT = Number(args.repeat);
const CONNECTIONS = Number(args.connections);
/** Logged-in requests and orders come from this many users (organisations) in turn. */
const USERS = Number(args.users);
const databaseUrl = args.db === 'postgres' ? process.env.DATABASE_URL : undefined;
if (args.db === 'postgres' && !databaseUrl) throw new Error('--db postgres needs DATABASE_URL (run under scripts/with-postgres.mjs)');

const openDb = (dataDir: string): Promise<Db> => (databaseUrl ? openPgPoolDb(databaseUrl) : openPgliteDb(dataDir));
const log = (message: string) => process.stderr.write(`  [${args.db} ${SIZE}] ${message}\n`);
const secondsSince = (start: number) => (performance.now() - start) / 1000;

async function seed(dataDir: string): Promise<number> {
  const started = performance.now();
  const db = await openDb(dataDir);
  try {
    await runMigrations(db, path.join(apiDir, 'migrations'));
    await importCatalog(db, benchCatalog(SIZE));
  } finally {
    await db.close();
  }
  return secondsSince(started);
}

/** How many of the acknowledged order ids are in the database, and how many orders the users have. */
async function countStored(dataDir: string, userIds: string[], ids: string[]): Promise<{ stored: number; ofUsers: number }> {
  const db = await openDb(dataDir);
  try {
    const [stored] = await db.query<{ count: string }>('SELECT count(*) AS count FROM orders WHERE id = ANY($1::uuid[])', [ids]);
    const [ofUsers] = await db.query<{ count: string }>('SELECT count(*) AS count FROM orders WHERE user_id = ANY($1::uuid[])', [userIds]);
    return { stored: Number(stored?.count), ofUsers: Number(ofUsers?.count) };
  } finally {
    await db.close();
  }
}

/** Every 97th product: the detail pages opened and the products ordered. */
let skus: string[] = [];

/**
 * Every 97th SKU of the whole list, checking that the API serves them all. A function of its own so
 * the parsed list (100,000 objects) is garbage once it returns: kept, it would make each garbage
 * collection of the load generator slower for the rest of the round.
 */
async function benchSkus(url: string): Promise<string[]> {
  const all = (await (await fetch(`${url}/api/product/list`)).json()) as Array<{ skuId: string }>;
  if (all.length !== SIZE) throw new Error(`The API serves ${all.length} products, not ${SIZE}`);
  return all.filter((_, index) => index % 97 === 0).map((product) => product.skuId);
}

interface Contender {
  label: string;
  serverFile: string | undefined;
  dataDir: string;
  api?: RunningApi;
  users: BenchUser[];
  startSeconds?: number;
  runs: Map<string, Figures[]>;
  answerBytes: Map<string, number>;
  acknowledged: string[];
}

/** A read scenario's load; logged-in requests take the users' cookies in turn. */
function readLoad(scenario: ReadScenario, contender: Contender, seconds: number): HttpLoad {
  const { users } = contender;
  const request = scenario.loggedIn ? (index: number) => ({ headers: { cookie: (users[index % users.length] as BenchUser).cookie } }) : undefined;
  const headers: Record<string, string> = scenario.acceptEncoding ? { 'accept-encoding': scenario.acceptEncoding } : {};
  return { paths: scenario.paths, seconds, connections: scenario.connections ?? CONNECTIONS, headers, ...(request ? { request } : {}) };
}

/**
 * Runs a load once the API is quiet again, so what an earlier load left behind is not measured;
 * answers that grow with the catalogue go through the byte-counting client (large-answers.ts).
 */
async function quietLoad(contender: Contender, load: HttpLoad, scenario?: ReadScenario): Promise<Figures> {
  const waited = await waitUntilQuiet(contenders.map((other) => other.api!));
  if (waited > 2_000) log(`waited ${(waited / 1000).toFixed(1)} s for the APIs to be quiet before the ${contender.label} one's load`);
  return scenario?.growsWithCatalog ? loadLargeAnswers(contender.api!.url, load) : loadHttp(contender.api!.url, load);
}

/** The mean size of a scenario's answers as sent, with its headers (a logged-in user's cookie). */
function scenarioAnswerBytes(scenario: ReadScenario, contender: Contender): Promise<number> {
  const headers: Record<string, string> = scenario.acceptEncoding ? { 'accept-encoding': scenario.acceptEncoding } : {};
  if (scenario.loggedIn) headers.cookie = (contender.users[0] as BenchUser).cookie;
  return meanAnswerBytes(contender.api!.url, scenario.paths, headers);
}

/**
 * Order sends from the contender's users in turn (fresh logins), each with a new Idempotency-Key;
 * the id of every acknowledged (202) order is kept to be looked up in the database afterwards.
 */
async function orderLoad(contender: Contender, label: string, seconds: number): Promise<HttpLoad> {
  const users = await Promise.all(contender.users.map((user) => login(contender.api!.url, user)));
  contender.users = users;
  const prefix = `bench-${label}-${Date.now()}`;
  return {
    paths: ['/api/orders'],
    method: 'POST',
    seconds,
    connections: CONNECTIONS,
    headers: { 'content-type': 'application/json' },
    request: (index) => {
      const user = users[index % users.length] as BenchUser;
      return { body: orderBody(user.userId, skus, index), headers: { cookie: user.cookie, 'idempotency-key': `${prefix}-${index}` } };
    },
    onResponse: (status, body) => {
      if (status === 202) contender.acknowledged.push((JSON.parse(body) as { id: string }).id);
    },
  };
}

/**
 * Gives the contender's users' organisations price agreements. PGlite is locked to the running API:
 * it is stopped for the write and started again (its start is timed before).
 */
async function withAgreements(contender: Contender): Promise<void> {
  if (!databaseUrl) await contender.api!.stop();
  const db = await openDb(contender.dataDir);
  try {
    const terms = await giveAgreements(db, contender.users.map((user) => user.userId));
    log(`${contender.label}: ${terms} agreement terms for ${contender.users.length} organisations`);
  } finally {
    await db.close();
  }
  if (!databaseUrl) contender.api = await startApi({ serverFile: contender.serverFile, dataDir: contender.dataDir, databaseUrl });
}

/** The API builds of the round: the current one, and with --compare the other. */
const contenders: Contender[] = [];

async function main(): Promise<void> {
  const root = mkdtempSync(path.join(os.tmpdir(), 'shop-bench-api-'));
  contenders.push({ label: 'current', serverFile: args.server, dataDir: path.join(root, 'current'), runs: new Map(), answerBytes: new Map(), acknowledged: [], users: [] });
  if (args.compare) contenders.push({ label: 'compare', serverFile: args.compare, dataDir: path.join(root, 'compare'), runs: new Map(), answerBytes: new Map(), acknowledged: [], users: [] });
  try {
    log('seeding…');
    const seedSeconds = await seed(contenders[0]!.dataDir);
    log(`seeded in ${seedSeconds.toFixed(1)} s`);
    // PGlite is locked to one process: the second build gets a copy of the seeded folder.
    for (const contender of contenders.slice(1)) if (!databaseUrl) cpSync(contenders[0]!.dataDir, contender.dataDir, { recursive: true });

    for (const contender of contenders) {
      const started = performance.now();
      contender.api = await startApi({ serverFile: contender.serverFile, dataDir: contender.dataDir, databaseUrl });
      contender.startSeconds = secondsSince(started);
      for (let i = 0; i < USERS; i += 1) contender.users.push(await registerUser(contender.api.url, path.join(contender.dataDir, 'outbox')));
      if (args.agreements && contender.label === 'current') await withAgreements(contender);
    }
    const memoryAfterLoad = contenders.map((contender) => contender.api!.memory());
    const first = contenders[0]!.api!;
    skus = await benchSkus(first.url);

    const scenarios = readScenarios(skus).filter((scenario) => !args.only || scenario.name.includes(args.only));
    for (const scenario of scenarios) {
      log(scenario.name);
      for (const contender of contenders) {
        // A fresh login per scenario: the access cookie lasts 15 minutes.
        if (scenario.loggedIn) contender.users = await Promise.all(contender.users.map((user) => login(contender.api!.url, user)));
        await quietLoad(contender, readLoad(scenario, contender, 1), scenario); // warm-up
        if (scenario.growsWithCatalog) contender.answerBytes.set(scenario.name, await scenarioAnswerBytes(scenario, contender));
      }
      // Contenders take turns run by run, so the machine's noise falls on both alike.
      for (let run = 0; run < REPEAT; run += 1) {
        for (const contender of contenders) {
          const figures = await quietLoad(contender, readLoad(scenario, contender, SECONDS), scenario);
          contender.runs.set(scenario.name, [...(contender.runs.get(scenario.name) ?? []), figures]);
        }
      }
    }

    if (!args.only || 'order sends'.includes(args.only)) {
      log('order sends');
      for (const contender of contenders) await quietLoad(contender, await orderLoad(contender, 'warm-up', 1));
      for (let run = 0; run < REPEAT; run += 1) {
        for (const contender of contenders) {
          const figures = await quietLoad(contender, await orderLoad(contender, `run-${run}`, SECONDS));
          contender.runs.set('order sends', [...(contender.runs.get('order sends') ?? []), figures]);
        }
      }
    }

    const memoryAfterRun = contenders.map((contender) => contender.api!.memory());
    const servers: ServerResult[] = [];
    for (const [index, contender] of contenders.entries()) {
      await contender.api!.stop();
      const orders = contender.acknowledged.length > 0 || contender.runs.has('order sends')
        ? { acknowledged: contender.acknowledged.length, ...(await countStored(contender.dataDir, contender.users.map((user) => user.userId), contender.acknowledged)) }
        : undefined;
      servers.push({
        label: contender.label,
        serverFile: contender.serverFile ?? 'api/dist/server.js',
        startSeconds: contender.startSeconds ?? 0,
        memory: { afterLoadMiB: memoryAfterLoad[index]!.rssMiB, afterRunMiB: memoryAfterRun[index]!.rssMiB, peakMiB: memoryAfterRun[index]!.peakMiB },
        figures: Object.fromEntries([...contender.runs].map(([name, runs]) => [name, medianFigures(runs)])),
        answerBytes: Object.fromEntries(contender.answerBytes),
        orders,
      });
    }
    const scenarioConnections = Object.fromEntries(scenarios.flatMap((scenario) => (scenario.connections ? [[scenario.name, scenario.connections]] : [])));
    const result: RoundResult = { db: args.db as RoundResult['db'], size: SIZE, seconds: SECONDS, repeat: REPEAT, connections: CONNECTIONS, scenarioConnections, seedSeconds, servers };
    if (args.out) writeFileSync(args.out, JSON.stringify(result, null, 2));
    else console.log(JSON.stringify(result, null, 2));
  } finally {
    for (const contender of contenders) await contender.api?.stop().catch(() => undefined);
    rmSync(root, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
