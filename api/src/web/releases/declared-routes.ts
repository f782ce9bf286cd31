import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { type DeclaredRoutes, type RemoteRoutes, checkDeclaredRoutes, remoteRoutesProblem } from '@shop/shared/routes';

/** How long a remote's routes.json may take to answer, whole. */
const ROUTES_TIMEOUT_MS = 5_000;

/** What reading one remote's routes.json found: its routes, none (the release declares none), or why it could not be read. */
type RoutesReading = { routes: RemoteRoutes } | { none: string } | { problem: string };

/** Reads the routes.json a remote publishes beside its manifest (`manifest` is the remote's location). */
export type ReadRemoteRoutes = (remote: string, manifest: string) => Promise<RoutesReading>;

/** The address of the routes a remote declares: routes.json beside its mf-manifest.json. */
function routesAddressOf(manifest: string): string {
  if (/^https?:\/\//i.test(manifest)) return new URL('routes.json', manifest).href;
  return new URL('routes.json', new URL(manifest, 'http://shop')).pathname;
}

function parsed(text: string, address: string): RoutesReading {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { problem: `${address} is not JSON` };
  }
  const problem = remoteRoutesProblem(value);
  return problem ? { problem: `${address}: ${problem}` } : { routes: value as RemoteRoutes };
}

/**
 * Reads a remote's declared routes where its release lives: a remote served by this process
 * (`/remotes/<name>/…`) from its folder under the web root, any other address over the network
 * with a time-out. A release without routes.json (nothing built there) declares none.
 */
export function remoteRoutesReader(distDirOf: (remote: string) => string): ReadRemoteRoutes {
  return async (remote, manifest) => {
    const address = routesAddressOf(manifest);
    if (!/^https?:\/\//i.test(address)) {
      const prefix = `/remotes/${remote}/`;
      if (!address.startsWith(prefix)) return { none: `${address} is not served from this process` };
      try {
        return parsed(await readFile(path.join(distDirOf(remote), address.slice(prefix.length)), 'utf8'), address);
      } catch (error) {
        return (error as NodeJS.ErrnoException).code === 'ENOENT' ? { none: `${address} is not there` } : { problem: `${address} could not be read` };
      }
    }
    try {
      const answer = await fetch(address, { signal: AbortSignal.timeout(ROUTES_TIMEOUT_MS), redirect: 'follow' });
      if (answer.status === 404) return { none: `${address} answered 404` };
      if (answer.status !== 200) return { problem: `${address} answered ${answer.status}` };
      return parsed(await answer.text(), address);
    } catch (error) {
      const timedOut = (error as Error).name === 'TimeoutError';
      return { problem: `${address} did not answer${timedOut ? ` within ${ROUTES_TIMEOUT_MS / 1000} s` : ` (${(error as Error).message})`}` };
    }
  };
}

/**
 * The declared routes of a candidate release: the changed remotes' as their new releases publish
 * them, the others' as live, none of a team no longer in it. Refused (a reason) when a changed
 * remote's routes cannot be read, are missing (a release publishes its routes.json, an empty list if
 * it has no pages) or are not routes, or when two teams' routes then claim one path or one id.
 */
export async function candidateRoutes(
  read: ReadRemoteRoutes,
  locations: Readonly<Record<string, string>>,
  changed: readonly string[],
  live: DeclaredRoutes,
): Promise<{ routes: DeclaredRoutes } | { problem: string }> {
  // A team that left the release (its entry taken out) takes its routes with it.
  const routes: Record<string, RemoteRoutes> = Object.fromEntries(Object.entries(live).filter(([remote]) => !changed.includes(remote) && remote in locations));
  for (const remote of changed) {
    const manifest = locations[remote];
    if (manifest === undefined) continue;
    const reading = await read(remote, manifest);
    if ('problem' in reading) return { problem: `its ${remote} routes could not be taken: ${reading.problem}` };
    if ('none' in reading) return { problem: `its ${remote} release declares no routes: ${reading.none}` };
    routes[remote] = reading.routes;
  }
  const clash = checkDeclaredRoutes(routes);
  return clash ? { problem: `its routes clash: ${clash}` } : { routes };
}

/**
 * The declared routes of the release at start, as far as they can be read: a remote whose routes
 * cannot be read keeps the routes this process already holds for it (`known`: a test's, or none in
 * a fresh process), else it is left without pages; one that claims a path a remote read before it
 * has is left without pages (both said in the log). There is no earlier release to keep instead.
 */
export async function startRoutes(
  read: ReadRemoteRoutes,
  locations: Readonly<Record<string, string>>,
  warn: (message: string) => void,
  known: DeclaredRoutes = {},
): Promise<{ routes: DeclaredRoutes; read: number }> {
  const routes: Record<string, RemoteRoutes> = {};
  let count = 0;
  for (const [remote, manifest] of Object.entries(locations)) {
    const reading = await read(remote, manifest);
    if ('problem' in reading) {
      const kept = known[remote];
      if (kept) routes[remote] = kept;
      warn(`the ${remote} pages ${kept ? 'are kept as this process knew them' : 'are left out'}: ${reading.problem}`);
      continue;
    }
    if (!('routes' in reading)) continue;
    count += 1;
    const clash = checkDeclaredRoutes({ ...routes, [remote]: reading.routes });
    if (clash) warn(`the ${remote} pages are left out: ${clash}`);
    else routes[remote] = reading.routes;
  }
  return { routes, read: count };
}
