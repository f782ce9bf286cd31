import type { MessagePort } from 'node:worker_threads';
import type { ApiAnswer, RenderRequest } from './render-contract';

/** What a worker is started with (its `workerData`). */
export interface WorkerStart {
  modulePath: string;
  initData: unknown;
}

/** Worker → pool, on the worker's own channel: once, after loading the render module. */
export type WorkerStatusMessage = { type: 'ready' } | { type: 'load-failed'; message: string };

/** Pool → worker: render one page, answering on `port` (transferred). */
export interface RenderOrder {
  type: 'render';
  request: RenderRequest;
  port: MessagePort;
}

/** Worker → pool on a render's port. `chunk` transfers its buffer. */
export type RenderStreamMessage =
  | { type: 'head'; status: number; headers: Record<string, string> }
  | { type: 'chunk'; bytes: Uint8Array }
  /** `failedParts`: the render module's parts left to the browser (RenderModuleResult.failedParts). */
  | { type: 'end'; failedParts: string[] }
  | { type: 'error'; message: string }
  | { type: 'api'; id: number; path: string };

/**
 * Pool → worker on a render's port. `ack`: the reply has room for that many more bytes (the
 * worker keeps at most RENDER_WINDOW_BYTES sent and not acknowledged). `abort`: the total budget is
 * spent or the reply is gone; the worker then sends without waiting.
 */
export type RenderControlMessage =
  | { type: 'ack'; bytes: number }
  | { type: 'abort' }
  /** The answer to the render's `api` call `id`. */
  | { type: 'api-answer'; id: number; answer: ApiAnswer };

/** What a worker may send ahead of a slow reply; a page's buffer in the API process stays near it. */
export const RENDER_WINDOW_BYTES = 256 * 1024;
