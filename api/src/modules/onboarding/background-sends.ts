/**
 * Work an answer does not wait for (a resent confirmation mail): the answer then takes as long
 * whether or not there was anything to send, so its timing tells nobody whether an address has
 * an account. Failures are reported to `onError`; `settled` waits for what is under way (the
 * app's close, and tests).
 */
export class BackgroundSends {
  private readonly pending = new Set<Promise<void>>();

  constructor(private readonly onError: (error: unknown) => void) {}

  run(work: () => Promise<void>): void {
    const done: Promise<void> = work()
      .catch(this.onError)
      .finally(() => this.pending.delete(done));
    this.pending.add(done);
  }

  async settled(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }
}
