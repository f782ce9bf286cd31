import { monitorEventLoopDelay } from 'node:perf_hooks';

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

/**
 * How long `work` held the event loop at most, in milliseconds. Two readings, each at least the
 * real figure, and the smaller counts:
 * - the longest delay Node's event-loop-delay monitor saw (it samples every millisecond, so a
 *   stretch of synchronous work shows as one late sample). On a busy machine it also counts the
 *   time the process waited for a core;
 * - the CPU time the whole process spent meanwhile (every stretch of the work, and the threads
 *   beside it), which waiting for a core does not add to.
 */
export async function longestBlock(work: () => Promise<unknown>): Promise<number> {
  const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  histogram.enable();
  // The monitor's timer must have fired since the reset before the work starts (its first
  // sample after a reset only sets where it counts from), and fire once after the work ends.
  await pause(RESOLUTION_MS * 2);
  histogram.reset();
  await pause(RESOLUTION_MS * 2);
  const cpuBefore = process.cpuUsage();
  let cpuMs = 0;
  try {
    await work();
  } finally {
    const cpu = process.cpuUsage(cpuBefore);
    cpuMs = (cpu.user + cpu.system) / 1000;
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
