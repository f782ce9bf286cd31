import type { Entries } from './attempt-counts';

/** How a throttle grows its waits. */
export interface ThrottleRules {
  /** Failures allowed before any wait. */
  free: number;
  /** The longest one wait grows to. */
  maxWaitMs: number;
  /** Failures are forgotten this long after the last one. */
  forgetAfterMs: number;
}

/**
 * Slows guessing down without locking anyone out: after `free` failures under a key (an account
 * from one address, an address, a user), the n-th failure makes the next attempt wait
 * 2^(n - free) seconds, up to `maxWaitMs`. The attempt is counted as a failure before the password
 * is checked (`reserve`) and taken back when it turns out right (`release`), so attempts sent
 * all at once cannot all slip under the limit while their hashes are computed.
 *
 * Works on the records an AttemptCounts operation hands it (attempt-counts.ts): every API process
 * sharing the database counts together.
 */
export class GuessThrottle {
  /** @param scope Names what is counted; keeps this throttle's keys apart from every other's. */
  constructor(
    private readonly scope: string,
    private readonly rules: ThrottleRules,
  ) {}

  /** The record's key in the attempt counts. */
  key(key: string): string {
    return `${this.scope}\n${key}`;
  }

  /** Milliseconds until `key` may try again; 0 when it may try now. */
  waitMs(entries: Entries, key: string, now: number): number {
    const entry = entries.get(this.key(key));
    const failures = entry?.failures ?? 0;
    if (!entry || failures < this.rules.free) return 0;
    const wait = Math.min(2 ** (failures - this.rules.free) * 1000, this.rules.maxWaitMs);
    return Math.max(0, (entry.lastFailureAt ?? 0) + wait - now);
  }

  /** Counts an attempt as failed before its outcome is known. */
  reserve(entries: Entries, key: string, now: number): void {
    const failures = (entries.get(this.key(key))?.failures ?? 0) + 1;
    entries.set(this.key(key), { failures, lastFailureAt: now, expiresAt: now + this.rules.forgetAfterMs });
  }

  /** The reserved attempt succeeded: it is not counted. */
  release(entries: Entries, key: string): void {
    const entry = entries.get(this.key(key));
    if (!entry) return;
    if ((entry.failures ?? 0) <= 1) entries.delete(this.key(key));
    else entry.failures = (entry.failures ?? 0) - 1;
  }

  /** Forgets every failure of `key`. */
  clear(entries: Entries, key: string): void {
    entries.delete(this.key(key));
  }
}
