/**
 * A clock that stands still until a test moves it: the attempt limits' waits are then the same on
 * a busy machine as on an idle one (no wait runs out between two requests because they were slow).
 */
export class TestClock {
  private time: number;

  constructor(start = Date.UTC(2026, 0, 5, 9, 0, 0)) {
    this.time = start;
  }

  /** The time as the app reads it; pass as `clock: clock.now`. */
  readonly now = (): number => this.time;

  advance(ms: number): void {
    this.time += ms;
  }
}
