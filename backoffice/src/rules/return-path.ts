import { STAFF_ROUTES } from '../routes/staff-routes';

/**
 * Where the login returns a staff member: a path of the staff area only (never another site, never
 * a customer's page), or null.
 */
export function staffReturnPath(value: string | null): string | null {
  if (value === null || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  const path = value.split(/[?#]/)[0] as string;
  const inArea = STAFF_ROUTES.some((route) => [route.paths.nb, route.paths.en].some((base) => path === base || path.startsWith(`${base}/`)));
  return inArea ? value : null;
}
