import { PAGE_BLOCK_IDS } from '@shop/shared/contracts';
import { type DeclaredRoutes, installRoutes } from '@shop/shared';
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
 * The routes of a page that carries none (a development server's page): each registered remote's
 * `./routes` module, loaded before the first render. A remote that cannot be loaded brings no
 * pages (its addresses show the not-found page), and a set that does not go together is left out
 * whole: the shell's own pages still work.
 */
async function loadDeclaredRoutes(remotes: readonly string[]): Promise<void> {
  const loaded = await Promise.all(
    remotes.map(async (remote) => {
      try {
        const { default: routes } = await loadRemoteModule(`${remote}/routes`, false);
        return [[remote, routes] as const];
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
export async function installPageRoutes(remotes: Promise<readonly string[]>): Promise<void> {
  const carried = takeRenderedRoutes();
  if (carried) {
    try {
      installRoutes(carried);
      return;
    } catch {
      // A page's block that does not go together: read the remotes' own modules instead.
    }
  }
  await loadDeclaredRoutes(await remotes);
}
