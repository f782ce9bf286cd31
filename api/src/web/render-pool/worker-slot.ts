import { MessageChannel, type ResourceLimits, type Worker } from 'node:worker_threads';
import type { RenderCall, WorkerVerdict } from './render-call';
import type { RenderOrder, WorkerStart, WorkerStatusMessage } from './worker-messages';
import { startRenderWorker } from './worker-script';

export interface SlotHooks {
  loaded(slot: WorkerSlot): void;
  loadFailed(slot: WorkerSlot, message: string): void;
  /** The slot finished a render and can take the next one. */
  free(slot: WorkerSlot): void;
  /** The worker exited without being asked to (crash, out of memory, process.exit in the module). */
  lost(slot: WorkerSlot, reason: string): void;
}

/**
 * One worker thread of a generation. It renders up to `capacity` pages at a time: a render spends
 * much of its time waiting for its data from the API process, and another page's render uses that
 * time.
 */
export class WorkerSlot {
  /** Idle: loaded, no page. Busy: one page or more. */
  state: 'loading' | 'idle' | 'busy' | 'exited' = 'loading';
  readonly exited: Promise<void>;
  private readonly worker: Worker;
  private readonly calls = new Set<RenderCall>();
  private stopping = false;
  private retiring = false;
  private lastError = '';

  constructor(
    start: WorkerStart,
    resourceLimits: ResourceLimits | undefined,
    private readonly hooks: SlotHooks,
    private readonly capacity = 1,
  ) {
    this.worker = startRenderWorker(start, resourceLimits);
    this.worker.on('message', (message: WorkerStatusMessage) => {
      if (message.type === 'ready' && this.state === 'loading') {
        this.state = 'idle';
        hooks.loaded(this);
      } else if (message.type === 'load-failed') {
        this.lastError = message.message;
        void this.worker.terminate();
      }
    });
    this.worker.on('error', (error) => (this.lastError = error.message));
    this.exited = new Promise((resolve) => this.worker.once('exit', (code) => {
      resolve();
      this.exit(code);
    }));
  }

  /** Pages it renders now. */
  get load(): number {
    return this.calls.size;
  }

  /** Loaded and able to take one more page. */
  get hasRoom(): boolean {
    if (this.stopping || this.retiring) return false;
    return this.state === 'idle' || (this.state === 'busy' && this.calls.size < this.capacity);
  }

  run(call: RenderCall, release: string): void {
    this.state = 'busy';
    this.calls.add(call);
    const { port1, port2 } = new MessageChannel();
    call.run(port1, release, (verdict) => this.finished(call, verdict));
    try {
      this.worker.postMessage({ type: 'render', request: call.request, port: port2 } satisfies RenderOrder, [port2]);
    } catch (error) {
      // A request that cannot be cloned (a function, a socket in its data) never reaches a worker.
      port2.close();
      call.fail('render-error', `the request cannot be sent to a render worker: ${(error as Error).message}`);
    }
  }

  /** Stops the worker now (a render in flight gets `worker-exit`); resolves once it has exited. */
  stop(): Promise<void> {
    this.stopping = true;
    void this.worker.terminate();
    return this.exited;
  }

  /** Takes no more pages and ends the worker; unlike `stop`, the generation replaces it. */
  private retire(): void {
    this.retiring = true;
    void this.worker.terminate();
  }

  private finished(call: RenderCall, verdict: WorkerVerdict): void {
    this.calls.delete(call);
    if (this.state !== 'busy') return;
    if (verdict === 'stop') {
      // Over its budget the worker may be stuck: it is lost to the generation, which replaces it
      // (the other pages it was rendering fall back).
      this.lastError = 'the render ran over its time budget';
      this.retire();
      return;
    }
    if (this.calls.size === 0) this.state = 'idle';
    this.hooks.free(this);
  }

  private exit(code: number): void {
    const was = this.state;
    this.state = 'exited';
    const reason = this.lastError || `the render worker exited with code ${code}`;
    const lost = [...this.calls];
    this.calls.clear();
    for (const call of lost) call.workerLost(reason);
    if (this.stopping) return;
    if (was === 'loading') this.hooks.loadFailed(this, this.lastError || `the render worker exited with code ${code} while loading`);
    else this.hooks.lost(this, reason);
  }
}
