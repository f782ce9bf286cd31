import { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { tooManyAttempts } from '../attempts/too-many-attempts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Work each client and account may ask for (work-budget.ts): `charge` before doing it. */
    workBudget: WorkBudget;
  }
  interface FastifyContextConfig {
    /** The route charges the work budget: a client with nothing left is refused as the request arrives, its body unread. */
    chargedWork?: boolean;
  }
}

/** Route options of a route that charges the work budget (see FastifyContextConfig.chargedWork). */
export const CHARGED_WORK = { config: { chargedWork: true } } as const;

const MINUTE_MS = 60_000;
/**
 * A budget holds ten seconds' worth at most: a customer who paused may spend that at once, a flood
 * gets it once and then only what comes back (a minute's worth at once held the event loop for
 * seconds of a flood's start).
 */
const HELD_MS = 10_000;
/** Budgets are looked through for full ones to forget once this many are kept (and again at twice as many as were left). */
const PRUNE_ABOVE = 10_000;

const REFUSED = 'Too many products, order lines and pages asked for';

/**
 * The request of a read a page's render makes of this process's API (server-render.ts injects it
 * as one of these): its work is inside the render's charge (WORK_COSTS.render), so a page costs
 * what the budget table says and never a read more. Only this process makes such a request:
 * nothing a request from outside carries can make it one.
 */
export class RenderRead extends IncomingMessage {}

/** A read of a page's render, paid for by the render. */
const paidByRender = (request: FastifyRequest): boolean => request.raw instanceof RenderRead;

/** Who pays for a request's work: its client (an address, an IPv6 client by its /64) and, logged in, its organisation. */
export interface Payer {
  client: string;
  /** The organisation of the session, when there is one. */
  account?: string | undefined;
}

/** The request's client and, when its session says, its organisation (request.session, set on every /api request). */
export function payerOf(request: FastifyRequest, account: string | undefined = request.session?.organizationId): Payer {
  return { client: request.clientKey, account };
}

interface Bucket {
  /** Units left at `at`; below zero after a request that cost more than was left. */
  left: number;
  at: number;
}

/**
 * The work one client and one account may ask of this process, in units (work-cost.ts: a product
 * answered, an order line priced or read, a page rendered counts as many). Each has WORK_UNITS_PER_MINUTE,
 * refilled continuously and held up to ten seconds' worth (HELD_MS): nobody gets more than that plus
 * a minute's worth plus one request in any minute. A request is served while
 * both its client's and its account's budgets have something left and costs what it costs from
 * both (possibly below zero: the next request waits until the debt is paid back), so a whole
 * catalogue is still served to someone with a small budget left, once. An account is counted apart
 * from its addresses, so spreading requests over many addresses meets the account's budget.
 *
 * Kept in memory, per process, with no database round trip added to each request; a client spread
 * over n processes gets n budgets, each process's time still bounded.
 */
export class WorkBudget {
  private readonly buckets = new Map<string, Bucket>();
  private readonly perMs: number;
  private readonly held: number;
  private pruneAt = PRUNE_ABOVE;

  constructor(
    /** WORK_UNITS_PER_MINUTE; 0: no limit. */
    private readonly perMinute: number,
    private readonly now: () => number = Date.now,
  ) {
    this.perMs = perMinute / MINUTE_MS;
    this.held = this.perMs * HELD_MS;
  }

  /**
   * Takes `units` from the budgets of the request's client and account, before the work is done;
   * a 429 with Retry-After when either is spent (then nothing is taken).
   */
  charge(request: FastifyRequest, reply: FastifyReply, units: number, payer: Payer = payerOf(request)): void {
    if (this.perMinute === 0 || paidByRender(request)) return;
    const now = this.now();
    const client = this.leftOf(`client ${payer.client}`, now);
    const account = payer.account === undefined ? undefined : this.leftOf(`account ${payer.account}`, now);
    if (client.left <= 0 || (account !== undefined && account.left <= 0)) {
      const waitMs = Math.max(this.waitMs(client), account ? this.waitMs(account) : 0);
      const who = client.left <= 0 ? 'from this address' : 'for this account';
      throw tooManyAttempts(reply, waitMs, `${REFUSED} ${who} just now.`);
    }
    client.left -= units;
    if (account) account.left -= units;
  }

  /**
   * How long until the client has something left again; 0 when it has. Looked at as a request
   * arrives: a flood's refusals then cost no body read and no session looked up.
   */
  clientWaitMs(client: string): number {
    if (this.perMinute === 0) return 0;
    const bucket = this.buckets.get(`client ${client}`);
    return bucket ? this.waitMs(this.leftOf(`client ${client}`, this.now())) : 0;
  }

  /**
   * Takes `units` for work found only as it was done (the lines of an order read from the database):
   * never refuses, the next request of the client or account meets what it cost.
   */
  chargeDone(request: FastifyRequest, units: number, payer: Payer = payerOf(request)): void {
    if (this.perMinute === 0 || paidByRender(request)) return;
    const now = this.now();
    this.leftOf(`client ${payer.client}`, now).left -= units;
    if (payer.account !== undefined) this.leftOf(`account ${payer.account}`, now).left -= units;
  }

  /** The bucket of `key` brought up to `now`: refilled for the time since, up to ten seconds' worth. */
  private leftOf(key: string, now: number): Bucket {
    let bucket = this.buckets.get(key);
    if (!bucket) {
      this.pruneNowAndThen(now);
      bucket = { left: this.held, at: now };
      this.buckets.set(key, bucket);
      return bucket;
    }
    bucket.left = Math.min(this.held, bucket.left + (now - bucket.at) * this.perMs);
    bucket.at = now;
    return bucket;
  }

  /** How long until the bucket has something left again. */
  private waitMs(bucket: Bucket): number {
    return bucket.left > 0 ? 0 : (1 - bucket.left) / this.perMs;
  }

  /** Forgets the budgets that have filled up again (the same as a new one); amortised over the budgets added since. */
  private pruneNowAndThen(now: number): void {
    if (this.buckets.size < this.pruneAt) return;
    for (const [key, bucket] of this.buckets) if (bucket.left + (now - bucket.at) * this.perMs >= this.held) this.buckets.delete(key);
    this.pruneAt = Math.max(PRUNE_ABOVE, 2 * this.buckets.size);
  }
}

/** `app.workBudget`, WORK_UNITS_PER_MINUTE per client and per account. */
export const workBudgetPlugin = fp(
  async (app: FastifyInstance, options: { perMinute: number; now?: (() => number) | undefined }) => {
    const budget = new WorkBudget(options.perMinute, options.now);
    app.decorate('workBudget', budget);
    app.addHook('onRequest', async (request, reply) => {
      if (request.routeOptions.config?.chargedWork !== true || paidByRender(request)) return;
      const waitMs = budget.clientWaitMs(request.clientKey);
      if (waitMs > 0) throw tooManyAttempts(reply, waitMs, `${REFUSED} from this address just now.`);
    });
  },
  { name: 'work-budget', dependencies: ['client-key'] },
);
