import declared from '../routes';

/**
 * The back-office's pages: the staff area, /intern in Norwegian and /en/staff in English, as
 * declared in ../routes.ts (they ship with this remote's release; the shop learns them from it).
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
  | 'staff-audit'
  | 'staff-import';

export type StaffLocale = 'nb' | 'en';

export interface StaffRoute {
  id: StaffRouteId;
  paths: Record<StaffLocale, string>;
}

/** The declared routes (../routes.ts), with their ids as this remote's screens know them (a test keeps both lists equal). */
export const STAFF_ROUTES = declared.routes as readonly StaffRoute[];

/** The address of a staff page in a language. */
export function staffHref(id: StaffRouteId, locale: StaffLocale): string {
  const route = STAFF_ROUTES.find((candidate) => candidate.id === id) as StaffRoute;
  return route.paths[locale];
}

/** A route id of this remote, or null for any other. */
export function staffRouteId(id: string): StaffRouteId | null {
  return STAFF_ROUTES.find((route) => route.id === id)?.id ?? null;
}
