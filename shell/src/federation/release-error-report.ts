const REMOTES = ['catalog', 'cart', 'account'];
/** Once per remote and release per page: a failing remote is reported, not every retry of it. */
const reported = new Set<string>();

/**
 * Tells the shop that a remote failed on this page (POST /api/releases/errors): counted per
 * release, reports from enough visitors roll the release back (api/src/web/releases). `entry` is
 * the remote's manifest address as the page registered it: the shop knows a release by it.
 */
export function reportReleaseError(remote: string | undefined, entry: string | undefined): void {
  if (!remote || !entry || !REMOTES.includes(remote) || typeof navigator === 'undefined') return;
  const key = `${remote} ${entry}`;
  if (reported.has(key)) return;
  reported.add(key);
  navigator.sendBeacon?.('/api/releases/errors', new Blob([JSON.stringify({ remote, entry })], { type: 'application/json' }));
}
