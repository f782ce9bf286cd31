import type { RemoteLocations, RemoteName } from '@shop/shared/contracts';
import { type DeclaredRoutes, installRoutes, installedRoutes } from '@shop/shared/routes';
import { RemotesFile } from './remotes-file';
import { RELEASE_THRESHOLDS, type ReleaseThresholds } from './release-thresholds';
import { BrowserErrors, RenderBreaker, RenderWindow } from './render-health';
import { type RemoteRelease, changedRemotes, remoteRelease } from './remote-release';
import { type ReadRemoteRoutes, candidateRoutes, startRoutes } from './declared-routes';

/**
 * What a check of a candidate found: nothing (it may go live) or why it may not. `routes` are the
 * routes the candidate's remotes declare (checked already: each a route, no two on one path).
 */
export type CandidateCheck = (candidate: RemoteRelease, changed: readonly RemoteName[], routes: DeclaredRoutes) => Promise<string | undefined>;

interface ReleaseLog {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

interface ReleaseRegistryOptions {
  fromEnv: RemoteLocations;
  remotesFile?: string | undefined;
  log: ReleaseLog;
  /** The clock of the thresholds and of the times the status shows (ms). */
  now?: () => number;
  thresholds?: Partial<ReleaseThresholds>;
  /** How long a look at the remotes file holds (default FILE_LOOK_MAX_AGE_MS, 100 ms; tests: 0). */
  lookMaxAgeMs?: number;
  /**
   * Reads the routes a remote's release declares (routes.json beside its manifest). With it, each
   * release carries its remotes' routes, a candidate whose routes are not routes or claim another
   * team's path is refused, and the live release's routes are this process's route table.
   */
  readRoutes?: ReadRemoteRoutes;
}

interface Dated {
  release: RemoteRelease;
  at: number;
}

interface Refused extends Dated {
  reason: string;
}

/** What an operator sees (GET /api/operator/releases). */
export interface ReleaseStatus {
  live: { id: string; locations: RemoteLocations; since: string };
  previous: { id: string; locations: RemoteLocations; since: string } | null;
  candidate: { id: string; locations: RemoteLocations; since: string; checking: RemoteName[] } | null;
  refused: Array<{ id: string | null; locations: RemoteLocations | null; at: string; reason: string }>;
}

/** Refusals kept for the operator: the latest first. */
const KEPT_REFUSALS = 20;

/**
 * The one place that knows the remotes' current release: the server's renders, `/remotes.json` and
 * each page's security policy all read it. A re-pointed remote (the remotes file) is a *candidate*
 * until the checks pass (its manifest and entry answer, its server build loads and renders the
 * team's routes within budget): only then does it go live, the release before kept as the previous
 * good one. A candidate that fails is refused with its reason, and the live release stays. A live
 * release whose server renders or browser reports fail past RELEASE_THRESHOLDS is rolled back to
 * the previous good one. The release at start is live as it is: there is nothing to keep instead.
 */
export class ReleaseRegistry {
  private liveRelease: Dated;
  private previousRelease: Dated | undefined;
  private candidateRelease: (Dated & { changed: RemoteName[] }) | undefined;
  private readonly refusals: Array<Refused | { at: number; reason: string; release?: undefined }> = [];
  private readonly checks: Array<{ check: CandidateCheck; readsRoutes: boolean }> = [];
  private readonly now: () => number;
  private readonly limits: ReleaseThresholds;
  /** The remotes file's stamp last acted on. */
  private seenStamp: string | undefined;
  private working: Promise<void> = Promise.resolve();
  /** The file changed again while it was being acted on: looked at once more afterwards (never once per change). */
  private lookAgain = false;
  private looking = false;
  private readonly renderWindows = new Map<string, RenderWindow>();
  private readonly browserErrors = new Map<string, BrowserErrors>();
  private readonly breakers = new Map<string, RenderBreaker>();
  /** The routes each release's remotes declare, by release id (the live one's are installed). */
  private readonly routesByRelease = new Map<string, DeclaredRoutes>();

  private constructor(
    private readonly options: ReleaseRegistryOptions,
    private readonly file: RemotesFile | undefined,
    first: RemoteRelease,
  ) {
    this.now = options.now ?? Date.now;
    this.limits = { ...RELEASE_THRESHOLDS, ...options.thresholds };
    this.liveRelease = { release: first, at: this.now() };
    this.seenStamp = file?.stamp();
  }

