import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { PrepareMessage, PrepareStart } from './prepare-import';

/**
 * Memory the import thread may use: a file of the upload limit read into rows, with room. A file
 * that needs more stops the thread (the file is refused); the API process stays as it was.
 */
const RESOURCE_LIMITS = { maxOldGenerationSizeMb: 768, maxYoungGenerationSizeMb: 64 };

/** What one file's reading tells its caller: each message, or that the thread is gone (its error, if any). */
export interface ImportListener {
  message(message: PrepareMessage): void;
  gone(error: (Error & { code?: string }) | null): void;
}

/**
 * The import worker thread (import-worker.ts): started at the first upload and kept for the next
 * (imports run one at a time), started again after it stopped. The production bundle has it
 * beside the server as `import-worker.js` (api/scripts/build.mjs); from the TypeScript sources
 * (tests, `tsx watch`) it registers tsx's require hook first, as the render workers do
 * (web/render-pool/worker-script.ts).
 */
export class ImportThread {
  private worker: Worker | null = null;
  private jobs = 0;

  /** Moves the file's bytes to the thread (not copied) and tells `listener` what comes back; the answer stops listening. */
  read(start: PrepareStart, listener: ImportListener): () => void {
    const worker = this.worker ?? this.spawn();
    this.jobs += 1;
    const job = this.jobs;
    const onMessage = (envelope: { job: number; message: PrepareMessage }) => {
      if (envelope.job === job) listener.message(envelope.message);
    };
    const onError = (error: Error) => listener.gone(error);
    const onExit = () => listener.gone(null);
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.on('exit', onExit);
    worker.postMessage({ job, start }, [start.bytes.buffer as ArrayBuffer]);
    return () => {
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
    };
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    await worker?.terminate();
  }

  private spawn(): Worker {
    const options = { resourceLimits: RESOURCE_LIMITS };
    const bundled = fileURLToPath(new URL('./import-worker.js', import.meta.url));
    let worker: Worker;
    if (existsSync(bundled)) worker = new Worker(bundled, options);
    else {
      const source = fileURLToPath(new URL('./import-worker.ts', import.meta.url));
      const tsx = createRequire(import.meta.url).resolve('tsx/cjs/api');
      worker = new Worker(`require(${JSON.stringify(tsx)}).register(); require(${JSON.stringify(source)});`, { ...options, eval: true });
    }
    // A thread waiting for the next file keeps no process from ending.
    worker.unref();
    const forget = () => {
      if (this.worker === worker) this.worker = null;
    };
    worker.on('error', forget);
    worker.on('exit', forget);
    this.worker = worker;
    return worker;
  }
}
