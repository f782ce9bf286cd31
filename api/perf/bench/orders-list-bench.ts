// `npx tsx bench/orders-list-bench.ts` (in api/): one customer with 200 orders of 500 lines each
// (BENCH_ORDERS, BENCH_LINES) on an in-memory PGlite, then GET /api/orders/{userId} as the account
// page asks for it. Prints, as the median of BENCH_REPEAT (5) requests: the time to the answer,
// its size, and the longest time the event loop was held meanwhile (every other customer's
// request waits that long).
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { openPgliteDb } from '../../src/infra/db/pglite-db';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const ORDERS = Number(process.env.BENCH_ORDERS ?? 200);
const LINES = Number(process.env.BENCH_LINES ?? 500);
const REPEAT = Number(process.env.BENCH_REPEAT ?? 5);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function main(): Promise<void> {
  const db = await openPgliteDb();
  const config = loadConfig(
    { NODE_ENV: 'test', SEED_DEMO_CATALOG: 'false', WEB_ROOT: path.join(os.tmpdir(), 'shop-api-no-front-ends') },
    { serverDir: path.join(apiDir, 'src') },
  );
  const app = await buildApp({ config, migrationsDir: path.join(apiDir, 'migrations'), db, logger: false });
  await app.ready();

  const [org] = await db.query<{ id: string }>(
    `INSERT INTO organizations (name, org_number, street, zip_code, area, invoice_type, invoice_email)
     VALUES ('Bench AS', '912345688', 'Gata 1', '0150', 'Oslo', 'email', 'f@example.com') RETURNING id`,
  );
  const [user] = await db.query<{ id: string }>(
    `INSERT INTO users (organization_id, name, email, phone, password_hash) VALUES ($1, 'Bench', 'bench@example.com', '22334455', 'x') RETURNING id`,
    [org?.id as string],
  );
  const userId = user?.id as string;
  await db.query(
    `INSERT INTO orders (organization_id, user_id, comment, recipient, delivery_address, invoice_address, total, vat,
                         total_including_vat, created_at)
     SELECT $1, $2, 'Ring før levering', 'Lager', '{"recipient":"Lager","street":"Gata 1","zipCode":"0150","area":"Oslo"}',
            '{"recipient":"Bench AS","street":"Gata 1","zipCode":"0150","area":"Oslo"}', 5000, 1250, 6250,
            now() - make_interval(mins => n)
       FROM generate_series(1, $3::int) AS n`,
    [org?.id as string, userId, ORDERS],
  );
  await db.query(
    `INSERT INTO order_lines (order_id, position, sku, title_nb, title_en, quantity, unit_price, line_total)
     SELECT o.id, p, 'SKU-' || p, 'Dome-kamera 4 MP nr. ' || p, 'Dome camera 4 MP no. ' || p, 2, 5, 10
       FROM orders o, generate_series(1, $1::int) AS p`,
    [LINES],
  );
  const tokens = await app.sessions.create(userId);
  const cookie = `access=${tokens.access}`;

  const times: number[] = [];
  const sizes: number[] = [];
  const held: number[] = [];
  for (let run = 0; run < REPEAT; run += 1) {
    const histogram = monitorEventLoopDelay({ resolution: 1 });
    histogram.enable();
    await pause(5);
    histogram.reset();
    // Its first sample after a reset only sets where it counts from.
    await pause(5);
    const started = performance.now();
    const answer = await app.inject({ url: `/api/orders/${userId}`, headers: { cookie } });
    times.push(performance.now() - started);
    await pause(5);
    histogram.disable();
    if (answer.statusCode !== 200) throw new Error(`answered ${answer.statusCode}: ${answer.body.slice(0, 200)}`);
    sizes.push(answer.rawPayload.length);
    held.push(histogram.max / 1e6 - 1);
    const shown = answer.json<{ result: unknown[]; total?: number }>();
    if (run === 0) console.log(`orders in the answer: ${shown.result.length}${shown.total === undefined ? '' : ` of ${shown.total}`}`);
  }
  console.log(
    `GET /api/orders/{userId}, ${ORDERS} orders × ${LINES} lines (median of ${REPEAT}): ` +
      `${median(times).toFixed(0)} ms, ${(median(sizes) / 1e6).toFixed(2)} MB, event loop held ${median(held).toFixed(0)} ms at most`,
  );
  await app.close();
  await db.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