  /** The registry with the release of the moment: the environment's locations with the remotes file's over them. */
  static async open(options: ReleaseRegistryOptions): Promise<ReleaseRegistry> {
    // The one reader of the remotes file (a release by it), asked by whoever needs the file.
    const file = options.remotesFile ? new RemotesFile(options.remotesFile, options.fromEnv, options.lookMaxAgeMs) : undefined;
    let locations = options.fromEnv;
    if (file) {
      const reading = await file.read();
      if ('problem' in reading) options.log.warn(`${reading.problem}: starting with the environment's remote locations`);
      else locations = reading.locations;
    }
    const registry = new ReleaseRegistry(options, file, remoteRelease(locations));
    if (options.readRoutes) {
      const found = await startRoutes(options.readRoutes, locations, (message) => options.log.warn(message), installedRoutes());
      // Nothing read at all (no remote built or reachable): the route table stays as it is.
      if (found.read > 0) registry.goLive(registry.liveRelease.release, found.routes);
    }
    return registry;
  }

  /** The remotes file the processes sharing it release with, if any. */
  get remotesFile(): RemotesFile | undefined {
    return this.file;
  }

  /** The routes a release's remotes declare (the live release's when none is named). */
  routes(release: RemoteRelease = this.liveRelease.release): DeclaredRoutes {
    return this.routesByRelease.get(release.id) ?? installedRoutes();
  }

  /** Makes `routes` the process's route table as `release`'s, kept for a rollback to it. */
  private goLive(release: RemoteRelease, routes: DeclaredRoutes | undefined): void {
    if (routes === undefined) return;
    this.routesByRelease.set(release.id, routes);
    for (const id of [...this.routesByRelease.keys()]) {
      if (id !== release.id && id !== this.liveRelease.release.id && id !== this.previousRelease?.release.id) this.routesByRelease.delete(id);
    }
    installRoutes(routes);
  }

  /**
   * Adds a check every candidate must pass (the server's: its build loads and renders). A check
   * that does not read the candidate's routes (`readsRoutes: false`: its manifests answer) runs
   * before they are judged, so a release that is not there at all is refused as that.
   */
  addCheck(check: CandidateCheck, readsRoutes = true): void {
    this.checks.push({ check, readsRoutes });
  }

  /**
   * The live release. Looks at the remotes file (a stat at most every 100 ms): a changed file
   * starts a candidate's check, which runs on its own; the live release changes only when it passes.
   */
  live(): RemoteRelease {
    if (this.file) {
      const stamp = this.file.stamp();
      if (stamp !== this.seenStamp) {
        this.seenStamp = stamp;
        if (this.looking) this.lookAgain = true;
        else this.working = this.lookAtFile();
      }
    }
    return this.liveRelease.release;
  }

  /** Resolves once what the last look at the file started (a read, a candidate's check) is over. */
  async settled(): Promise<void> {
    let seen: Promise<void>;
    do {
      seen = this.working;
      await seen;
    } while (seen !== this.working);
  }

  status(): ReleaseStatus {
    const dated = (entry: Dated) => ({ id: entry.release.id, locations: entry.release.locations, since: new Date(entry.at).toISOString() });
    const candidate = this.candidateRelease;
    return {
      live: dated(this.liveRelease),
      previous: this.previousRelease ? dated(this.previousRelease) : null,
      candidate: candidate ? { ...dated(candidate), checking: candidate.changed } : null,
      refused: this.refusals.map((refusal) => ({
        id: refusal.release?.id ?? null,
        locations: refusal.release?.locations ?? null,
        at: new Date(refusal.at).toISOString(),
        reason: refusal.reason,
      })),
    };
  }

  /**
   * Whether a page of `owner`'s routes may be rendered on the server with `release` now: undefined
   * if so, else why it goes to the browser (the circuit of that part is open).
   */
  admitRender(release: string, owner: string): string | undefined {
    const refused = this.breakers.get(`${release}|${owner}`)?.admit(this.now());
    // A page the release cannot render counts against it: the circuit must not hide a release that keeps failing.
    if (refused !== undefined) this.noteRender(release, owner, `circuit-open: ${refused}`);
    return refused;
  }

  /** A server render of a page of `owner`'s routes with `release` ended, failed or not. */
  renderEnded(release: string, owner: string, failure: string | undefined): void {
    const key = `${release}|${owner}`;
    const at = this.now();
    let breaker = this.breakers.get(key);
    if (!breaker) this.breakers.set(key, (breaker = new RenderBreaker(this.limits)));
    const wasOpen = breaker.state !== 'closed';
    breaker.note(at, failure !== undefined);
    if (!wasOpen && breaker.state !== 'closed') this.options.log.warn(`release ${release}: the ${owner} pages are left to the browser for a while, their server renders failed ${this.limits.breakerFailures} times in a row (last: ${failure})`);
    this.noteRender(release, owner, failure);
  }

