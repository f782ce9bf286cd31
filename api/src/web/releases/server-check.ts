import { type DeclaredRoutes, defineRoutes } from '@shop/shared/routes';
import type { RemoteName } from '@shop/shared/contracts';
import { RenderPool } from '../render-pool/render-pool';
import { type ApiAnswer, type ReleaseModule, type RenderRequest } from '../render-pool/render-contract';
import type { CandidateCheck } from './release-registry';
import type { RemoteRelease } from './remote-release';

interface ServerCheckSources {
  /**
   * The render module a candidate is loaded with, `required` naming the remotes whose server builds
   * must load (else its start fails); undefined when pages are not rendered on the server here.
   */
  moduleFor(candidate: RemoteRelease, required: readonly RemoteName[], routes: DeclaredRoutes): Promise<ReleaseModule | undefined>;
  /** A render request for `url`, as a visitor's page would be. */
  requestFor(url: string): RenderRequest;
  api(request: RenderRequest, path: string): Promise<ApiAnswer>;
  /**
   * A value the catalogue has for a route's parameter: a product's id for `:id`, a supplier's for
   * `:supplier`; a route whose parameter has none is not rendered.
   */
  sampleParameter(name: string): string | undefined;
}

/**
 * A candidate's own limits, tighter than customers' workers' (10 s to load, 5 s a page): a broken
 * candidate's worker spins a core for as long as it is allowed to, so its check is short. The load
 * (the worker's start, with the shell's warm-up render of `/`) gets 5 s, each route's render 2.5 s
 * to its end (its first byte too): the good releases of `npm run suite:faults` pass within them on
 * a shared 2-core machine at a load average near 30, where a cold worker's start is the slow part.
 * A good release refused on a machine busier still is released again (it is checked again); a
 * broken one costs one core for at most 5 s plus its routes' renders.
 */
export const CANDIDATE_LIMITS = { loadMs: 5_000, routeRenderMs: 2_500 } as const;

/**
 * The pages of the teams' routes a candidate renders: each public route the changed remotes declare,
 * once, in Norwegian, as a visitor sees it (a new page is rendered before it goes live).
 */
function routesOf(remotes: readonly RemoteName[], routes: DeclaredRoutes, sample: (name: string) => string | undefined): string[] {
  return defineRoutes(routes)
    .filter((route) => remotes.includes(route.owner) && route.access === 'public')
    .flatMap((route) => {
      let missing = false;
      const path = route.paths.nb.replace(/:([A-Za-z0-9]+)/g, (_whole, name: string) => {
        const value = sample(name);
        if (value === undefined) missing = true;
        return encodeURIComponent(value ?? '');
      });
      return missing ? [] : [path];
    });
}

/**
 * The server's part of a candidate's check: the candidate's server builds load in a worker of its
 * own (never one that renders customers' pages), with the changed remotes required to load, and
 * the worker renders each of the changed teams' routes, each within CANDIDATE_LIMITS (a cold
 * worker's first render of a route, not its speed under load, is what is checked).
 * A render that fails, falls back, answers 5xx, never ends or leaves a part of its page to the
 * browser (a component that throws on the server) refuses the candidate.
 */
export function serverCheck(sources: ServerCheckSources): CandidateCheck {
  return async (candidate, changed, routes) => {
    const module = await sources.moduleFor(candidate, changed, routes);
    if (!module) return undefined;
    const release = `candidate-${candidate.id}`;
    // The parts the last render left to the browser: told when it ends, before its body does.
    let leftToBrowser: readonly string[] = [];
    const pool = new RenderPool({
      moduleFor: () => module,
      workers: 1,
      pagesPerWorker: 1,
      maxQueue: 0,
      loadTimeoutMs: CANDIDATE_LIMITS.loadMs,
      retryFailedAfterMs: Number.POSITIVE_INFINITY,
      budgets: { firstByteMs: CANDIDATE_LIMITS.routeRenderMs, totalMs: CANDIDATE_LIMITS.routeRenderMs },
      api: (request, path) => sources.api(request, path),
      renderEnded: (_release, _request, _failure, failedParts) => (leftToBrowser = failedParts),
    });
    try {
      try {
        await pool.prepare(release);
      } catch (error) {
        return `its server build did not load: ${(error as Error).message}`;
      }
      for (const url of routesOf(changed, routes, (name) => sources.sampleParameter(name))) {
        leftToBrowser = [];
        const problem = await renderedWell(pool, release, sources.requestFor(url));
        if (problem) return `the server render of ${url} ${problem}`;
        if (leftToBrowser.length > 0) return `the server render of ${url} left a part to the browser (${leftToBrowser[0]})`;
      }
      return undefined;
    } finally {
      await pool.close();
    }
  };
}

async function renderedWell(pool: RenderPool, release: string, request: RenderRequest): Promise<string | undefined> {
  const outcome = await pool.renderWith(release, request);
  if (outcome.kind === 'fallback') return `fell back (${outcome.reason}: ${outcome.detail})`;
  try {
    for await (const _chunk of outcome.body) {
      // read to its end: a body that fails or never ends fails the check
    }
  } catch (error) {
    return `failed while streaming (${(error as Error).message})`;
  }
  if (outcome.status >= 500) return `answered ${outcome.status}`;
  return undefined;
}
