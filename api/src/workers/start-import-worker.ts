import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { PrepareStart } from './prepare-import';

/**
 * Memory one import thread may use: a file of the upload limit read into rows, with room. A file
 * that needs more is refused (the thread stops), and the API process stays as it was.
 */
const RESOURCE_LIMITS = { maxOldGenerationSizeMb: 768, maxYoungGenerationSizeMb: 64 };

/**
 * Starts an import worker thread with the file's bytes moved to it (not copied). The production
 * bundle has the worker beside it as `import-worker.js` (api/scripts/build.mjs); from the
 * TypeScript sources (tests, `tsx watch`) it registers tsx's require hook first, as the render
 * workers do (web/render/worker-script.ts).
 */
export function startImportWorker(start: PrepareStart): Worker {
  const buffer = start.bytes.buffer as ArrayBuffer;
  const options = { workerData: start, transferList: [buffer], resourceLimits: RESOURCE_LIMITS };
  const bundled = fileURLToPath(new URL('./import-worker.js', import.meta.url));
  if (existsSync(bundled)) return new Worker(bundled, options);
  const source = fileURLToPath(new URL('./import-worker.ts', import.meta.url));
  const tsx = createRequire(import.meta.url).resolve('tsx/cjs/api');
  const boot = `require(${JSON.stringify(tsx)}).register(); require(${JSON.stringify(source)});`;
  return new Worker(boot, { ...options, eval: true });
}
