const REMOTES = ['catalog', 'cart', 'account'];
/**
 * Once per remote per page, whatever failed (its load or an error its slot caught) and however
 * often: a failing remote is reported, not every retry or every slot of it.
 */
const reported = new Set<string>();

/**
 * Tells the shop that a remote failed on this page (POST /api/releases/errors): counted per
 * release, reports from enough visitors roll the release back (api/src/web/releases). `entry` is
 * the remote's manifest address as the page registered it: the shop knows a release by it.
 */
export function reportReleaseError(remote: string | undefined, entry: string | undefined): void {
  if (!remote || !entry || !REMOTES.includes(remote) || typeof navigator === 'undefined') return;
  if (reported.has(remote)) return;
  reported.add(remote);
  navigator.sendBeacon?.('/api/releases/errors', new Blob([JSON.stringify({ remote, entry })], { type: 'application/json' }));
}
