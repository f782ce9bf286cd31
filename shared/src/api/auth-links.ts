/**
 * The login link (spec §7: a navigation to /api/auth/authorize). The API remembers `returnPath`
 * and, after the login page and /callback, brings the person back to it.
 */
export function authorizeHref(returnPath: string): string {
  return `/api/auth/authorize?returnTo=${encodeURIComponent(returnPath)}`;
}
