// The entry of a render worker thread: loads one release's render module, then renders the pages
// the pool sends it, streaming each body back on the page's own MessagePort.
import { pathToFileURL } from 'node:url';
import { parentPort, workerData, type MessagePort } from 'node:worker_threads';
import type { ApiAnswer, RenderBody, RenderContext, RenderModule, RenderModuleResult, RenderRequest } from './render-contract';
import { RENDER_WINDOW_BYTES, type RenderControlMessage, type RenderOrder, type RenderStreamMessage, type WorkerStart, type WorkerStatusMessage } from './worker-messages';

type RenderFunction = RenderModule['render'];

const encoder = new TextEncoder();

function renderFunctionOf(loaded: Record<string, unknown>): { render: RenderFunction; init?: (data: unknown) => unknown } {
  const fallback = loaded.default as Record<string, unknown> | ((...args: unknown[]) => unknown) | undefined;
  const candidates = [loaded.render, typeof fallback === 'function' ? fallback : fallback?.render];
  const render = candidates.find((candidate) => typeof candidate === 'function') as RenderFunction | undefined;
  if (!render) throw new Error('the render module exports no render function');
  const init = [loaded.init, typeof fallback === 'object' ? fallback?.init : undefined].find((candidate) => typeof candidate === 'function');
  return { render, init: init as ((data: unknown) => unknown) | undefined };
}

function isBody(value: unknown): value is RenderBody {
  return typeof value === 'object' && value !== null && Symbol.asyncIterator in value;
}

/** A chunk as bytes whose buffer can be transferred (a pooled Buffer's cannot: it is copied). */
function ownBytes(chunk: unknown): Uint8Array {
  if (typeof chunk === 'string') return encoder.encode(chunk);
  if (!(chunk instanceof Uint8Array)) throw new TypeError(`the render body yielded a ${typeof chunk}, not a string or bytes`);
  const whole = chunk.byteOffset === 0 && chunk.byteLength === chunk.buffer.byteLength && chunk.buffer instanceof ArrayBuffer;
  return whole && !Buffer.isBuffer(chunk) ? chunk : new Uint8Array(chunk);
}

async function serve(render: RenderFunction, request: RenderRequest, port: MessagePort): Promise<void> {
  const aborter = new AbortController();
  const reads = new Map<number, (answer: ApiAnswer) => void>();
  let lastRead = 0;
  let unacknowledged = 0;
  let unbounded = false;
  let wake: (() => void) | undefined;
  port.on('message', (message: RenderControlMessage) => {
    if (message.type === 'api-answer') {
      reads.get(message.id)?.(message.answer);
      reads.delete(message.id);
      return;
    }
    if (message.type === 'abort') {
      unbounded = true;
      aborter.abort(new Error('the render is over its time budget'));
    } else {
      unacknowledged -= message.bytes;
    }
    wake?.();
  });
  const send = (message: RenderStreamMessage, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);
  try {
    const api = (path: string) =>
      new Promise<ApiAnswer>((resolve) => {
        lastRead += 1;
        reads.set(lastRead, resolve);
        send({ type: 'api', id: lastRead, path });
      });
    const context: RenderContext = { signal: aborter.signal, api };
    const answer = await render(request, context);
    const result: RenderModuleResult = isBody(answer) ? { body: answer } : answer;
    if (!isBody(result.body)) throw new TypeError('the render module returned no async-iterable body');
    send({ type: 'head', status: result.status ?? 200, headers: result.headers ?? {} });
    for await (const chunk of result.body) {
      const bytes = ownBytes(chunk);
      unacknowledged += bytes.byteLength;
      send({ type: 'chunk', bytes }, [bytes.buffer as ArrayBuffer]);
      // The reply is slower than the render: wait until the pool has room again.
      while (unacknowledged >= RENDER_WINDOW_BYTES && !unbounded) await new Promise<void>((resolve) => (wake = resolve));
    }
    send({ type: 'end', failedParts: [...(result.failedParts ?? [])] });
  } catch (error) {
    send({ type: 'error', message: error instanceof Error ? error.message : String(error) });
  } finally {
    port.close();
  }
}

/**
 * The module's exports. A CommonJS module may export a promise of them (a webpack build with an
 * asynchronous start-up, as a federation host's is): awaited here.
 */
async function loadModule(modulePath: string): Promise<Record<string, unknown>> {
  const loaded = (await import(pathToFileURL(modulePath).href)) as Record<string, unknown>;
  const exported = loaded.default;
  if (exported instanceof Promise) return { default: (await exported) as unknown };
  return loaded;
}

async function start(): Promise<void> {
  if (!parentPort) throw new Error('render-worker runs only as a worker thread');
  const channel = parentPort;
  const { modulePath, initData } = workerData as WorkerStart;
  let render: RenderFunction;
  try {
    const loaded = renderFunctionOf(await loadModule(modulePath));
    await loaded.init?.(initData);
    render = loaded.render;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    channel.postMessage({ type: 'load-failed', message } satisfies WorkerStatusMessage);
    return;
  }
  channel.on('message', (order: RenderOrder) => void serve(render, order.request, order.port));
  channel.postMessage({ type: 'ready' } satisfies WorkerStatusMessage);
}

void start();
