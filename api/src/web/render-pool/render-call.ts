import { Readable } from 'node:stream';
import type { MessagePort } from 'node:worker_threads';
import type { ApiAnswer, FallbackReason, RenderBudgets, RenderOutcome, RenderRequest } from './render-contract';
import type { RenderControlMessage, RenderStreamMessage } from './worker-messages';

const noApi = async (): Promise<ApiAnswer> => ({ status: 404, contentType: 'text/plain', body: 'no API is connected to the render pool' });

/** The body of a page failed after its first chunk (its status was sent by then). */
export class RenderStreamError extends Error {
  override name = 'RenderStreamError';
}

/**
 * A render over its time budget is held against its release only when the release's own code took
 * at least this share of the budget: the rest of the time went to the server (the page's wait for a
 * worker, the wait for the answers of its API reads), which under load is most of it. A release
 * rolled back or left to the browser because the server was busy would be a bad release in the
 * customer's eyes for no fault of its own.
 */
const OWN_SHARE_HELD_AGAINST_RELEASE = 0.5;

/** How a render left its worker: free for the next page, or to be stopped (stuck or overrun). */
export type WorkerVerdict = 'free' | 'stop';

/**
 * One page render, from `renderWith` to the end of its body: waits in the queue, runs on a worker,
 * turns the worker's messages into a Readable, and keeps the budgets. Its `outcome` settles once:
 * at the first chunk (rendered) or with a fallback.
 */
export class RenderCall {
  readonly outcome: Promise<RenderOutcome>;
  private settle!: (outcome: RenderOutcome) => void;
  /** Discarding: answered with the fallback, the worker's render still running out after its abort. */
  private state: 'queued' | 'running' | 'discarding' | 'streaming' | 'done' = 'queued';
  private body: Readable | undefined;
  private head = { status: 200, headers: {} as Record<string, string> };
  private port: MessagePort | undefined;
  private release = '';
  private onFinished: ((verdict: WorkerVerdict) => void) | undefined;
  private readonly timers: NodeJS.Timeout[] = [];
  /** Bytes pushed to the body and not yet acknowledged to the worker. */
  private unacknowledged = 0;
  private overdue = false;
  private readonly queuedAt = performance.now();
  private startedAt = 0;
  /** Why the render failed, once it did. */
  private failure: string | undefined;
  private readerLeft = false;
  /** Parts of the page the module left to the browser (told with the body's end). */
  private failedParts: readonly string[] = [];
  /** The render's reads of the API not answered yet, since when some have been, and the time waited for them before. */
  private readsOpen = 0;
  private readsOpenSince = 0;
  private readWaitMs = 0;
  /** A failure that was the server's (its queue, its API's answers), not the release's: see OWN_SHARE_HELD_AGAINST_RELEASE. */
  private serversFault = false;

  constructor(
    readonly request: RenderRequest,
    private readonly budgets: RenderBudgets,
    /** Called when the first-byte budget ends while the call still waits in the queue. */
    private readonly leaveQueue: (call: RenderCall) => void,
    /** Answers the render's reads from the API. */
    private readonly api: (request: RenderRequest, path: string) => Promise<ApiAnswer> = noApi,
    /** Told how long the render took from its worker to its first chunk. */
    private readonly firstByte: (renderMs: number) => void = () => undefined,
    /** Told once when a render that reached a worker is over: with why it failed, or undefined, and the parts it left to the browser. */
    private readonly ended: (failure: string | undefined, failedParts: readonly string[]) => void = () => undefined,
  ) {
    this.outcome = new Promise((resolve) => (this.settle = resolve));
    this.timers.push(setTimeout(() => this.firstByteOverdue(), budgets.firstByteMs));
    this.timers.push(setTimeout(() => this.totalOverdue(), budgets.totalMs));
  }

  /** Gives the call a worker's answer port; `finished` says when and how the worker is free again. */
  run(port: MessagePort, release: string, finished: (verdict: WorkerVerdict) => void): void {
    this.state = 'running';
    this.startedAt = performance.now();
    this.port = port;
    this.release = release;
    this.onFinished = finished;
    port.on('message', (message: RenderStreamMessage) => this.receive(message));
  }

  /** How long the call has waited for a worker so far. */
  get waitedMs(): number {
    return performance.now() - this.queuedAt;
  }

  /** Ends the call with a fallback, before or after the first chunk (then the body errors). */
  fail(reason: FallbackReason, detail: string, verdict: WorkerVerdict = 'free'): void {
    if (this.state === 'done') return;
    this.failure ??= `${reason}: ${detail}`;
    if (this.state === 'streaming') this.body?.destroy(new RenderStreamError(`${reason}: ${detail}`));
    else this.settle({ kind: 'fallback', reason, detail });
    this.finish(verdict);
  }

  /** The worker is gone (crash, exit, stop): no more messages will come. */
  workerLost(detail: string): void {
    this.onFinished = undefined;
    this.fail('worker-exit', detail);
  }

