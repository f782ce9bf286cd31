import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { tooManyAttempts } from '../attempts/too-many-attempts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Heavy reads per client (read-budget.ts): call `charge` before doing one. */
    readBudget: ReadBudget;
  }
}

const MINUTE_MS = 60_000;
/** Clients whose minute has passed are forgotten once this many are kept. */
const PRUNE_ABOVE = 10_000;

/**
 * Heavy reads one client (request.clientKey) may make in a minute: whole-catalogue lists, pages
 * and lines of orders, pictures drawn anew. They cost this process's event loop and threads, so
 * they are counted in memory, per process, with no database round trip added to each; a client
 * spread over n processes gets n budgets, each process's time still bounded.
 */
export class ReadBudget {
  private readonly used = new Map<string, { count: number; until: number }>();

  constructor(
    /** HEAVY_READS_PER_MINUTE; 0: no limit. */
    private readonly perMinute: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one heavy read of the request's client; a 429 with Retry-After once its minute's budget is spent. */
  charge(request: FastifyRequest, reply: FastifyReply): void {
    if (this.perMinute === 0) return;
    const now = this.now();
    const client = request.clientKey;
    let entry = this.used.get(client);
    if (!entry || entry.until <= now) {
      this.pruneNowAndThen(now);
      entry = { count: 0, until: now + MINUTE_MS };
      this.used.set(client, entry);
    }
    if (entry.count >= this.perMinute) throw tooManyAttempts(reply, entry.until - now, 'Too many large requests from this address.');
    entry.count += 1;
  }

  private pruneNowAndThen(now: number): void {
    if (this.used.size < PRUNE_ABOVE) return;
    for (const [client, entry] of this.used) if (entry.until <= now) this.used.delete(client);
  }
}

/** `app.readBudget`, HEAVY_READS_PER_MINUTE per client. */
export const readBudgetPlugin = fp(
  async (app: FastifyInstance, options: { perMinute: number }) => {
    app.decorate('readBudget', new ReadBudget(options.perMinute));
  },
  { name: 'read-budget', dependencies: ['client-key'] },
);
