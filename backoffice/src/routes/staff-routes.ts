/**
 * The back-office's pages: the staff area, /intern in Norwegian and /en/staff in English. They ship
 * with this remote's release; the shop learns them from it.
 *
 * None is `guarded` by the customers' guard: a customer's session never opens a staff page. The
 * staff area guards itself with the staff session (pages/staff-area.tsx), which only /api/staff/…
 * reads.
 */
export type StaffRouteId =
  | 'staff'
  | 'staff-login'
  | 'staff-setup'
  | 'staff-organizations'
  | 'staff-orders'
  | 'staff-colleagues'
  | 'staff-audit';

export type StaffLocale = 'nb' | 'en';

export interface StaffRoute {
  id: StaffRouteId;
  paths: Record<StaffLocale, string>;
}

export const STAFF_ROUTES: readonly StaffRoute[] = [
  // What waits: new organisations to approve or refuse, back-orders by expected date.
  { id: 'staff', paths: { nb: '/intern', en: '/en/staff' } },
  { id: 'staff-login', paths: { nb: '/intern/logg-inn', en: '/en/staff/log-in' } },
  // The single-use link of an invitation or of `npm run staff:create` opens this (?token=).
  { id: 'staff-setup', paths: { nb: '/intern/oppsett', en: '/en/staff/set-up' } },
  { id: 'staff-organizations', paths: { nb: '/intern/kunder', en: '/en/staff/customers' } },
  { id: 'staff-orders', paths: { nb: '/intern/ordre', en: '/en/staff/orders' } },
  { id: 'staff-colleagues', paths: { nb: '/intern/kolleger', en: '/en/staff/colleagues' } },
  { id: 'staff-audit', paths: { nb: '/intern/logg', en: '/en/staff/audit-log' } },
];

/** The address of a staff page in a language. */
export function staffHref(id: StaffRouteId, locale: StaffLocale): string {
  const route = STAFF_ROUTES.find((candidate) => candidate.id === id) as StaffRoute;
  return route.paths[locale];
}

/** A route id of this remote, or null for any other. */
export function staffRouteId(id: string): StaffRouteId | null {
  return STAFF_ROUTES.find((route) => route.id === id)?.id ?? null;
}
