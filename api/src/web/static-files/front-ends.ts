import { existsSync } from 'node:fs';
import path from 'node:path';
import { lookedAtRecently } from '../file-stamp';
import { REMOTE_NAMES, type RemoteName, isRemoteName } from '@shop/shared/contracts';

/** A front-end's folder: a remote's name, or 'shell'. */
export type FrontEndName = RemoteName;


export function distDir(webRoot: string, app: string): string {
  return path.join(webRoot, app, 'dist');
}

/** The shell's built page: the document every page is rendered into, or sent as it is. */
export function shellPageFile(webRoot: string): string {
  return path.join(distDir(webRoot, 'shell'), 'index.html');
}

const builtLooks = new Map<string, () => boolean>();

/**
 * Looked at per request (at most every FILE_LOOK_MAX_AGE_MS), not once at start: building a
 * front-end (or deploying a new one) must not need an API restart.
 */
export function isBuilt(webRoot: string, app: FrontEndName): boolean {
  const dir = distDir(webRoot, app);
  let look = builtLooks.get(dir);
  if (!look) builtLooks.set(dir, (look = lookedAtRecently(() => existsSync(dir))));
  return look();
}

export function notBuiltMessage(webRoot: string, app: FrontEndName): string {
  return (
    `The ${app} front-end is not built: ${distDir(webRoot, app)} is missing.\n` +
    `Build it with: pnpm --filter @shop/${app} build\n`
  );
}

const manifestLooks = new Map<string, () => boolean>();

/**
 * Whether /remotes/<name>/ serves a folder: a founding team's always (unbuilt, it says how to build
 * it), any other only once it holds a federation build (its mf-manifest.json), so a team joins by
 * its build and its configuration entry, and no other folder of the repository (api/dist) is served.
 */
export function servesRemote(webRoot: string, name: string): name is RemoteName {
  if (!isRemoteName(name)) return false;
  if ((REMOTE_NAMES as readonly string[]).includes(name)) return true;
  const manifest = path.join(distDir(webRoot, name), 'mf-manifest.json');
  let look = manifestLooks.get(manifest);
  if (!look) manifestLooks.set(manifest, (look = lookedAtRecently(() => existsSync(manifest))));
  return look();
}
