import { setTimeout as pause } from 'node:timers/promises';
import { isDatabaseUnavailable } from './database-unavailable';

/** Waits between tries while the database does not answer: from half a second, doubling, to ten. */
export const START_RETRY_MS = { first: 500, max: 10_000 } as const;

/** The wait before try number `failures + 1`. */
export function retryWait(failures: number, retry: { first: number; max: number } = START_RETRY_MS): number {
  return Math.min(retry.max, retry.first * 2 ** Math.min(failures - 1, 30));
}

export interface StartOptions {
  /** Wait for a database that does not answer (server.ts); without, the first failure is thrown (tests, scripts). */
  retry?: { first: number; max: number };
  /** Told of each try that failed because the database did not answer, and of the wait before the next. */
  onWait?: (error: unknown, waitMs: number) => void;
  /** Ends the waiting (the process stops): `run` resolves without having finished. */
  signal?: AbortSignal;
}

/**
 * What must happen on the database before the process serves requests: its migrations, the demo's
 * seeding, the catalogue loaded into memory. Each part adds its step while the app is composed
 * (app.ts), in the order they must run; `run` runs them once the server may start it. A process
 * started while the database is down does not stop: it listens, says it is not ready
 * (/api/ready) and answers 503 until every step ran, trying again with growing waits.
 */
export class DatabaseStart {
  private readonly steps: Array<() => Promise<void>> = [];
  private done = 0;

  /** Every step ran: the process may serve requests. */
  get ready(): boolean {
    return this.done === this.steps.length;
  }

  add(step: () => Promise<void>): void {
    this.steps.push(step);
  }

  /**
   * Runs the steps not yet done, in order. A step that fails because the database does not answer
   * is tried again after a wait (with `retry`); any other failure (a migration that is wrong) is
   * thrown: that is not going to change by waiting.
   */
  async run(options: StartOptions = {}): Promise<void> {
    let failures = 0;
    while (!this.ready) {
      if (options.signal?.aborted) return;
      try {
        await (this.steps[this.done] as () => Promise<void>)();
        this.done += 1;
        failures = 0;
      } catch (error) {
        if (!options.retry || !isDatabaseUnavailable(error)) throw error;
        failures += 1;
        const wait = retryWait(failures, options.retry);
        options.onWait?.(error, wait);
        await pause(wait, undefined, { signal: options.signal }).catch(() => undefined);
      }
    }
  }
}
