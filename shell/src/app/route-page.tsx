import { SessionGuard, type Locale, type RouteDefinition } from '@shop/shared';
import { useParams } from 'react-router-dom';
import { RemoteSlot } from '../federation/remote-slot';
import { ShellPage } from '../pages/shell-page';

/** Hands a route to the app the route table says owns it. */
export function RoutePage({ route, locale }: { route: RouteDefinition; locale: Locale }) {
  const { id } = useParams();
  const params = id === undefined ? {} : { id };
  if (route.owner === 'shell') return <ShellPage routeId={route.id} />;
  return (
    <SessionGuard route={route} locale={locale}>
      <RemoteSlot id={`${route.owner}/Pages`} locale={locale} routeId={route.id} params={params} />
    </SessionGuard>
  );
}
