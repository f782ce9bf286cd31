import type { AttemptCounts, Entries } from './attempt-counts';

/**
 * Counts attempts per key (a client address, a person) in a fixed window: registrations, e-mail
 * changes, new links, page views. Its records live in the database (attempt-counts.ts): every API
 * process counts together. (Password guessing has growing waits instead: guess-throttle.ts.)
 */
export class AttemptLimiter {
  /** @param scope Names what is counted; keeps this limiter's keys apart from every other's. */
  constructor(
    private readonly scope: string,
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  /** The record's key in the attempt counts. */
  key(key: string): string {
    return `${this.scope}\n${key}`;
  }

  /** Whole seconds until `key` may try again; 0 when it may try now. */
  retryAfterSeconds(entries: Entries, key: string, now: number): number {
    const entry = entries.get(this.key(key));
    if (!entry || (entry.failures ?? 0) < this.limit) return 0;
    return Math.max(1, Math.ceil((entry.expiresAt - now) / 1000));
  }

  recordFailure(entries: Entries, key: string, now: number): void {
    const entry = entries.get(this.key(key));
    if (entry) entry.failures = (entry.failures ?? 0) + 1;
    else entries.set(this.key(key), { failures: 1, expiresAt: now + this.windowMs });
  }
}

/** Pairs of a limiter and the key it counts under. */
export type CountedUnder = ReadonlyArray<readonly [AttemptLimiter, string]>;

const keysOf = (under: CountedUnder) => under.map(([limiter, key]) => limiter.key(key));
const longestWait = (entries: Entries, under: CountedUnder, now: number) =>
  Math.max(0, ...under.map(([limiter, key]) => limiter.retryAfterSeconds(entries, key, now)));

/**
 * Counts one attempt under every pair unless one of them is at its limit. Answers the seconds to
 * wait then (nothing counted), or 0 once it is counted.
 */
export function countAttempt(counts: AttemptCounts, under: CountedUnder): Promise<number> {
  return counts.with(keysOf(under), (entries, now) => {
    const wait = longestWait(entries, under, now);
    if (wait === 0) for (const [limiter, key] of under) limiter.recordFailure(entries, key, now);
    return wait;
  });
}

/** The seconds to wait before an attempt would be counted under every pair; counts nothing. */
export function attemptWait(counts: AttemptCounts, under: CountedUnder): Promise<number> {
  return counts.with(keysOf(under), (entries, now) => longestWait(entries, under, now));
}
