/** How a throttle grows its waits. */
export interface ThrottleRules {
  /** Failures allowed before any wait. */
  free: number;
  /** The longest one wait grows to. */
  maxWaitMs: number;
  /** Failures are forgotten this long after the last one. */
  forgetAfterMs: number;
}

interface Entry {
  failures: number;
  lastFailureAt: number;
}

/** Entries kept at most: beyond it the oldest go (a Map keeps insertion order). */
const MAX_ENTRIES = 50_000;

/**
 * Slows guessing down without locking anyone out: after `free` failures under a key (an account
 * from one address, an address, a user), the n-th failure makes the next attempt wait
 * 2^(n - free) seconds, up to `maxWaitMs`. The attempt is counted as a failure before the password
 * is checked (`reserve`) and taken back when it turns out right (`release`), so attempts sent
 * all at once cannot all slip under the limit while their hashes are computed.
 *
 * Kept in the memory of one API process: behind several instances each counts on its own, which
 * still bounds guessing to what the rules allow times the number of instances.
 */
export class GuessThrottle {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly rules: ThrottleRules,
    private readonly now: () => number = Date.now,
  ) {}

  /** Milliseconds until `key` may try again; 0 when it may try now. */
  waitMs(key: string): number {
    const entry = this.current(key);
    if (!entry || entry.failures < this.rules.free) return 0;
    const wait = Math.min(2 ** (entry.failures - this.rules.free) * 1000, this.rules.maxWaitMs);
    return Math.max(0, entry.lastFailureAt + wait - this.now());
  }

  /** Counts an attempt as failed before its outcome is known. */
  reserve(key: string): void {
    const entry = this.current(key);
    // Re-inserted, so the Map's order stays by last failure and pruning drops the oldest.
    this.entries.delete(key);
    this.entries.set(key, { failures: (entry?.failures ?? 0) + 1, lastFailureAt: this.now() });
    if (this.entries.size > MAX_ENTRIES) this.prune();
  }

  /** The reserved attempt succeeded: it is not counted. */
  release(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    if (entry.failures <= 1) this.entries.delete(key);
    else entry.failures -= 1;
  }

  /** Forgets every failure of `key`. */
  clear(key: string): void {
    this.entries.delete(key);
  }

  private current(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry && entry.lastFailureAt + this.rules.forgetAfterMs <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  private prune(): void {
    for (const key of this.entries.keys()) {
      if (this.entries.size <= MAX_ENTRIES * 0.9) break;
      this.entries.delete(key);
    }
  }
}
