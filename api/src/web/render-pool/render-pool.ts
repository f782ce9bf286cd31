import { availableParallelism } from 'node:os';
import type { ResourceLimits } from 'node:worker_threads';
import type { FastifyInstance } from 'fastify';
import { RenderCall } from './render-call';
import {
  type ApiAnswer,
  DEFAULT_BUDGETS,
  type FallbackReason,
  type ReleaseModule,
  type RenderBudgets,
  type RenderFallback,
  type RenderOutcome,
  type RenderPoolEvent,
  type RenderRequest,
} from './render-contract';
import { RenderGeneration } from './render-generation';

export interface RenderPoolOptions {
  /** The render module (and its init data) of a release. */
  moduleFor(release: string): ReleaseModule;
  /** Worker threads per generation: 2 on a machine with two cores or more, else 1. */
  workers?: number;
  /**
   * Pages one worker renders at a time. Default 4: a render waits for its data from the API
   * process for much of its time, and the worker renders another page meanwhile.
   */
  pagesPerWorker?: number;
  /** Pages that may wait for a worker; beyond, a page falls back at once. Default 32. */
  maxQueue?: number;
  budgets?: Partial<RenderBudgets>;
  /** How long a release's workers may take to load. Default 10 s. */
  loadTimeoutMs?: number;
  /** A release that failed to load is tried again after this long. Default 30 s. */
  retryFailedAfterMs?: number;
  /** How long an old generation may finish its pages, or the pool its pages on close. Default: total budget + grace. */
  drainCapMs?: number;
  /**
   * Per worker: V8 heap limits. Default: an old generation of 512 MB, far above a render's needs,
   * so that a module that leaks or runs away crashes its worker (which is replaced) long before it
   * could take the API process down with it.
   */
  resourceLimits?: ResourceLimits;
  onEvent?(event: RenderPoolEvent): void;
  /**
   * Whether a page may be rendered with `release` now: undefined if so, else why it goes to the
   * browser at once (a part whose renders keep failing: no worker is taken, none is stopped).
   */
  admit?(release: string, request: RenderRequest): string | undefined;
  /**
   * A render that reached a worker is over: `failure` says why it failed, undefined if it did not
   * or if its time-out was the server's (a wait for a worker or the API: render-call.ts);
   * `failedParts`, the parts of its page the module left to the browser (the page was sent).
   */
  renderEnded?(release: string, request: RenderRequest, failure: string | undefined, failedParts: readonly string[]): void;
  /** Answers a render's reads from the API (RenderContext.api): a GET of `path` for `request`. */
  api?(request: RenderRequest, path: string): Promise<ApiAnswer>;
}

export interface RenderPoolStatus {
  /** The release serving pages, if any. */
  release: string | undefined;
  /** The release whose workers are loading, if any. */
  starting: string | undefined;
  queued: number;
  /** Worker threads that have not exited yet, across all generations. */
  liveWorkers: number;
  lastFailure: { release: string; message: string } | undefined;
}

/**
 * Renders pages in worker threads, one generation of workers per release. `renderWith` answers
 * a streaming page or a fallback, never throws. A new release starts a new generation; pages go
 * to it once all its workers have loaded, and the old one finishes its pages and is stopped.
 */
export class RenderPool {
  private current: RenderGeneration | undefined;
  private pending: RenderGeneration | undefined;
  private readonly ending = new Set<RenderGeneration>();
  private readonly queue: RenderCall[] = [];
  private readonly failures = new Map<string, { message: string; at: number }>();
  private lastFailure: { release: string; message: string } | undefined;
  private closed = false;
  private readonly budgets: RenderBudgets;
  private readonly workers: number;
  private readonly maxQueue: number;
  /** How long a render takes from its worker to its first chunk, lately (a moving average). */
  private renderMs: number | undefined;

  constructor(private readonly options: RenderPoolOptions) {
    this.budgets = { ...DEFAULT_BUDGETS, ...options.budgets };
    this.workers = Math.max(1, options.workers ?? Math.min(2, availableParallelism()));
    this.maxQueue = Math.max(0, options.maxQueue ?? 32);
  }

  /** Starts `release` when it is new; resolves once it serves pages, or rejects with why it cannot. */
  async prepare(release: string): Promise<void> {
    if (this.closed) throw new Error('the render pool is closed');
    this.ensureGeneration(release);
    if (this.current?.release === release) return;
    if (this.pending?.release !== release) throw new Error(this.failures.get(release)?.message ?? `release ${release} is not starting`);
    await this.pending.ready; // its promotion to current, registered first, has run by then
  }

  /**
   * Renders `request` with `release`. While that release is starting (and another serves), or when
   * it failed to load, the page falls back: the browser renders it with that release (the page names the remotes it
   * is to use), rather than the server rendering it with the one before.
   */
  renderWith(release: string, request: RenderRequest): Promise<RenderOutcome> {
    if (this.closed) return fallback('closed', 'the render pool is closed');
    this.ensureGeneration(release);
    if (!this.current && !this.pending) return fallback('no-generation', this.failures.get(release)?.message ?? 'no release is loaded');
    // The first release of all: pages wait for it in the queue, within their first-byte budget.
    if (this.current && this.current.release !== release) {
      if (this.pending?.release === release) return fallback('release-starting', `release ${release} is loading`);
      return fallback('no-generation', this.failures.get(release)?.message ?? `release ${release} is not loaded`);
    }
    const refused = this.options.admit?.(release, request);
    if (refused !== undefined) return fallback('circuit-open', refused);
    const idle = this.current?.idleSlot();
    if (!idle && this.queue.length >= this.maxQueue) return fallback('queue-full', `all ${this.workers} render workers busy and ${this.queue.length} pages waiting`);
    const ended = (failure: string | undefined, failedParts: readonly string[]) => this.options.renderEnded?.(release, request, failure, failedParts);
    const call = new RenderCall(request, this.budgets, (overdue) => this.leaveQueue(overdue), this.options.api?.bind(this.options), (ms) => this.rendered(ms), ended);
    // A page that finds a worker free renders: only a page that waited is judged by the recent render
    // time (a late timer can let that time pass the budget; judged too, no page would render again).
    if (idle && this.current) {
      idle.run(call, this.current.release);
      return call.outcome;
    }
    this.queue.push(call);
    this.dispatch();
    return call.outcome;
  }

