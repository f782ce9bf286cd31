import { readFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { isMainThread } from 'node:worker_threads';

/** The bound a single request may hold the event loop for: other customers wait that long. */
export const BLOCK_BOUND_MS = 20;
/**
 * The suite fails only above this. A shared machine can stall the process for tens of
 * milliseconds between any two instructions; the bound itself is reported, the margin keeps a
 * busy neighbour from failing the run.
 */
export const BLOCK_FAIL_MS = BLOCK_BOUND_MS * 1.5;

const RESOLUTION_MS = 1;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const OWN_THREAD = isMainThread ? `/proc/self/task/${process.pid}/schedstat` : null;

/** The nanoseconds the event loop's thread has spent on a core, where Linux tells it (else null). */
function loopThreadNs(): bigint | null {
  if (!OWN_THREAD) return null;
  try {
    return BigInt(readFileSync(OWN_THREAD, 'utf8').split(' ')[0] ?? '');
  } catch {
    return null;
  }
}

/** Whether the CPU time of the event loop's own thread can be read here (Linux, the main thread). */
export const LOOP_THREAD_CPU_KNOWN = loopThreadNs() !== null;

/**
 * The CPU time the event loop's own thread has had since the call, in milliseconds, where Linux
 * tells it (/proc/self/task/<pid>/schedstat, nanoseconds on a core); elsewhere the whole process's.
 * The thread's own figure leaves out what the work's other threads do (a worker thread that reads
 * an uploaded file) and the time spent waiting for a core: neither holds the event loop.
 */
export function loopThreadCpuMs(): () => number {
  const threadBefore = loopThreadNs();
  const processBefore = process.cpuUsage();
  return () => {
    const threadAfter = threadBefore === null ? null : loopThreadNs();
    if (threadBefore !== null && threadAfter !== null) return Number(threadAfter - threadBefore) / 1e6;
    const used = process.cpuUsage(processBefore);
    return (used.user + used.system) / 1000;
  };
}

/**
 * How long `work` held the event loop at most, in milliseconds. Two readings, each at least the
 * real figure, and the smaller counts:
 * - the longest delay Node's event-loop-delay monitor saw (it samples every millisecond, so a
 *   stretch of synchronous work shows as one late sample). On a busy machine it also counts the
 *   time the process waited for a core;
 * - the CPU time the event loop's thread spent meanwhile (every stretch of the work on it), which
 *   neither waiting for a core nor the work of other threads adds to (loopThreadCpuMs).
 */
export async function longestBlock(work: () => Promise<unknown>): Promise<number> {
  const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  histogram.enable();
  // The monitor's timer must have fired since the reset before the work starts (its first
  // sample after a reset only sets where it counts from), and fire once after the work ends.
  await pause(RESOLUTION_MS * 2);
  histogram.reset();
  await pause(RESOLUTION_MS * 2);
  const cpuSince = loopThreadCpuMs();
  let cpuMs = 0;
  try {
    await work();
  } finally {
    cpuMs = cpuSince();
    await pause(RESOLUTION_MS * 2);
    histogram.disable();
  }
  // The monitor records whole intervals between its samples: an idle loop shows the resolution.
  const delayMs = Math.max(0, histogram.max / 1e6 - RESOLUTION_MS);
  return Math.min(delayMs, cpuMs);
}

/**
 * A robust figure for one request: the least of several runs. Being descheduled or a garbage
 * collection only ever adds time, so the minimum is what the request itself costs; a request
 * that really blocks blocks in every run. A run above the bound earns more runs before the
 * figure is believed.
 */
export async function steadyBlock(work: () => Promise<unknown>, runs = 3, extraRuns = 6): Promise<number> {
  let least = Number.POSITIVE_INFINITY;
  for (let run = 0; run < runs + extraRuns; run += 1) {
    least = Math.min(least, await longestBlock(work));
    if (run + 1 >= runs && least <= BLOCK_BOUND_MS) break;
  }
  return least;
}
