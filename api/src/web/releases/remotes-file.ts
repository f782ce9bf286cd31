import { readFile, stat } from 'node:fs/promises';
import { type RemoteLocations, isRemoteName } from '@shop/shared/contracts';
import { isRemoteUrl } from '../../config';
import { fileStamp, lookedAtRecently } from '../file-stamp';

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

/**
 * The one reader of the remotes file (REMOTES_FILE): the release registry holds it, and whoever else
 * needs the file (the candidate checks' claims shared by the processes) asks it, so one look at the
 * file (a stat at most every `lookMaxAgeMs`) serves all.
 */
export class RemotesFile {
  /** What changes when the file is replaced: looked at again at most every `lookMaxAgeMs`. */
  readonly stamp: () => string;

  constructor(
    readonly path: string,
    private readonly fromEnv: RemoteLocations,
    lookMaxAgeMs?: number,
  ) {
    this.stamp = lookedAtRecently(() => fileStamp(path), lookMaxAgeMs);
  }

  /** The locations the file names now, or why it names none. */
  read(): Promise<RemotesFileReading> {
    return readRemotesFile(this.fromEnv, this.path);
  }

  /** The folder the processes sharing the file keep a candidate check's claim and verdict in. */
  get checksDir(): string {
    return `${this.path}.checks`;
  }

  /**
   * What tells one release attempt from the next: the file's modification time, read now (not
   * looked at recently), so a mended build released again to the same address is checked again.
   */
  async attemptStamp(): Promise<string> {
    return String((await stat(this.path)).mtimeMs);
  }
}
