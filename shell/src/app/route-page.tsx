import { SessionGuard, type RouteMatch } from '@shop/shared';
import { RemoteSlot } from '../federation/remote-slot';
import { ShellPage } from '../pages/shell-page';

/**
 * Hands a route to the app the route table says owns it. Only a path the table matched gets here
 * (an address whose id is no product id, which the router's `:id` would take, is a page that does
 * not exist: spec §8), with the id as the table decoded it.
 */
export function RoutePage({ match: { route, locale, params } }: { match: RouteMatch }) {
  if (route.owner === 'shell') return <ShellPage routeId={route.id} />;
  return (
    <SessionGuard route={route} locale={locale}>
      <RemoteSlot id={`${route.owner}/Pages`} locale={locale} routeId={route.id} params={params} />
    </SessionGuard>
  );
}