  private noteRender(release: string, owner: string, failure: string | undefined): void {
    const key = `${release}|${owner}`;
    let window = this.renderWindows.get(key);
    if (!window) this.renderWindows.set(key, (window = new RenderWindow(this.limits)));
    const failing = window.note(this.now(), failure !== undefined);
    if (failing && release === this.liveRelease.release.id && owner in this.liveRelease.release.locations) {
      this.rollBack(`${this.limits.renderFailures} of the last ${this.limits.renderWindow} server renders of the ${owner} pages failed (last: ${failure})`);
    }
  }

  /** A browser reported an error from the remote `remote` loaded from `entry` (its manifest's address as the page named it). */
  browserError(remote: RemoteName, entry: string, client: string): void {
    const live = this.liveRelease.release;
    if (live.locations[remote] !== entry) return; // an old page, or a made-up report: nothing to roll back
    const key = `${live.id}|${remote}`;
    let errors = this.browserErrors.get(key);
    if (!errors) this.browserErrors.set(key, (errors = new BrowserErrors(this.limits)));
    if (errors.note(this.now(), client)) this.rollBack(`browsers on ${this.limits.browserClients} different addresses reported errors from ${remote} (${entry})`);
  }

  private rollBack(reason: string): void {
    const previous = this.previousRelease;
    const failed = this.liveRelease.release;
    if (!previous) {
      this.options.log.error(`release ${failed.id} is failing (${reason}) and there is no previous good release to go back to`);
      return;
    }
    this.liveRelease = { release: previous.release, at: this.now() };
    this.previousRelease = undefined;
    this.goLive(previous.release, this.routesByRelease.get(previous.release.id));
    this.refuse(failed, `rolled back: ${reason}`);
    this.options.log.error(`release ${failed.id} rolled back to ${previous.release.id}: ${reason}`);
  }

  private refuse(release: RemoteRelease | undefined, reason: string): void {
    this.refusals.unshift(release ? { release, at: this.now(), reason } : { at: this.now(), reason });
    this.refusals.length = Math.min(this.refusals.length, KEPT_REFUSALS);
  }

  private async lookAtFile(): Promise<void> {
    this.looking = true;
    try {
      do {
        this.lookAgain = false;
        await this.fileChanged();
      } while (this.lookAgain);
    } finally {
      this.looking = false;
    }
  }

  private async fileChanged(): Promise<void> {
    if (!this.file) return;
    const reading = await this.file.read();
    if ('problem' in reading) {
      this.refuse(undefined, reading.problem);
      this.options.log.warn(`${reading.problem}: release ${this.liveRelease.release.id} stays live`);
      return;
    }
    const candidate = remoteRelease(reading.locations);
    const live = this.liveRelease.release;
    if (candidate.id === live.id) return;
    const changed = changedRemotes(live, candidate);
    this.candidateRelease = { release: candidate, at: this.now(), changed };
    this.options.log.info(`release ${candidate.id} is a candidate (${changed.join(', ')}): checking it`);
    const declared = await this.candidateRoutes(candidate, changed);
    const reason = await this.check(candidate, changed, declared);
    this.candidateRelease = undefined;
    if (reason !== undefined) {
      this.refuse(candidate, reason);
      this.options.log.error(`release ${candidate.id} refused: ${reason}; release ${live.id} stays live`);
      return;
    }
    this.previousRelease = this.liveRelease;
    this.liveRelease = { release: candidate, at: this.now() };
    if ('routes' in declared && this.options.readRoutes) this.goLive(candidate, declared.routes);
    this.options.log.info(`release ${candidate.id} is live (${changed.join(', ')}); ${live.id} is kept as the previous good release`);
  }

  /** The candidate's declared routes, or why they refuse it (checked before anything else). */
  private async candidateRoutes(candidate: RemoteRelease, changed: RemoteName[]): Promise<{ routes: DeclaredRoutes } | { problem: string }> {
    const read = this.options.readRoutes;
    if (!read) return { routes: this.routes() };
    return candidateRoutes(read, candidate.locations, changed, this.routes());
  }

  private async check(candidate: RemoteRelease, changed: RemoteName[], declared: { routes: DeclaredRoutes } | { problem: string }): Promise<string | undefined> {
    const routes = 'routes' in declared ? declared.routes : this.routes();
    const routesJudged: CandidateCheck = async () => ('problem' in declared ? declared.problem : undefined);
    // Whether the release is there at all first, then its routes, then what renders them.
    const ordered = [...this.checks.filter((entry) => !entry.readsRoutes).map((entry) => entry.check), routesJudged, ...this.checks.filter((entry) => entry.readsRoutes).map((entry) => entry.check)];
    for (const check of ordered) {
      try {
        const reason = await check(candidate, changed, routes);
        if (reason !== undefined) return reason;
      } catch (error) {
        return `its check failed: ${error instanceof Error ? error.message : String(error)}`;
      }
    }
    return undefined;
  }
}
