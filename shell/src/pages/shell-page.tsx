import { ComingSoon, type RouteId } from '@shop/shared';

/** The pages the shell renders itself: contact, about, privacy and terms. */
export function ShellPage(_props: { routeId: RouteId }) {
  return <ComingSoon />;
}
