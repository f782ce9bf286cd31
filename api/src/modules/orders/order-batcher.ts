import type { Queryable } from '../../infra/db/db';
import { nextTurn } from './coalesce';
import { type NewOrder, type OrderKey, type OrderToWrite, type WriteAnswer, writeOrders } from './order-writer';

interface Pending extends OrderToWrite {
  resolve: (answer: WriteAnswer) => void;
  reject: (error: unknown) => void;
}

/** Orders written by one statement at most. */
const MAX_BATCH = 50;

/**
 * Group commit for order sends. Orders sent in the same turn of the event loop, or while a
 * statement is writing, go together in the next statement (order-writer.ts): a quiet shop waits
 * no longer than the end of the current turn, a busy one makes one round trip and one commit per
 * batch instead of per order. PGlite runs one statement at a time inside this process (and never
 * yields while it does, hence the wait for the turn's end); a server costs a round trip and a
 * commit per statement.
 */
export class OrderBatcher {
  private readonly queue: Pending[] = [];
  private writing = false;

  constructor(private readonly db: Queryable) {}

  /**
   * The order's answer, null when its key was used before, or CATALOG_CHANGED when it was priced
   * from an older catalogue. Rejects only for this order's own failure.
   */
  write(order: NewOrder, key?: OrderKey): Promise<WriteAnswer> {
    return new Promise((resolve, reject) => {
      this.queue.push({ order, key, resolve, reject });
      this.next();
    });
  }

  private next(): void {
    if (this.writing || this.queue.length === 0) return;
    this.writing = true;
    // Wait for the turn of the event loop to end, so that requests read in it join the batch.
    void nextTurn()
      .then(() => this.run(this.take()))
      .finally(() => {
        this.writing = false;
        this.next();
      });
  }

  /** The oldest waiting orders, one per user's key: a repeat of a key waits for the next batch, then finds it used. */
  private take(): Pending[] {
    const batch: Pending[] = [];
    const keys = new Set<string>();
    for (let i = 0; i < this.queue.length && batch.length < MAX_BATCH; ) {
      const pending = this.queue[i] as Pending;
      const id = pending.key ? `${pending.key.userId}\n${pending.key.key}` : undefined;
      if (id !== undefined && keys.has(id)) {
        i += 1;
        continue;
      }
      if (id !== undefined) keys.add(id);
      batch.push(pending);
      this.queue.splice(i, 1);
    }
    return batch;
  }

  private async run(batch: Pending[]): Promise<void> {
    try {
      const answers = await writeOrders(this.db, batch);
      batch.forEach((pending, index) => pending.resolve(answers[index] ?? null));
    } catch (error) {
      if (batch.length === 1) {
        batch[0]?.reject(error);
        return;
      }
      // The statement wrote nothing: write each order alone, so one bad order fails only itself.
      for (const pending of batch) {
        try {
          pending.resolve((await writeOrders(this.db, [pending]))[0] ?? null);
        } catch (single) {
          pending.reject(single);
        }
      }
    }
  }
}
