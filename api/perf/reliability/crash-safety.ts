// Crash safety: orders are sent continuously to a real API process (api/dist/server.js), which is
// killed with SIGKILL in mid-stream and started again on the same data. Every order answered 202
// must be in the database afterwards, and none twice; the sends that were in flight at the kill
// are sent again with their Idempotency-Key and must then exist exactly once.
//
//   tsx perf/reliability/crash-safety.ts [--rounds 5]        PGlite in a temporary DATA_DIR
//   DATABASE_URL=postgres://… tsx perf/reliability/crash-safety.ts   a fresh database on that server
//
// `npm run suite:crash` (repository root) runs five rounds on each.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { type ApiProcess, buildApi, freePort, startApi } from './api-process';
import { throwAwayDatabase } from '../../test/support/throw-away-database';
import { type Customer, listOrders, registerCustomer, sendOrder, someSkus } from './shop-client';
import { table } from './table';

const { values: options } = parseArgs({ options: { rounds: { type: 'string', default: '5' } } });
const rounds = Number(options.rounds);
if (!Number.isInteger(rounds) || rounds < 1) throw new Error(`--rounds takes a whole number of at least 1, not "${options.rounds}"`);
const SENDERS = 8;

interface Send {
  key: string;
  outcome: 'acknowledged' | 'in flight' | 'refused';
  orderId?: string;
  status?: number;
}

/** Sends orders from SENDERS parallel callers until the API stops answering. */
async function sendUntilDown(api: ApiProcess, customer: Customer, skus: string[], round: number, sends: Send[]): Promise<void> {
  let next = 0;
  let down = false;
  const caller = async () => {
    while (!down) {
      const key = `crash-r${round}-${(next += 1)}`;
      const send: Send = { key, outcome: 'in flight' };
      sends.push(send);
      try {
        const response = await sendOrder(api.url, customer, { sku: skuFor(skus, key), key });
        send.status = response.status;
        const answer = (await response.json()) as { id?: string };
        if (response.status === 202 && answer.id) Object.assign(send, { outcome: 'acknowledged', orderId: answer.id });
        else send.outcome = 'refused';
      } catch {
        // The connection died with the process: whether the order was written is unknown.
        down = true;
      }
    }
  };
  await Promise.all(Array.from({ length: SENDERS }, caller));
}

/** Each key's SKU, the same on a resend. */
const skuFor = (skus: string[], key: string) => skus[key.length % skus.length] as string;

async function resend(api: ApiProcess, customer: Customer, skus: string[], send: Send): Promise<number> {
  const response = await sendOrder(api.url, customer, { sku: skuFor(skus, send.key), key: send.key });
  await response.text();
  return response.status;
}

interface RoundFigures {
  round: number;
  acknowledged: number;
  storedOfAcknowledged: number;
  inFlight: number;
  inFlightStored: number;
  resentStoredOnce: number;
  duplicates: number;
  refused: number;
  restartMs: number;
}

/** `env` names a DATA_DIR in every case: the API writes its mail to the outbox there. */
async function run(kind: 'PGlite' | 'PostgreSQL', env: Record<string, string> & { DATA_DIR: string }): Promise<RoundFigures[]> {
  const port = await freePort();
  let api = await startApi(env, port);
  const customer = await registerCustomer(api.url, path.join(env.DATA_DIR, 'outbox'));
  const skus = await someSkus(api.url, 5);
  const figures: RoundFigures[] = [];
  const allAcknowledged = new Map<string, string>();
  for (let round = 1; round <= rounds; round += 1) {
    const sends: Send[] = [];
    const stream = sendUntilDown(api, customer, skus, round, sends);
    // Somewhere in the middle of the stream: after at least a few acknowledged orders.
    const killAfter = 1000 + Math.random() * 3000;
    await new Promise((resolve) => setTimeout(resolve, killAfter));
    await api.crash();
    await stream;
    const killedAt = Date.now();
    api = await startApi(env, port);
    const restartMs = Date.now() - killedAt;

    const before = await listOrders(api.url, customer);
    const stored = new Map(before.map((order) => [order.customerReference, order.id]));
    const acknowledged = sends.filter((send) => send.outcome === 'acknowledged');
    for (const send of acknowledged) allAcknowledged.set(send.key, send.orderId as string);
    const inFlight = sends.filter((send) => send.outcome === 'in flight');
    for (const send of inFlight) {
      const status = await resend(api, customer, skus, send);
      if (status !== 202) throw new Error(`Sending ${send.key} again answered ${status}`);
    }
    const after = await listOrders(api.url, customer);
    const references = after.map((order) => order.customerReference);
    const duplicates = references.length - new Set(references).size;
    const afterIds = new Set(after.map((order) => order.id));
    figures.push({
      round,
      acknowledged: acknowledged.length,
      storedOfAcknowledged: acknowledged.filter((send) => stored.get(send.key) === send.orderId).length,
      inFlight: inFlight.length,
      inFlightStored: inFlight.filter((send) => stored.has(send.key)).length,
      resentStoredOnce: inFlight.filter((send) => references.filter((reference) => reference === send.key).length === 1).length,
      duplicates,
      refused: sends.filter((send) => send.outcome === 'refused').length,
      restartMs,
    });
    const lost = [...allAcknowledged].filter(([, id]) => !afterIds.has(id));
    if (lost.length > 0) console.error(`  ${kind} round ${round}: acknowledged orders missing: ${lost.map(([key]) => key).join(', ')}`);
  }
  await api.stop();
  return figures;
}

function print(kind: string, figures: RoundFigures[]): boolean {
  const good = (f: RoundFigures) =>
    f.acknowledged > 0 && f.storedOfAcknowledged === f.acknowledged && f.duplicates === 0 && f.resentStoredOnce === f.inFlight && f.refused === 0;
  console.log(`\nCrash safety on ${kind} (${SENDERS} parallel senders, kill -9 in mid-stream, restart on the same data)`);
  console.log(
    table(
      ['round', 'acknowledged', 'stored', 'in flight', 'of those stored', 'resent → stored once', 'duplicates', 'refused', 'restart', ''],
      figures.map((f) => [f.round, f.acknowledged, f.storedOfAcknowledged, f.inFlight, f.inFlightStored, f.resentStoredOnce, f.duplicates, f.refused, `${(f.restartMs / 1000).toFixed(1)} s`, good(f) ? '' : '✗']),
    ),
  );
  const total = (pick: (f: RoundFigures) => number) => figures.reduce((sum, f) => sum + pick(f), 0);
  const ok = figures.every(good);
  console.log(`acknowledged ${total((f) => f.acknowledged)}, stored ${total((f) => f.storedOfAcknowledged)}, duplicates ${total((f) => f.duplicates)}: ${ok ? 'PASS' : 'FAIL'}`);
  return ok;
}

async function main(): Promise<void> {
  await buildApi();
  const databaseUrl = process.env.DATABASE_URL;
  let ok: boolean;
  // The PGlite data, or with PostgreSQL only the outbox of the API's mail.
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-crash-'));
  try {
    if (databaseUrl) {
      const database = await throwAwayDatabase(databaseUrl, 'shop_crash');
      try {
        ok = print('PostgreSQL', await run('PostgreSQL', { DATABASE_URL: database.url, DATA_DIR: dataDir }));
      } finally {
        await database.drop();
      }
    } else {
      ok = print('PGlite', await run('PGlite', { DATA_DIR: dataDir }));
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  process.exitCode = ok ? 0 : 1;
}

await main();
