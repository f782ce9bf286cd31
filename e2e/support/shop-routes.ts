// The shop's route table as a build of this repository has it: the shell's pages and the routes each
// remote declares (its src/routes.ts, published as routes.json). The tests that visit every route
// read it from here; the kernel's table alone holds only the shell's pages.
import { REMOTE_NAMES } from '@shop/shared/contracts';
import { type DeclaredRoutes, installRoutes, routeTable } from '@shop/shared/routes';
import { repositoryDeclaredRoutes } from '@shop/tooling/declared-routes';
import { repoRoot } from './paths';

installRoutes(repositoryDeclaredRoutes(repoRoot) as DeclaredRoutes);

/**
 * The pages of the shop the tests' stack serves: the shell's and the founding teams'. A team that
 * joins by configuration (the back-office) has its own stack and sweeps (backoffice-*.spec.ts,
 * layout-staff.spec.ts); in the founding stack its pages answer 404, as they should.
 */
export const ROUTES = routeTable().filter((route) => route.owner === 'shell' || (REMOTE_NAMES as readonly string[]).includes(route.owner));
export { LOCALES, getHref, type Locale, type RouteDefinition } from '@shop/shared/routes';
