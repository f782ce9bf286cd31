import { PAGE_BLOCK_IDS } from '@shop/shared/contracts';
import { type DeclaredRoutes, type RemoteLocations, type RemoteRoutes, installRoutes, remoteRoutesProblem } from '@shop/shared';
import { loadRemoteModule } from './remote-registry';

/**
 * A page rendered on the server carries the routes its release's remotes declared, in a JSON block
 * beside the release block: the browser's route table is the one the page was rendered with, from
 * the first render on, without loading any remote first.
 */
const ROUTES_BLOCK_ID = PAGE_BLOCK_IDS.routes;

function takeRenderedRoutes(doc: Document = document): DeclaredRoutes | null {
  const block = doc.getElementById(ROUTES_BLOCK_ID);
  if (!block) return null;
  block.remove();
  try {
    const value: unknown = JSON.parse(block.textContent ?? '');
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as DeclaredRoutes) : null;
  } catch {
    return null;
  }
}

/**
 * A remote's declared routes as its release publishes them for the server: routes.json beside its
 * manifest (tooling/routes/declared-routes.cjs), plain data, a few hundred bytes. Loading the
 * remote's `./routes` module instead cost its whole remoteEntry.js (about 8 KB), the federation's
 * start of that remote and a chunk, for every remote, on a page that shows one of them.
 */
async function fetchRoutesFile(entry: string): Promise<RemoteRoutes> {
  const response = await fetch(new URL('routes.json', entry).href, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`routes.json answered ${response.status}`);
  const value: unknown = await response.json();
  // The kernel's rule for a declaration, as the server reads the same file: a file that breaks it
  // falls back to the module rather than taking every remote's pages away with it.
  const problem = remoteRoutesProblem(value);
  if (problem) throw new Error(`routes.json: ${problem}`);
  return value as RemoteRoutes;
}

/** A remote's declared routes: its routes.json, or (none published there) its `./routes` module. */
async function declaredRoutesOf(remote: string, entry: string): Promise<RemoteRoutes> {
  try {
    return await fetchRoutesFile(entry);
  } catch {
    const { default: routes } = await loadRemoteModule(`${remote}/routes`, false);
    return routes;
  }
}

/**
 * The routes of a page that carries none (a page the server sent for the browser to render, or a
 * development server's page): each registered remote's declared routes, read before the first
 * render. A remote whose routes cannot be read brings no pages (its addresses show the not-found
 * page), and a set that does not go together is left out whole: the shell's own pages still work.
 */
async function loadDeclaredRoutes(remotes: Partial<RemoteLocations>): Promise<void> {
  const loaded = await Promise.all(
    Object.entries(remotes).map(async ([remote, entry]) => {
      if (!entry) return [];
      try {
        return [[remote, await declaredRoutesOf(remote, entry)] as const];
      } catch {
        return [];
      }
    }),
  );
  try {
    installRoutes(Object.fromEntries(loaded.flat()));
  } catch {
    // Declarations that clash: the server refuses such a release; a development page keeps the shell's pages.
  }
}

/** The page's routes, or (without them) every registered remote's. */
export async function installPageRoutes(remotes: Promise<Partial<RemoteLocations>>): Promise<void> {
  const carried = takeRenderedRoutes();
  if (carried) {
    try {
      installRoutes(carried);
      return;
    } catch {
      // A page's block that does not go together: read the remotes' own declarations instead.
    }
  }
  await loadDeclaredRoutes(await remotes);
}
