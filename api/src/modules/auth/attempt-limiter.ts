/**
 * Counts attempts per key (a client address, a person) in a fixed window: registrations, e-mail
 * changes, page views. Kept in the memory of one API process: behind several instances each
 * counts on its own, which still bounds them to the limit times the number of instances.
 * (Password guessing has growing waits instead: guess-throttle.ts.)
 */
export class AttemptLimiter {
  private readonly entries = new Map<string, { failures: number; resetAt: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Whole seconds until `key` may try again; 0 when it may try now. */
  retryAfterSeconds(key: string): number {
    const entry = this.current(key);
    if (!entry || entry.failures < this.limit) return 0;
    return Math.max(1, Math.ceil((entry.resetAt - this.now()) / 1000));
  }

  recordFailure(key: string): void {
    const entry = this.current(key);
    if (entry) entry.failures += 1;
    else this.entries.set(key, { failures: 1, resetAt: this.now() + this.windowMs });
    if (this.entries.size > 10_000) this.prune();
  }

  reset(key: string): void {
    this.entries.delete(key);
  }

  private current(key: string) {
    const entry = this.entries.get(key);
    if (entry && entry.resetAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  private prune(): void {
    const now = this.now();
    for (const [key, entry] of this.entries) if (entry.resetAt <= now) this.entries.delete(key);
  }
}