  private receive(message: RenderStreamMessage): void {
    if (this.state === 'done') return;
    if (message.type === 'api') {
      this.read(message.id, message.path);
      return;
    }
    if (this.state === 'discarding') {
      if (message.type === 'end' || message.type === 'error') this.finish('free');
      return;
    }
    switch (message.type) {
      case 'head':
        this.head = { status: message.status, headers: message.headers };
        break;
      case 'chunk':
        this.push(Buffer.from(message.bytes.buffer, message.bytes.byteOffset, message.bytes.byteLength));
        break;
      case 'end':
        this.failedParts = message.failedParts;
        this.push(null);
        this.finish('free');
        break;
      case 'error':
        this.fail('render-error', message.message);
        break;
    }
  }

  /** A read never fails the page: an API that throws answers 500, which the render handles as any error answer. */
  private read(id: number, path: string): void {
    if (this.readsOpen++ === 0) this.readsOpenSince = performance.now();
    void this.api(this.request, path)
      .catch((error: unknown): ApiAnswer => ({ status: 500, contentType: 'text/plain', body: error instanceof Error ? error.message : String(error) }))
      .then((answer) => {
        if (--this.readsOpen === 0) this.readWaitMs += performance.now() - this.readsOpenSince;
        this.control({ type: 'api-answer', id, answer });
      });
  }

  /**
   * Whether the time so far was mostly the release's own: from the page's request on, less the
   * wait for a worker and the wait for the API's answers. Below the share, a time-out is the server's.
   */
  private ownTimeReached(budgetMs: number): boolean {
    const now = performance.now();
    const readWait = this.readWaitMs + (this.readsOpen > 0 ? now - this.readsOpenSince : 0);
    const ownMs = now - this.startedAt - readWait;
    return ownMs >= budgetMs * OWN_SHARE_HELD_AGAINST_RELEASE;
  }

  private push(chunk: Buffer | null): void {
    if (!this.body) {
      this.body = new Readable({ read: () => this.acknowledge() });
      // A reply that goes away (the client left) needs no more chunks: let the render run out.
      this.body.on('close', () => {
        // A visitor who left is no failure of the release.
        if (this.state === 'streaming') this.readerLeft = true;
        if (this.state === 'streaming') this.control({ type: 'abort' });
      });
      this.state = 'streaming';
      this.firstByte(performance.now() - this.startedAt);
      this.settle({ kind: 'rendered', ...this.head, body: this.body, release: this.release });
      if (this.overdue) this.totalOverdue(); // a first-byte budget longer than the total one
    }
    if (this.body.destroyed) return;
    this.unacknowledged += chunk?.byteLength ?? 0;
    this.body.push(chunk);
  }

  /** The body's buffer is below its high-water mark: the worker may send what it has sent again. */
  private acknowledge(): void {
    if (this.unacknowledged === 0) return;
    this.control({ type: 'ack', bytes: this.unacknowledged });
    this.unacknowledged = 0;
  }

  private control(message: RenderControlMessage): void {
    if (this.state === 'done' || !this.port) return;
    this.port.postMessage(message);
  }

  private firstByteOverdue(): void {
    const detail = `no first byte within ${this.budgets.firstByteMs} ms`;
    if (this.state === 'queued') {
      this.leaveQueue(this);
      this.fail('first-byte-timeout', detail);
    } else if (this.state === 'running') {
      // The page falls back now. The render is asked to stop; a worker that does not end it within
      // the grace may be stuck in a loop and is stopped. One that does is kept: under load,
      // stopping and reloading workers would only add to the load.
      this.settle({ kind: 'fallback', reason: 'first-byte-timeout', detail });
      this.failure = `first-byte-timeout: ${detail}`;
      this.serversFault = !this.ownTimeReached(this.budgets.firstByteMs);
      this.state = 'discarding';
      this.control({ type: 'abort' });
      this.timers.push(setTimeout(() => this.stopIgnoringAbort('first-byte-timeout', detail), this.budgets.abortGraceMs));
    }
  }

  private totalOverdue(): void {
    this.overdue = true;
    if (this.state !== 'streaming') return;
    this.serversFault = !this.ownTimeReached(this.budgets.totalMs);
    this.control({ type: 'abort' });
    const hardStop = () => this.stopIgnoringAbort('total-timeout', `the body did not end within ${this.budgets.totalMs + this.budgets.abortGraceMs} ms`);
    this.timers.push(setTimeout(hardStop, this.budgets.abortGraceMs));
  }

  /** A render that did not end within the grace after its abort is stuck in the release's code: its worker is stopped, and it is the release's failure. */
  private stopIgnoringAbort(reason: FallbackReason, detail: string): void {
    this.serversFault = false;
    this.fail(reason, detail, 'stop');
  }

  private finish(verdict: WorkerVerdict): void {
    this.state = 'done';
    // A visitor who left, or a time-out the server's waits made, is no failure of the release.
    if (this.startedAt > 0) this.ended(this.readerLeft || this.serversFault ? undefined : this.failure, this.failedParts);
    for (const timer of this.timers) clearTimeout(timer);
    this.port?.close();
    const finished = this.onFinished;
    this.onFinished = undefined;
    finished?.(verdict);
  }
}
