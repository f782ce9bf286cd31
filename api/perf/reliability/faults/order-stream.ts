import { randomUUID } from 'node:crypto';
import { setTimeout as pause } from 'node:timers/promises';
import type { Db } from '../../../src/infra/db/db';
import { type Customer, sendOrder } from '../shop-client';
import { type OrderCounts, countOrders } from './figures';

export interface OrderFigures extends OrderCounts {
  sent: number;
  acknowledged: number;
  /** Attempts answered 5xx or not answered (each sent again with its key). */
  failedAttempts: number;
  /** 5xx answers without Retry-After. */
  bareServerErrors: number;
  /** Orders whose sends never got 202 within the limit (must be 0). */
  givenUp: number;
}

/** A key's last try is at most this long after the stream was told to stop. */
const GIVE_UP_MS = 90_000;

/**
 * Orders sent through the shop's address, each with an Idempotency-Key of its own, sent again
 * with that key after a failed attempt (a 5xx or a broken connection), after Retry-After (at most
 * 1 s: a customer pressing "Send igjen"), until acknowledged with 202.
 */
export class OrderStream {
  readonly tag = `faults-${randomUUID().slice(0, 8)}`;
  private running = true;
  private readonly acknowledgedKeys: string[] = [];
  private readonly figures = { sent: 0, acknowledged: 0, failedAttempts: 0, bareServerErrors: 0, givenUp: 0 };
  private readonly loops: Array<Promise<void>>;
  private stoppedAt = Number.POSITIVE_INFINITY;

  constructor(
    private readonly baseUrl: string,
    private readonly customer: Customer,
    private readonly sku: string,
    senders: number,
  ) {
    this.loops = Array.from({ length: senders }, (_, n) => this.send(n));
  }

  /** Stops sending new orders, finishes those under way and counts them in the database. */
  async stop(db: Db): Promise<OrderFigures> {
    this.running = false;
    this.stoppedAt = Date.now();
    await Promise.all(this.loops);
    const rows = await db.query<{ reference: string; n: string | number }>(
      'SELECT customer_reference AS reference, count(*) AS n FROM orders WHERE customer_reference LIKE $1 GROUP BY customer_reference',
      [`${this.tag}-%`],
    );
    const stored = new Map(rows.map((row) => [row.reference, Number(row.n)]));
    return { ...this.figures, ...countOrders(this.acknowledgedKeys, stored) };
  }

  private async send(sender: number): Promise<void> {
    for (let i = 0; this.running; i += 1) {
      const key = `${this.tag}-${sender}-${i}`;
      this.figures.sent += 1;
      for (;;) {
        const answer = await sendOrder(this.baseUrl, this.customer, { sku: this.sku, key }).catch(() => undefined);
        if (answer?.status === 202) {
          await answer.arrayBuffer();
          this.figures.acknowledged += 1;
          this.acknowledgedKeys.push(key);
          break;
        }
        if (answer && answer.status < 500) throw new Error(`An order send answered ${answer.status}: ${await answer.text()}`);
        const retryAfter = Number(answer?.headers.get('retry-after') ?? '1');
        if (answer && !answer.headers.get('retry-after')) this.figures.bareServerErrors += 1;
        await answer?.arrayBuffer();
        this.figures.failedAttempts += 1;
        if (Date.now() - this.stoppedAt > GIVE_UP_MS) {
          this.figures.givenUp += 1;
          break;
        }
        await pause(Math.min(Number.isFinite(retryAfter) ? retryAfter : 1, 1) * 1000);
      }
    }
  }
}
