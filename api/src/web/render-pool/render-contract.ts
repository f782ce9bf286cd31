import type { Readable } from 'node:stream';
import type { RenderRequest as PageRenderRequest } from '@shop/shared/contracts';

/**
 * The contract between the render pool (in the API process) and a render module (loaded by path
 * in each worker thread of a generation).
 *
 * A render module is a CommonJS or ESM file. It exports:
 *
 * - `render(request, context)` (named, or as `default`, or as `default.render`): renders one page.
 *   It returns, or resolves to, either a body on its own (status 200, no headers) or a
 *   `{ status, headers, body }` object, decided before the body's first chunk. A body is anything
 *   async-iterable yielding strings or bytes: an async generator, a Node `Readable` (a PassThrough
 *   that `renderToPipeableStream(...).pipe()`s into) or a web `ReadableStream`.
 *   `context.signal` aborts when the render is over its total time budget: the module should then
 *   end its body soon (React: `abort()` on the pipeable stream turns the boundaries still pending
 *   into client-rendered ones and ends the stream). A render that does not end within the grace
 *   period is stopped with its worker.
 * - optionally `init(initData)`: run (and awaited) once when the worker loads, before it counts as
 *   ready: to register the release's remotes, and to render a page once, so that no visitor's
 *   page pays for the first, unoptimised run of the rendering code. A module that throws while loading or in
 *   `init` fails its release: the generation before keeps serving.
 *
 * Everything crossing the thread boundary (request, init data, status, headers) must be
 * structured-cloneable: plain objects, arrays, strings, numbers, booleans, null, Dates, Maps.
 *
 * Module-scope state lives as long as its worker: a generation is replaced as a whole on a new
 * release, so timers or caches a module keeps die with it and never reach the API process.
 */

/**
 * What the pool is asked to render: the page render contract's request (@shop/shared/contracts,
 * page-render.ts), whose `data` the pool hands on unread to the module.
 */
export type RenderRequest = PageRenderRequest<unknown>;

/** The render module's answer, decided before its body's first chunk. */
export interface RenderModuleResult {
  status?: number;
  headers?: Record<string, string>;
  body: RenderBody;
  /**
   * Parts of the page that failed while the body was rendered and were left to the browser (a
   * component that threw): filled as the body streams, read when it has ended. The page is still
   * sent; a candidate release's check refuses a release whose pages leave parts behind.
   */
  failedParts?: readonly string[];
}

export type RenderBody = AsyncIterable<string | Uint8Array>;

export interface RenderContext {
  /** Aborted when the render is over its total time budget. */
  signal: AbortSignal;
  /**
   * Reads from the API of the process the page is rendered for: a GET of `path` (path and query,
   * e.g. `/api/product/list?limit=24`) with the page request's Cookie header, answered by that process
   * itself, without a network round trip (the pool's `api` option).
   */
  api(path: string): Promise<ApiAnswer>;
}

/** The API's answer to a render's read. */
export interface ApiAnswer {
  status: number;
  contentType: string;
  body: string;
}

export interface RenderModule {
  render(request: RenderRequest, context: RenderContext): RenderBody | RenderModuleResult | Promise<RenderBody | RenderModuleResult>;
  init?(initData: unknown): unknown;
}

/** Which module a release renders with, and what its `init` receives. */
export interface ReleaseModule {
  /** Absolute path of the render module's file. */
  modulePath: string;
  /** Handed to the module's `init` in each worker (structured-cloneable). */
  initData?: unknown;
}

/** A render that streams: pipe `body` to the reply after setting `status` and `headers`. */
export interface RenderedPage {
  kind: 'rendered';
  status: number;
  headers: Record<string, string>;
  /**
   * The page's bytes, streamed as the worker produces them; the first chunk is already there.
   * It errors (a `RenderStreamError`) when the render fails after its first chunk: the status is
   * sent by then, so the caller can only end the reply.
   */
  body: Readable;
  /** The release of the generation that rendered the page. */
  release: string;
}

/**
 * Why a page is not rendered on the server. The caller answers with the client-rendered shell
 * page instead, as before server rendering: never a 5xx.
 */
export type FallbackReason =
  | 'render-error' // the module threw or its body failed before the first chunk
  | 'worker-exit' // the worker crashed or exited during the render (it is replaced)
  | 'first-byte-timeout' // no first chunk within the budget (queue wait included)
  | 'total-timeout' // the body did not end within the total budget and its grace (after the first chunk: the body errors)
  | 'queue-full' // every worker busy and the queue full
  | 'release-starting' // the page's release is still loading its workers
  | 'no-generation' // the page's release failed to load (or there is none)
  | 'circuit-open' // the renders of this part of the release failed again and again: left to the browser for a while
  | 'read-failed' // a read of the API the page made was refused or failed: the page is not sent without its data
  | 'closed'; // the pool is closing with the app

export interface RenderFallback {
  kind: 'fallback';
  reason: FallbackReason;
  /** A line for the log: the error's message, the budget exceeded, … */
  detail: string;
}

export type RenderOutcome = RenderedPage | RenderFallback;

/** The budgets of one render, in milliseconds (see DEFAULT_BUDGETS for the defaults and why). */
export interface RenderBudgets {
  /** From `renderWith` to the first chunk of the body, queue wait included. */
  firstByteMs: number;
  /** From `renderWith` to the end of the body; then the render's signal aborts. */
  totalMs: number;
  /** After the abort, how long the module may take to end its body before its worker is stopped. */
  abortGraceMs: number;
}

/**
 * - First byte, 300 ms: a returning customer's client-rendered page reaches its largest paint
 *   about a second later than a server-rendered one would (issue figures: 2.4–2.6 s against a
 *   1.5 s target). A render's shell takes tens of milliseconds on a warm worker, so 300 ms is ten
 *   times that, and a render that misses it costs the visitor at most 0.3 s over today's page.
 * - Total, 5 s: after the first byte only Suspense boundaries stream; a boundary still waiting
 *   after 5 s is better rendered by the browser, which React's abort arranges.
 * - Grace, 1 s: time for the module to end its body after the abort before its worker is stopped.
 */
export const DEFAULT_BUDGETS: RenderBudgets = { firstByteMs: 300, totalMs: 5_000, abortGraceMs: 1_000 };

/** What the pool reports as it goes (for the log). */
export type RenderPoolEvent =
  | { type: 'generation-ready'; release: string; startMs: number }
  | { type: 'generation-failed'; release: string; message: string }
  | { type: 'generation-ended'; release: string }
  | { type: 'worker-replaced'; release: string; reason: string }
  | { type: 'worker-lost'; release: string; reason: string };
