import { buildSitemapFiles, type SitemapFiles } from './sitemap-files';
import { type RouteDefinition, routeTable } from '@shop/shared/routes';
import { type SitemapCatalog, sitemapPages } from './sitemap-pages';

/**
 * Origins whose files are kept per catalogue snapshot. With PUBLIC_URL set there is one; without
 * it the request's Host decides, which anyone picks, so the oldest origin leaves first.
 */
const ORIGINS_KEPT = 4;

/**
 * A snapshot never changes (an import builds a new one), and neither does a route table (a release
 * that declares other pages installs a new one), so their files are built once, at the first
 * request, and dropped with them: the first request after an import or such a release builds anew.
 */
const bySnapshot = new WeakMap<SitemapCatalog, WeakMap<readonly RouteDefinition[], Map<string, Promise<SitemapFiles>>>>();

/**
 * The files of this snapshot at this origin: built at the first request, which later ones share.
 * `beforeBuild` runs only when they must be built (it may refuse by throwing).
 */
export function sitemapFilesFor(catalog: SitemapCatalog, origin: string, beforeBuild: () => void): Promise<SitemapFiles> {
  const routes = routeTable();
  const byRoutes = bySnapshot.get(catalog) ?? new WeakMap<readonly RouteDefinition[], Map<string, Promise<SitemapFiles>>>();
  bySnapshot.set(catalog, byRoutes);
  const byOrigin = byRoutes.get(routes) ?? new Map<string, Promise<SitemapFiles>>();
  byRoutes.set(routes, byOrigin);
  let files = byOrigin.get(origin);
  if (!files) {
    beforeBuild();
    const building = buildSitemapFiles(sitemapPages(catalog, routes), origin);
    // A build that failed is tried again by the next request.
    building.catch(() => byOrigin.delete(origin));
    if (byOrigin.size >= ORIGINS_KEPT) byOrigin.delete(byOrigin.keys().next().value as string);
    byOrigin.set(origin, building);
    files = building;
  }
  return files;
}
