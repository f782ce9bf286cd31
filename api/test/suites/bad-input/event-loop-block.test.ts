import { Worker } from 'node:worker_threads';
import { BLOCK_BOUND_MS, LOOP_THREAD_CPU_KNOWN, longestBlock, loopThreadCpuMs } from './event-loop-block';

// The figure the hostile-body checks compare with their bound: what the event loop's own thread
// did, not what the route's worker threads did beside it, nor how long a busy machine kept it
// from a core. Both works below are sized in CPU time of their own thread, so the test means the
// same on a fast machine and a slow one, quiet or busy.

(LOOP_THREAD_CPU_KNOWN ? describe : describe.skip)('the event loop held by a request', () => {
  it('counts synchronous work on the event loop', async () => {
    const held = await longestBlock(async () => {
      const spent = loopThreadCpuMs();
      while (spent() < 3 * BLOCK_BOUND_MS) {
        // 60 ms of this thread's CPU in one stretch, as a parser reading a whole body at once.
      }
    });
    expect(held).toBeGreaterThanOrEqual(2 * BLOCK_BOUND_MS);
  });

  it('does not count a worker thread that does the work while the event loop waits for it', async () => {
    const spent = loopThreadCpuMs();
    const held = await longestBlock(() => workerSpinning(150));
    // The loop's thread started the worker and waited; the worker's 150 ms are its own.
    expect(spent()).toBeLessThan(150);
    expect(held).toBeLessThan(BLOCK_BOUND_MS);
  });
});

/** A worker thread that spends `ms` of its own CPU, then ends. */
function workerSpinning(ms: number): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const worker = new Worker(
      `const { readFileSync } = require('node:fs');
       const own = () => Number(readFileSync('/proc/thread-self/schedstat', 'utf8').split(' ')[0]) / 1e6;
       const start = own();
       while (own() - start < ${ms}) {}`,
      { eval: true },
    );
    worker.once('exit', () => resolve());
    worker.once('error', reject);
  });
}
