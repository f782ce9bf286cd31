/** Counts only for visitors who accepted analytics (spec §9: optional cookies need consent). */
export function hasAnalyticsConsent(cookieHeader: string | undefined): boolean {
  if (!cookieHeader) return false;
  const cookies = Object.fromEntries(
    cookieHeader.split(';').map((part) => {
      const [name, ...value] = part.trim().split('=');
      return [name, value.join('=')];
    }),
  );
  let enabled = '';
  try {
    enabled = decodeURIComponent(cookies['enabled-cookies'] ?? '');
  } catch {
    return false;
  }
  return cookies.consent === 'true' && enabled.split(',').includes('analytics') && Boolean(cookies.analytics_id);
}
