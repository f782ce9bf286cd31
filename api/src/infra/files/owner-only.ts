import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** Read, write and search for group and others: none of it in the shop's data folder. */
const GROUP_AND_OTHERS = 0o077;

/**
 * Makes `dir` (created when missing) and everything under it readable by the process's own user
 * alone: the folder holds the embedded database (password hashes, orders) and the outbox's mails
 * (confirmation links). Answers the paths, relative to `dir`, whose modes it corrected (`.` for the
 * folder itself), so a caller can say that it did. Symbolic links are left alone: chmod would
 * change what they point at, which may be outside the folder.
 */
export function keepToOwner(dir: string): string[] {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const corrected: string[] = [];
  const visit = (file: string): void => {
    const stat = lstatSync(file);
    if (stat.isSymbolicLink()) return;
    if ((stat.mode & GROUP_AND_OTHERS) !== 0) {
      chmodSync(file, stat.mode & 0o7700);
      corrected.push(path.relative(dir, file) || '.');
    }
    if (stat.isDirectory()) for (const name of readdirSync(file)) visit(path.join(file, name));
  };
  visit(dir);
  return corrected;
}

/** The log line for a correction: how many, and a few of them by name. */
export function correctionNote(dir: string, corrected: readonly string[]): string {
  const named = corrected.slice(0, 5).join(', ');
  const more = corrected.length > 5 ? ` and ${corrected.length - 5} more` : '';
  return `${dir}: ${corrected.length} files and folders were readable by other users of this machine; they are now its owner's alone (${named}${more})`;
}
