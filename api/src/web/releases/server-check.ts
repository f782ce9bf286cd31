import { type DeclaredRoutes, defineRoutes } from '@shop/shared/routes';
import type { RemoteName } from '@shop/shared/contracts';
import { RenderPool } from '../render/render-pool';
import { type ApiAnswer, DEFAULT_BUDGETS, type ReleaseModule, type RenderRequest } from '../render/render-contract';
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
  /** How long the candidate's worker may take to load. Default 15 s. */
  loadTimeoutMs?: number;
}

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
 * the worker renders each of the changed teams' routes, each within the render budget's total
 * (5 s: a cold worker's first render of a route, not its speed under load, is what is checked).
 * A render that fails, falls back, answers 5xx or never ends refuses the candidate.
 */
export function serverCheck(sources: ServerCheckSources): CandidateCheck {
  return async (candidate, changed, routes) => {
    const module = await sources.moduleFor(candidate, changed, routes);
    if (!module) return undefined;
    const release = `candidate-${candidate.id}`;
    const pool = new RenderPool({
      moduleFor: () => module,
      workers: 1,
      pagesPerWorker: 1,
      maxQueue: 0,
      loadTimeoutMs: sources.loadTimeoutMs ?? 15_000,
      retryFailedAfterMs: Number.POSITIVE_INFINITY,
      budgets: { firstByteMs: DEFAULT_BUDGETS.totalMs },
      api: (request, path) => sources.api(request, path),
    });
    try {
      try {
        await pool.prepare(release);
      } catch (error) {
        return `its server build did not load: ${(error as Error).message}`;
      }
      for (const url of routesOf(changed, routes, (name) => sources.sampleParameter(name))) {
        const problem = await renderedWell(pool, release, sources.requestFor(url));
        if (problem) return `the server render of ${url} ${problem}`;
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
