// The shop's route table as a build of this repository has it: the shell's pages and the routes each
// remote declares (its src/routes.ts, published as routes.json). The tests that visit every route
// read it from here; the kernel's table alone holds only the shell's pages.
import { type DeclaredRoutes, installRoutes, routeTable } from '@shop/shared/routes';
import { repositoryDeclaredRoutes } from '@shop/tooling/declared-routes';
import { repoRoot } from './paths';

installRoutes(repositoryDeclaredRoutes(repoRoot) as DeclaredRoutes);

export const ROUTES = routeTable();
export { LOCALES, getHref, type Locale, type RouteDefinition } from '@shop/shared/routes';
