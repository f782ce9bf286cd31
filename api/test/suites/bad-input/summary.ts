import { BLOCK_BOUND_MS, BLOCK_FAIL_MS } from './event-loop-block';

/** What the suite saw of one route. */
export interface Tally {
  requests: number;
  refused: number;
  accepted: number;
  /** The longest hold of the event loop by a fuzzed request (a read's least of several runs; a write's one run). */
  worstMs: number;
  /** The robust worst over the hostile bodies, with the body that cost it. */
  hostile?: { ms: number; kind: string };
}

export const emptyTally = (): Tally => ({ requests: 0, refused: 0, accepted: 0, worstMs: 0 });

const ms = (value: number) => value.toFixed(1).padStart(8);

/** The table the suite prints: requests per route, and how long the worst of them held the event loop. */
export function summary(database: string, tally: ReadonlyMap<string, Tally>, byKind: ReadonlyMap<string, number>, blockRuns: number): string {
  const lines = [...tally].map(([key, t]) =>
    [
      key.padEnd(58),
      String(t.requests).padStart(5),
      String(t.refused).padStart(7),
      String(t.accepted).padStart(8),
      ms(t.worstMs),
      t.hostile ? `${ms(t.hostile.ms)}  ${t.hostile.kind}` : `${'–'.padStart(8)}`,
    ].join(' '),
  );
  const total = [...tally.values()].reduce((sum, t) => sum + t.requests, 0);
  const hostile = [...tally.values()].flatMap((t) => (t.hostile ? [t.hostile.ms] : []));
  return [
    `Bad input: requests tried per route (${database})`,
    `Event loop held (ms): "fuzzed" is the longest of the fuzzed requests (a read over ${BLOCK_BOUND_MS} ms is measured again and ` +
      `the least run counts; a write once); "hostile" the worst over bodies up to the route's limit and beyond, each the least of ` +
      `${blockRuns}+ runs (bound ${BLOCK_BOUND_MS} ms, fails above ${BLOCK_FAIL_MS} ms)`,
    `${'route'.padEnd(58)} tried refused accepted   fuzzed  hostile  worst body`,
    ...lines,
    `${tally.size} routes, ${total} requests; worst hostile body ${hostile.length > 0 ? Math.max(...hostile).toFixed(1) : '–'} ms`,
    ...(byKind.size > 0 ? ['Worst per kind of hostile body over the routes (ms):'] : []),
    ...[...byKind].map(([kind, worst]) => `  ${kind.padEnd(56)} ${ms(worst)}`),
  ].join('\n');
}
