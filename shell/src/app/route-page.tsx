import { SessionGuard, matchRoute, type Locale, type RouteDefinition } from '@shop/shared';
import { useLocation, useParams } from 'react-router-dom';
import { RemoteSlot } from '../federation/remote-slot';
import { NotFoundPage } from '../pages/not-found-page';
import { ShellPage } from '../pages/shell-page';

/** Hands a route to the app the route table says owns it. */
export function RoutePage({ route, locale }: { route: RouteDefinition; locale: Locale }) {
  const { id } = useParams();
  const { pathname } = useLocation();
  // The router's `:id` takes any segment; the route table takes only product ids (the server
  // answers such an address 404 too): "bad id" is a page that does not exist (spec §8).
  if (matchRoute(pathname) === null) return <NotFoundPage />;
  const params = id === undefined ? {} : { id };
  if (route.owner === 'shell') return <ShellPage routeId={route.id} />;
  return (
    <SessionGuard route={route} locale={locale}>
      <RemoteSlot id={`${route.owner}/Pages`} locale={locale} routeId={route.id} params={params} />
    </SessionGuard>
  );
}
