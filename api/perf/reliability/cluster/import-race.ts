import { randomUUID } from 'node:crypto';
import type { Db } from '../../../src/infra/db/db';
import { importCatalog } from '../../../src/modules/catalog/import-catalog';
import { loadCatalogRows } from '../../../src/modules/catalog/load-catalog-rows';
import type { ApiProcess } from '../api-process';
import { type Customer, sendOrder } from '../shop-client';
import { msUntil, pause } from './timing';

interface SentOrder {
  sentAt: number;
  answeredAt: number;
  unitPrice: number | null;
}

export interface ImportRace {
  sku: string;
  oldPrice: number;
  newPrice: number;
  /** Per process: ms after the import committed until it served the new price (0: at once). */
  servedAfterMs: Array<number | null>;
  ordersSent: number;
  /** Orders sent after the commit and priced from the catalogue it replaced: must be 0. */
  oldPricedAfterCommit: number;
  sentAfterCommit: number;
}

async function priceOn(api: ApiProcess, customer: Customer, sku: string): Promise<number> {
  const answer = await fetch(`${api.url}/api/productUser/detail/${sku}`, { headers: { cookie: customer.cookie } });
  if (answer.status !== 200) return Number.NaN;
  return ((await answer.json()) as { price: number }).price;
}

/**
 * Orders stream in through the load balancer while the catalogue is imported (the import
 * command's own function, on its own connection) with a new price for one product: every process
 * must serve the new price at once, and no order sent after the commit may carry the old one.
 */
export async function importRace(db: Db, balancer: string, processes: ApiProcess[], customer: Customer): Promise<ImportRace> {
  const rows = await loadCatalogRows(db);
  const product = rows.products[0];
  if (!product) throw new Error('The catalogue is empty');
  const oldPrice = product.price;
  const newPrice = Math.round((oldPrice + 100) * 100) / 100;
  const changed = { ...rows, products: rows.products.map((row) => (row.sku === product.sku ? { ...row, price: newPrice, indicativePrice: row.indicativePrice + 100 } : row)) };

  const orders: SentOrder[] = [];
  let sending = true;
  const sender = async () => {
    while (sending) {
      const sentAt = performance.now();
      const answer = await sendOrder(balancer, customer, { sku: product.sku, key: randomUUID(), reference: 'import-race' });
      // One unit of one product: the order's total less its freight is the unit price it was priced at.
      const body = (await answer.json()) as { total?: number; freight?: number };
      const goods = body.total === undefined ? null : Math.round((body.total - (body.freight ?? 0)) * 100) / 100;
      orders.push({ sentAt, answeredAt: performance.now(), unitPrice: answer.status === 202 ? goods : null });
    }
  };
  const senders = Array.from({ length: 4 }, sender);
  await pause(500);

  const watchers = processes.map((api) => msUntil(async () => (await priceOn(api, customer, product.sku)) === newPrice, 30_000));
  const importStarted = performance.now();
  await importCatalog(db, changed);
  const committedAt = performance.now();
  const seen = await Promise.all(watchers);
  await pause(1_000);
  sending = false;
  await Promise.all(senders);

  const afterCommit = orders.filter((order) => order.sentAt >= committedAt);
  return {
    sku: product.sku,
    oldPrice,
    newPrice,
    // The watchers started with the import: the time they took, less the import's own.
    servedAfterMs: seen.map((ms) => (ms === null ? null : Math.max(0, ms - (committedAt - importStarted)))),
    ordersSent: orders.length,
    sentAfterCommit: afterCommit.length,
    oldPricedAfterCommit: afterCommit.filter((order) => order.unitPrice !== null && order.unitPrice !== newPrice).length,
  };
}
