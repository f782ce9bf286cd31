import type { ReleaseThresholds } from './release-thresholds';

/**
 * The recent server renders of one part (a remote's routes) of one release: whether too many
 * failed lately (the release is to be rolled back). Pure: the time is passed in.
 */
export class RenderWindow {
  private readonly results: Array<{ at: number; failed: boolean }> = [];

  constructor(private readonly limits: Pick<ReleaseThresholds, 'renderWindow' | 'renderFailures' | 'renderWindowMs'>) {}

  /** Notes one render; true when the failures in the window have reached the threshold. */
  note(at: number, failed: boolean): boolean {
    this.results.push({ at, failed });
    while (this.results.length > this.limits.renderWindow) this.results.shift();
    const recent = this.results.filter((result) => at - result.at <= this.limits.renderWindowMs);
    return recent.filter((result) => result.failed).length >= this.limits.renderFailures;
  }
}

/**
 * Browser reports of errors from one remote of one release: counted once per client, so that one
 * client (or one script) cannot roll a release back on its own.
 */
export class BrowserErrors {
  private readonly lastByClient = new Map<string, number>();

  constructor(private readonly limits: Pick<ReleaseThresholds, 'browserClients' | 'browserWindowMs'>) {}

  /** Notes a report from `client`; true when enough different clients reported within the window. */
  note(at: number, client: string): boolean {
    this.lastByClient.set(client, at);
    for (const [key, last] of this.lastByClient) if (at - last > this.limits.browserWindowMs) this.lastByClient.delete(key);
    return this.lastByClient.size >= this.limits.browserClients;
  }
}

/**
 * A circuit breaker for one part of one release's server renders. Closed: pages render. After
 * `breakerFailures` failures in a row it opens: the part's pages go to the browser at once (no
 * worker is taken, none is stopped and restarted) for a back-off that doubles on each failed trial.
 * When it has passed, one page is let through (half-open): a success closes the circuit, a failure
 * opens it again.
 */
export class RenderBreaker {
  private failuresInRow = 0;
  private openUntil: number | undefined;
  private backOffMs: number;
  private trialRunning = false;

  constructor(private readonly limits: Pick<ReleaseThresholds, 'breakerFailures' | 'breakerFirstBackOffMs' | 'breakerMaxBackOffMs'>) {
    this.backOffMs = limits.breakerFirstBackOffMs;
  }

  get state(): 'closed' | 'open' | 'half-open' {
    if (this.openUntil === undefined) return 'closed';
    return this.trialRunning ? 'half-open' : 'open';
  }

  /** Whether a page may be rendered now; undefined if so, else why not. A page let through after the back-off is the trial. */
  admit(at: number): string | undefined {
    if (this.openUntil === undefined) return undefined;
    if (this.trialRunning || at < this.openUntil) return `its renders failed ${this.failuresInRow} times in a row; tried again after ${Math.round(this.backOffMs / 1000)} s`;
    this.trialRunning = true;
    return undefined;
  }

  /** Notes the end of a render that was admitted. */
  note(at: number, failed: boolean): void {
    const trial = this.trialRunning;
    this.trialRunning = false;
    if (!failed) {
      this.failuresInRow = 0;
      this.openUntil = undefined;
      this.backOffMs = this.limits.breakerFirstBackOffMs;
      return;
    }
    this.failuresInRow += 1;
    if (trial) this.backOffMs = Math.min(this.backOffMs * 2, this.limits.breakerMaxBackOffMs);
    if (trial || this.failuresInRow >= this.limits.breakerFailures) this.openUntil = at + this.backOffMs;
  }
}
