import { setTimeout as pause } from 'node:timers/promises';
import type { Db } from '../../../src/infra/db/db';
import type { StoppablePostgres } from '../../../test/support/stoppable-postgres';
import type { ApiProcess } from '../api-process';
import { type Customer, sendOrder } from '../shop-client';
import type { OrderFigures } from './order-stream';
import { OrderStream } from './order-stream';
import type { PageFigures, PageViews } from './page-views';

export interface DatabaseCaseFigures {
  name: string;
  /** From the stop to the server accepting connections again. */
  downSeconds: number;
  /** When PostgreSQL accepted connections again (performance.now()). */
  upAt: number;
  orders: OrderFigures;
  pages: PageFigures;
  /** Per process: ms from PostgreSQL accepting connections again to its first order acknowledged; null: never within 60 s. */
  ordersAgainMs: Array<number | null>;
}

interface DatabaseCaseSetting {
  baseUrl: string;
  db: Db;
  postgres: StoppablePostgres;
  processes: ApiProcess[];
  views: PageViews;
  buyer: Customer;
  sku: string;
}

/** Sends one order with `key` straight to a process until it is acknowledged; the ms it took, or null. */
async function untilOrdersTaken(api: ApiProcess, buyer: Customer, sku: string, key: string): Promise<number | null> {
  const started = performance.now();
  while (performance.now() - started < 60_000) {
    const answer = await sendOrder(api.url, buyer, { sku, key }).catch(() => undefined);
    await answer?.arrayBuffer();
    if (answer?.status === 202) return performance.now() - started;
    await pause(50);
  }
  return null;
}

/**
 * One disturbance of PostgreSQL under orders and page views: `down` stops it (fast or as a crash),
 * `whileDown` runs meanwhile (a pause; the outage's own checks), then it starts again and each
 * process is asked directly until it takes an order.
 */
export async function databaseCase(
  setting: DatabaseCaseSetting,
  name: string,
  down: () => void,
  whileDown: () => Promise<void>,
): Promise<DatabaseCaseFigures> {
  const { postgres, processes, buyer, sku } = setting;
  const orders = new OrderStream(setting.baseUrl, buyer, sku, 3);
  const pages = setting.views.record();
  await pause(2_000);
  const stoppedAt = performance.now();
  down();
  await whileDown();
  postgres.start();
  const upAt = performance.now();
  const downSeconds = (upAt - stoppedAt) / 1000;
  const ordersAgainMs = await Promise.all(processes.map((api, n) => untilOrdersTaken(api, buyer, sku, `${orders.tag}-probe-${n}`)));
  await pause(3_000);
  setting.views.stopRecording(pages);
  return { name, downSeconds, upAt, orders: await orders.stop(setting.db), pages, ordersAgainMs };
}
