// `npm --prefix api run bench:agreements`: the priced product reads of a customer with a price
// agreement beside those of a customer without one, in one process (no HTTP, app.inject), taking
// turns round by round so the machine's noise falls on both alike. Agreements as bench:api gives
// them (bench-agreements.ts: every product's price the organisation's own). BENCH_PRODUCTS (10000),
// BENCH_ROUNDS (15), BENCH_ONLY (scenario names containing it), BENCH_ORGANISATIONS (10 per side, as bench:api registers: each side's requests
// go to its organisations in turn, so the agreements' answers are held 10 times over, the list
// prices' once). Prints the median CPU time per request of each side and their ratio: the
// process's own CPU time, which other work on a shared machine changes far less than wall time.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { openPgliteDb } from '../../src/infra/db/pglite-db';
import { createSignedInUser } from '../../test/support/test-session';
import { apiDir } from './bench-server';
import { giveAgreements } from './bench-agreements';
import { benchCatalog } from './bench-catalog';
import { readScenarios } from './api-scenarios';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 15);
const ORGANISATIONS = Number(process.env.BENCH_ORGANISATIONS ?? 10);
/** Keeps the scenarios whose name contains it, as bench:api's BENCH_ONLY. */
const ONLY = process.env.BENCH_ONLY ?? '';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-bench-agreements-'));
  const db = await openPgliteDb(path.join(dataDir, 'pglite'));
  const env = { NODE_ENV: 'test', DATA_DIR: dataDir, SEED_DEMO_CATALOG: 'false', WORK_UNITS_PER_MINUTE: '0', WEB_ROOT: dataDir };
  const app = await buildApp({ config: loadConfig(env, { serverDir: path.join(apiDir, 'src') }), migrationsDir: path.join(apiDir, 'migrations'), db, logger: false });
  await app.ready();
  const shop = { app, db };
  try {
    await shop.app.catalog.import(benchCatalog(PRODUCTS));
    const signIn = () => Promise.all(Array.from({ length: ORGANISATIONS }, () => createSignedInUser(shop.app)));
    const plain = (await signIn()).map((user) => user.cookie);
    const agreedUsers = await signIn();
    const agreed = agreedUsers.map((user) => user.cookie);
    const terms = await giveAgreements(shop.db, agreedUsers.map((user) => user.userId));
    await new Promise((resolve) => setTimeout(resolve, 200));
    const skus = shop.app.catalog.current.products.filter((_, index) => index % 97 === 0).map((product) => product.skuId);
    const scenarios = readScenarios(skus).filter((scenario) => scenario.loggedIn && scenario.name.includes(ONLY));
    console.log(`Priced reads, ${PRODUCTS} products, one process (app.inject), CPU time per request, median of ${ROUNDS} rounds; ${ORGANISATIONS} organisations a side, ${terms} agreement terms in all`);
    console.log(`${'scenario'.padEnd(36)} ${'list prices'.padStart(12)} ${'agreement'.padStart(12)}   ratio`);
    for (const scenario of scenarios) {
      const read = async (cookies: string[]) => {
        const started = process.cpuUsage();
        // Each path asked for by every organisation in turn, as bench:api's clients take the cookies.
        for (const url of scenario.paths) {
          for (const cookie of cookies) {
            const answer = await shop.app.inject({ url, headers: { cookie } });
            if (answer.statusCode !== 200) throw new Error(`${url} answered ${answer.statusCode}`);
          }
        }
        const used = process.cpuUsage(started);
        return (used.user + used.system) / 1000 / (scenario.paths.length * cookies.length);
      };
      // Warm-up: each organisation's answers written once.
      for (const cookie of [...plain, ...agreed]) await read([cookie]);
      const times = { plain: [] as number[], agreed: [] as number[] };
      for (let round = 0; round < ROUNDS; round += 1) {
        // Turns alternate which side goes first.
        const order = round % 2 === 0 ? (['plain', 'agreed'] as const) : (['agreed', 'plain'] as const);
        for (const side of order) times[side].push(await read(side === 'plain' ? plain : agreed));
      }
      const [a, b] = [median(times.plain), median(times.agreed)];
      console.log(`${scenario.name.padEnd(36)} ${`${a.toFixed(3)} ms`.padStart(12)} ${`${b.toFixed(3)} ms`.padStart(12)}   ${(b / a).toFixed(2)}×`);
    }
  } finally {
    await app.close();
    await db.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