  status(): RenderPoolStatus {
    const generations = [this.current, this.pending, ...this.ending].filter((generation) => generation !== undefined);
    return {
      release: this.current?.release,
      starting: this.pending?.release,
      queued: this.queue.length,
      liveWorkers: generations.reduce((sum, generation) => sum + generation.liveWorkers, 0),
      lastFailure: this.lastFailure,
    };
  }

  /** Answers waiting pages with `closed`, lets pages in flight finish (up to the cap), stops every worker. */
  async close(): Promise<void> {
    this.closed = true;
    for (const call of this.queue.splice(0)) call.fail('closed', 'the render pool is closed');
    const pending = this.pending;
    this.pending = undefined;
    if (pending) this.retire(pending, () => pending.stop());
    const current = this.current;
    this.current = undefined;
    if (current) this.retire(current, () => current.drain(this.drainCapMs));
    await Promise.all([...this.ending].map((generation) => generation.ended()));
  }

  private get drainCapMs(): number {
    return this.options.drainCapMs ?? this.budgets.totalMs + this.budgets.abortGraceMs;
  }

  private ensureGeneration(release: string): void {
    const current = this.current;
    if (current?.release === release && current.liveWorkers > 0) return;
    if (this.pending?.release === release) return;
    const failure = this.failures.get(release);
    if (failure && Date.now() - failure.at < (this.options.retryFailedAfterMs ?? 30_000)) return;
    this.failures.delete(release);
    const superseded = this.pending;
    if (superseded) this.retire(superseded, () => superseded.stop());
    let module: ReleaseModule;
    try {
      module = this.options.moduleFor(release);
    } catch (error) {
      this.startFailed(release, error instanceof Error ? error.message : String(error));
      return;
    }
    const generation = new RenderGeneration(
      release,
      module,
      {
        workers: this.workers,
        pagesPerWorker: Math.max(1, this.options.pagesPerWorker ?? 4),
        loadTimeoutMs: this.options.loadTimeoutMs ?? 10_000,
        resourceLimits: this.options.resourceLimits ?? { maxOldGenerationSizeMb: 512 },
      },
      {
        slotFree: (from) => {
          if (from === this.current) this.dispatch();
        },
        report: (event) => this.options.onEvent?.(event),
      },
    );
    this.pending = generation;
    generation.ready.then(
      () => this.promote(generation),
      (error: Error) => {
        this.retire(generation, () => generation.ended());
        if (this.pending !== generation) return; // replaced by a newer release or closed
        this.pending = undefined;
        this.startFailed(release, error.message);
      },
    );
  }

  private startFailed(release: string, message: string): void {
    this.failures.set(release, { message, at: Date.now() });
    this.lastFailure = { release, message };
    this.options.onEvent?.({ type: 'generation-failed', release, message });
    if (this.current || this.pending) return;
    for (const call of this.queue.splice(0)) call.fail('no-generation', message);
  }

  private promote(generation: RenderGeneration): void {
    if (this.pending !== generation) return;
    this.pending = undefined;
    const old = this.current;
    this.current = generation;
    if (old) this.retire(old, () => old.drain(this.drainCapMs));
    this.dispatch();
  }

  /** Keeps counting a generation's workers until they have exited. */
  private retire(generation: RenderGeneration, end: () => Promise<void>): void {
    this.ending.add(generation);
    void end().then(() => this.ending.delete(generation));
  }

  private dispatch(): void {
    const generation = this.current;
    if (!generation) return;
    for (let slot = generation.idleSlot(); slot && this.queue.length > 0; slot = generation.idleSlot()) {
      const call = this.queue.shift();
      if (!call) continue;
      // A page that can no longer have its first byte in time falls back now instead of taking a
      // worker: its render would be abandoned half way, and under load that wasted work starved the
      // renders that could still make it (at 50 retailers at once, none did).
      const expected = this.renderMs ?? 0;
      if (call.waitedMs + expected > this.budgets.firstByteMs) {
        call.fail('first-byte-timeout', `waited ${Math.round(call.waitedMs)} ms for a worker; a render takes about ${Math.round(expected)} ms to its first byte`);
        continue;
      }
      slot.run(call, generation.release);
    }
  }

  /** A render's time to its first chunk, in the moving average the queue is judged by. */
  private rendered(ms: number): void {
    this.renderMs = this.renderMs === undefined ? ms : this.renderMs * 0.8 + ms * 0.2;
  }

  private leaveQueue(call: RenderCall): void {
    const index = this.queue.indexOf(call);
    if (index >= 0) this.queue.splice(index, 1);
  }
}

function fallback(reason: FallbackReason, detail: string): Promise<RenderFallback> {
  return Promise.resolve({ kind: 'fallback', reason, detail });
}

/** Stops the pool's workers when the app closes (its pages in flight may finish, up to the cap). */
export function closeRenderPoolWithApp(app: FastifyInstance, pool: RenderPool): void {
  app.addHook('onClose', async () => {
    await pool.close();
  });
}
