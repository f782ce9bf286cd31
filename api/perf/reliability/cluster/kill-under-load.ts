import { randomUUID } from 'node:crypto';
import type { Db } from '../../../src/infra/db/db';
import { type Customer, sendOrder } from '../shop-client';
import { pause } from './timing';

export interface LoadFigures {
  /** Order sends, each with its own Idempotency-Key, retried with it until answered 202. */
  orders: number;
  acknowledged: number;
  /** Acknowledged orders missing from the database, and keys stored more than once: both must be 0. */
  lost: number;
  doubled: number;
  /** Answers of 500 and above (and broken connections) seen by the clients, orders and reads. */
  failedOrderAttempts: number;
  failedReads: number;
  reads: number;
  /** What the failed attempts were: a status and the start of its body, or the network error. */
  failures: string[];
}

/**
 * Mixed load through the load balancer (order sends that retry with their key, as the shop's cart
 * does, and product lists) while `disturb` runs: a process killed or stopped under way.
 */
export async function underLoad(db: Db, balancer: string, customer: Customer, sku: string, seconds: number, disturb: () => Promise<void>): Promise<LoadFigures> {
  const tag = randomUUID().slice(0, 8);
  const figures: LoadFigures = { orders: 0, acknowledged: 0, lost: 0, doubled: 0, failedOrderAttempts: 0, failedReads: 0, reads: 0, failures: [] };
  const acknowledgedKeys: string[] = [];
  let running = true;
  /** One try: true once acknowledged; a broken connection or a 5xx is noted and tried again. */
  const sendOnce = async (key: string): Promise<boolean> => {
    const answer = await sendOrder(balancer, customer, { sku, key }).catch((error: unknown) => String(error));
    if (typeof answer !== 'string' && answer.status === 202) return true;
    if (typeof answer !== 'string' && answer.status < 500) throw new Error(`An order send answered ${answer.status}`);
    const failure = typeof answer === 'string' ? answer : `${answer.status} ${(await answer.text()).slice(0, 80)}`;
    figures.failures.push(failure.replace(/\s+/g, ' '));
    figures.failedOrderAttempts += 1;
    return false;
  };
  const orderer = async (n: number) => {
    for (let i = 0; running; i += 1) {
      const key = `load-${tag}-${n}-${i}`;
      figures.orders += 1;
      for (let attempt = 0; !(await sendOnce(key)); attempt += 1) {
        if (attempt > 50) throw new Error(`${key} was never acknowledged`);
        await pause(100);
      }
      figures.acknowledged += 1;
      acknowledgedKeys.push(key);
    }
  };
  const reader = async () => {
    while (running) {
      figures.reads += 1;
      const ok = await fetch(`${balancer}/api/product/list?limit=20`).then(
        async (answer) => (await answer.arrayBuffer(), answer.status < 500),
        () => false,
      );
      if (!ok) figures.failedReads += 1;
    }
  };
  const load = [...Array.from({ length: 6 }, (_, n) => orderer(n)), reader(), reader()];
  await disturb();
  await pause(seconds * 1000);
  running = false;
  await Promise.all(load);

  const stored = await db.query<{ reference: string; n: string | number }>(
    `SELECT customer_reference AS reference, count(*) AS n FROM orders WHERE customer_reference LIKE $1 GROUP BY customer_reference`,
    [`load-${tag}-%`],
  );
  const counts = new Map(stored.map((row) => [row.reference, Number(row.n)]));
  figures.lost = acknowledgedKeys.filter((key) => !counts.has(key)).length;
  figures.doubled = [...counts.values()].filter((n) => n > 1).length;
  return figures;
}
