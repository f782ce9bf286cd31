import { createHash } from 'node:crypto';
import { REMOTE_NAMES, type RemoteLocations, type RemoteName } from '@shop/shared/contracts';
import { originOf } from '../../infra/http/content-security-policy';

/** One set of remote locations: what the browser registers and the server renders with. */
export interface RemoteRelease {
  /** Short and stable: the same locations always have the same id. */
  readonly id: string;
  readonly locations: RemoteLocations;
  /** The origins its remotes are served from (a path on the shop has none): the page's policy allows them. */
  readonly origins: readonly string[];
}

/** The founding teams first, then the teams that joined in the order of their names: one set, one id. */
function releaseNames(locations: RemoteLocations): RemoteName[] {
  const founding: readonly string[] = REMOTE_NAMES;
  return [...REMOTE_NAMES, ...Object.keys(locations).filter((name) => !founding.includes(name)).sort()];
}

export function remoteRelease(locations: RemoteLocations): RemoteRelease {
  const ordered = Object.fromEntries(releaseNames(locations).map((name) => [name, locations[name]])) as RemoteLocations;
  const id = createHash('sha256').update(JSON.stringify(ordered)).digest('base64url').slice(0, 12);
  const origins = [...new Set(Object.values(ordered).map(originOf).filter((origin): origin is string => origin !== null))];
  return { id, locations: ordered, origins };
}

/** The remotes whose location differs between two releases, a team that joined included (one that left has nothing to check). */
export function changedRemotes(from: RemoteRelease, to: RemoteRelease): RemoteName[] {
  return releaseNames(to.locations).filter((name) => from.locations[name] !== to.locations[name]);
}
