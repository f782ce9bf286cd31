import { type RemoteLocations, isRemoteName } from '@shop/shared/contracts';

/**
 * Where each remote lives is server configuration, read at run time from /remotes.json, never a
 * build-time constant: pointing `catalog` at a new build deploys it without touching the shell.
 */
export function parseRemoteLocations(body: unknown, pageUrl: string): Partial<RemoteLocations> {
  if (typeof body !== 'object' || body === null) return {};
  const locations: Partial<RemoteLocations> = {};
  // Every team the configuration names, a team that joined the shop included.
  for (const [name, value] of Object.entries(body as Record<string, unknown>)) {
    if (!isRemoteName(name)) continue;
    if (typeof value !== 'string' || value.length === 0) continue;
    try {
      // Relative entries resolve against the page, so the manifest's own URL gives the remote's publicPath.
      locations[name] = new URL(value, pageUrl).href;
    } catch {
      // An unusable entry leaves that remote unregistered; its slot shows the fallback.
    }
  }
  return locations;
}

export async function fetchRemoteLocations(): Promise<Partial<RemoteLocations>> {
  try {
    const response = await fetch('/remotes.json', { cache: 'no-store', headers: { Accept: 'application/json' } });
    if (!response.ok) return {};
    return parseRemoteLocations(await response.json(), window.location.href);
  } catch {
    return {};
  }
}
