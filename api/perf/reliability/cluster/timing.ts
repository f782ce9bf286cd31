import { setTimeout as pause } from 'node:timers/promises';

export { pause };

/** Asks `check` every 2 ms until it holds or `limitMs` passed; answers the ms it took, or null. */
export async function msUntil(check: () => Promise<boolean>, limitMs = 30_000): Promise<number | null> {
  const started = performance.now();
  for (;;) {
    if (await check()) return performance.now() - started;
    if (performance.now() - started > limitMs) return null;
    await pause(2);
  }
}

/** "median 4 ms, worst 9 ms" of the figures; a missing one (null) counts as never. */
export function medianAndWorst(values: Array<number | null>): { median: number; worst: number; missing: number } {
  const known = values.filter((value): value is number => value !== null).sort((a, b) => a - b);
  return {
    median: known.length === 0 ? Number.NaN : (known[Math.floor((known.length - 1) / 2)] as number),
    worst: known.length === 0 ? Number.NaN : (known.at(-1) as number),
    missing: values.length - known.length,
  };
}
