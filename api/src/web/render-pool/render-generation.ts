import type { ResourceLimits } from 'node:worker_threads';
import type { ReleaseModule, RenderPoolEvent } from './render-contract';
import { WorkerSlot } from './worker-slot';

export interface GenerationSettings {
  workers: number;
  /** Pages one worker renders at a time. */
  pagesPerWorker: number;
  loadTimeoutMs: number;
  resourceLimits: ResourceLimits | undefined;
}

export interface GenerationHooks {
  /** A worker of this generation can take a page. */
  slotFree(generation: RenderGeneration): void;
  report(event: RenderPoolEvent): void;
}

/**
 * The workers of one release. Starting: all must load (else the release failed). Ready: serves
 * pages, and replaces a worker that crashes. Draining: takes no new page, stops each worker once
 * its page is done (all of them at the hard cap). Ended: every worker has exited.
 */
export class RenderGeneration {
  state: 'starting' | 'ready' | 'draining' | 'ended' = 'starting';
  /** Resolves when every worker has loaded the module; rejects with the reason a worker could not. */
  readonly ready: Promise<void>;
  private readonly slots = new Set<WorkerSlot>();
  private readonly started = performance.now();
  private loadTimer: NodeJS.Timeout | undefined;
  private resolveReady!: () => void;
  private rejectReady!: (error: Error) => void;

  constructor(
    readonly release: string,
    private readonly module: ReleaseModule,
    private readonly settings: GenerationSettings,
    private readonly hooks: GenerationHooks,
  ) {
    this.ready = new Promise((resolve, reject) => {
      this.resolveReady = resolve;
      this.rejectReady = reject;
    });
    this.ready.catch(() => undefined); // whoever starts the generation handles the failure
    for (let index = 0; index < settings.workers; index += 1) this.addSlot();
    this.loadTimer = setTimeout(() => this.failStart(`the render module did not load within ${settings.loadTimeoutMs} ms`), settings.loadTimeoutMs);
  }

  /** The worker with the fewest pages that can take one more, when the generation is ready. */
  idleSlot(): WorkerSlot | undefined {
    if (this.state !== 'ready') return undefined;
    let best: WorkerSlot | undefined;
    for (const slot of this.slots) if (slot.hasRoom && (!best || slot.load < best.load)) best = slot;
    return best;
  }

  get liveWorkers(): number {
    return this.slots.size;
  }

  /** Takes no new page; stops idle workers now, busy ones when their page is done, all at `capMs`. */
  async drain(capMs: number): Promise<void> {
    if (this.state === 'ended') return;
    this.state = 'draining';
    for (const slot of this.slots) if (slot.state !== 'busy') void slot.stop();
    const cap = setTimeout(() => void this.stop(), capMs);
    await this.ended();
    clearTimeout(cap);
  }

  /** Stops every worker now; resolves once all have exited. */
  async stop(): Promise<void> {
    if (this.state === 'starting') this.failStart('the release was replaced before it was ready');
    if (this.state !== 'ended') this.state = 'draining';
    await Promise.all([...this.slots].map((slot) => slot.stop()));
  }

  /** Resolves when every worker of the generation has exited. */
  async ended(): Promise<void> {
    while (this.slots.size > 0) await Promise.all([...this.slots].map((slot) => slot.exited));
  }

  private addSlot(): WorkerSlot {
    const slot: WorkerSlot = new WorkerSlot({ modulePath: this.module.modulePath, initData: this.module.initData }, this.settings.resourceLimits, {
      loaded: () => this.slotLoaded(),
      loadFailed: (_slot, message) => this.slotLoadFailed(message),
      free: () => this.slotFreed(slot),
      lost: (_slot, reason) => this.slotLost(reason),
    }, this.settings.pagesPerWorker);
    this.slots.add(slot);
    void slot.exited.then(() => this.slotExited(slot));
    return slot;
  }

  private slotLoaded(): void {
    if (this.state === 'starting' && [...this.slots].every((slot) => slot.state === 'idle')) {
      clearTimeout(this.loadTimer);
      this.state = 'ready';
      this.hooks.report({ type: 'generation-ready', release: this.release, startMs: Math.round(performance.now() - this.started) });
      this.resolveReady();
    } else if (this.state === 'ready') {
      this.hooks.slotFree(this); // a replacement worker
    }
  }

  private slotLoadFailed(message: string): void {
    if (this.state === 'starting') this.failStart(message);
    else this.hooks.report({ type: 'worker-lost', release: this.release, reason: `its replacement did not load: ${message}` });
  }

  private slotFreed(slot: WorkerSlot): void {
    if (this.state === 'ready') this.hooks.slotFree(this);
    else if (slot.state === 'idle') void slot.stop();
  }

  private slotLost(reason: string): void {
    if (this.state !== 'ready') return;
    this.hooks.report({ type: 'worker-replaced', release: this.release, reason });
    this.addSlot();
  }

  private slotExited(slot: WorkerSlot): void {
    this.slots.delete(slot);
    if (this.slots.size === 0 && this.state === 'draining') {
      this.state = 'ended';
      this.hooks.report({ type: 'generation-ended', release: this.release });
    }
  }

  private failStart(message: string): void {
    if (this.state !== 'starting') return;
    clearTimeout(this.loadTimer);
    this.state = 'draining';
    this.rejectReady(new Error(message));
    for (const slot of this.slots) void slot.stop();
  }
}
