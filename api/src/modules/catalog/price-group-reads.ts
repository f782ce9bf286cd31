/**
 * The catalogue's reads whose answers are the same for every organisation of one price group (the
 * organisations that share the list prices, or one agreement) and for every visitor on the public
 * side: written from the catalogue's snapshot at the group's prices, with nothing of the person
 * who asks (no name, no role, no organisation's own record). A page that reads only these may be
 * rendered once per price group and kept (web/pages/server-render.ts).
 */
const CATALOG_READ = /^\/api\/(product|productUser)\/[^?#]*$/;

/** Whether the answer to `path` (an API path with its query) depends on nothing but the catalogue and the caller's price group. */
export function answeredByPriceGroup(path: string): boolean {
  const [pathname = ''] = path.split('?', 1);
  // A path that climbs out of the catalogue (`/api/product/../auth/verify`) or hides a slash is not the catalogue's.
  if (/\/\.\.?(\/|$)|%2e|%2f|%5c|\\/i.test(pathname)) return false;
  return CATALOG_READ.test(pathname);
}
