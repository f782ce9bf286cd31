import { readFile } from 'node:fs/promises';
import { type RemoteLocations, isRemoteName } from '@shop/shared/contracts';
import { isRemoteUrl } from '../config';

/** The remotes file as read now: the locations it names, or why it names none. */
export type RemotesFileReading = { locations: RemoteLocations } | { problem: string };

/**
 * The remote locations the remotes file names: the founding teams' from the environment with the
 * file's entries over them, and every other team the file names (a team joins the shop by its entry
 * and leaves by its removal; with a remotes file, the environment names no other team).
 * A file that is missing, empty, half written (not JSON) or names a remote badly names no
 * release at all: the caller keeps the release it has (never a switch to the environment's, which
 * would be another build). A file is written whole by renaming a finished temporary file over it
 * (`npm run release`), so a reader never sees half of one; this guards against a writer that does not.
 */
export async function readRemotesFile(fromEnv: RemoteLocations, remotesFile: string): Promise<RemotesFileReading> {
  let text: string;
  try {
    text = await readFile(remotesFile, 'utf8');
  } catch (error) {
    return { problem: `REMOTES_FILE ${remotesFile} could not be read: ${(error as Error).message}` };
  }
  if (text.trim() === '') return { problem: `REMOTES_FILE ${remotesFile} is empty` };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    return { problem: `REMOTES_FILE ${remotesFile} is not whole JSON (${(error as Error).message})` };
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return { problem: `REMOTES_FILE ${remotesFile} must hold a JSON object` };
  const locations: RemoteLocations = { catalog: fromEnv.catalog, cart: fromEnv.cart, account: fromEnv.account };
  for (const [name, value] of Object.entries(parsed as Record<string, unknown>)) {
    if (!isRemoteName(name)) return { problem: `REMOTES_FILE: "${name}" is not a remote's name (lower-case letters and digits, starting with a letter)` };
    if (typeof value !== 'string' || !isRemoteUrl(value)) return { problem: `REMOTES_FILE: "${name}" must be an absolute URL or a path starting with /` };
    locations[name] = value;
  }
  return { locations };
}
