import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const LOCK_FILE = 'shop-api.lock';

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite has no postmaster to keep a second process out of its folder, and two writers corrupt
 * it. A pid file makes the second API instance stop with a clear message instead.
 */
export function lockDataDir(dataDir: string): () => void {
  const file = path.join(dataDir, LOCK_FILE);
  try {
    writeFileSync(file, String(process.pid), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const holder = Number.parseInt(readFileSync(file, 'utf8'), 10);
    if (holder !== process.pid && Number.isInteger(holder) && isRunning(holder)) {
      throw new Error(`DATA_DIR ${dataDir} is in use by process ${holder}; stop it or choose another DATA_DIR`);
    }
    // Left behind by a process that died: take it over.
    writeFileSync(file, String(process.pid), { mode: 0o600 });
  }
  return () => rmSync(file, { force: true });
}
