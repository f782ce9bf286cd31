/**
 * When a live release is rolled back, and when a failing part of it stops being rendered on the
 * server for a while. Written down in README.md ("When a part is down"): change both together.
 */
export const RELEASE_THRESHOLDS = {
  /** Server renders of one remote's routes looked at: the last this many… */
  renderWindow: 20,
  /** …of which this many failed (a fallback after the page reached a worker: an error, a time-out, a lost worker)… */
  renderFailures: 10,
  /** …all within this long: the release is rolled back. */
  renderWindowMs: 60_000,
  /** Browser error reports about one remote of the live release, from this many different clients… */
  browserClients: 5,
  /** …within this long: the release is rolled back. */
  browserWindowMs: 5 * 60_000,
  /** Renders of one remote's routes failed in a row: its pages are left to the browser for a while (the circuit opens). */
  breakerFailures: 3,
  /** How long the circuit stays open the first time; doubled each time a trial render fails again… */
  breakerFirstBackOffMs: 5_000,
  /** …up to this. */
  breakerMaxBackOffMs: 5 * 60_000,
} as const;

export type ReleaseThresholds = { -readonly [K in keyof typeof RELEASE_THRESHOLDS]: number };
