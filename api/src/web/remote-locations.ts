import { readFile } from 'node:fs/promises';
import { REMOTE_NAMES, type RemoteLocations } from '@shop/shared/contracts';
import { isRemoteUrl } from '../config';

/**
 * The remote locations to hand the shell right now: the ones from the environment, overridden by
 * the remotes file when there is one. The file is read on every call, so deploying a remote is an
 * edit of that file. A file that is missing or broken keeps the environment's locations and says why.
 */
export async function currentRemoteLocations(
  fromEnv: RemoteLocations,
  remotesFile: string | undefined,
  warn: (message: string) => void,
): Promise<RemoteLocations> {
  if (!remotesFile) return fromEnv;
  let parsed: unknown;
  try {
    parsed = JSON.parse(await readFile(remotesFile, 'utf8'));
  } catch (error) {
    warn(`REMOTES_FILE ${remotesFile} could not be read: ${(error as Error).message}`);
    return fromEnv;
  }
  if (typeof parsed !== 'object' || parsed === null) {
    warn(`REMOTES_FILE ${remotesFile} must hold a JSON object`);
    return fromEnv;
  }
  const locations = { ...fromEnv };
  for (const name of REMOTE_NAMES) {
    const value = (parsed as Record<string, unknown>)[name];
    if (value === undefined) continue;
    if (typeof value === 'string' && isRemoteUrl(value)) locations[name] = value;
    else warn(`REMOTES_FILE: "${name}" must be an absolute URL or a path starting with /`);
  }
  return locations;
}
