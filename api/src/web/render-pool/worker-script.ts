import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { Worker, type ResourceLimits } from 'node:worker_threads';
import type { WorkerStart } from './worker-messages';

/**
 * Starts a render worker thread. The production bundle has the worker beside it as
 * `render-worker.js` (api/scripts/build.mjs builds both). From the TypeScript sources (tests,
 * `tsx watch`, the benchmarks) Node 20 cannot start a `.ts` worker, so the worker registers tsx's
 * require hook first and then loads `render-worker.ts`.
 */
export function startRenderWorker(start: WorkerStart, resourceLimits: ResourceLimits | undefined): Worker {
  const options = { workerData: start, resourceLimits };
  const bundled = fileURLToPath(new URL('./render-worker.js', import.meta.url));
  if (existsSync(bundled)) return new Worker(bundled, options);
  const source = fileURLToPath(new URL('./render-worker.ts', import.meta.url));
  const tsx = createRequire(import.meta.url).resolve('tsx/cjs/api');
  const boot = `require(${JSON.stringify(tsx)}).register(); require(${JSON.stringify(source)});`;
  return new Worker(boot, { ...options, eval: true });
}
