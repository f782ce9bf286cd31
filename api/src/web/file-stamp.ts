import { statSync } from 'node:fs';

/**
 * How long a look at the files of a deploy holds: a replaced file (a remote re-pointed, a new
 * build) is seen within this, and under load a page costs no stat call (one stat per file per page
 * was a fifth of the process's time serving cached pages).
 */
export const FILE_LOOK_MAX_AGE_MS = 100;

/** What changes when a file is replaced (a deploy writes new files): read with one stat call, 'none' when it is not there. */
export function fileStamp(file: string): string {
  try {
    const stats = statSync(file);
    return `${stats.mtimeMs}:${stats.size}:${stats.ino}`;
  } catch {
    return 'none';
  }
}

/** `look`, worked out again only when its last answer is older than `maxAgeMs`. */
export function lookedAtRecently<T>(look: () => T, maxAgeMs = FILE_LOOK_MAX_AGE_MS, now: () => number = performance.now.bind(performance)): () => T {
  let last: { at: number; value: T } | undefined;
  return () => {
    const at = now();
    if (last === undefined || at - last.at >= maxAgeMs) last = { at, value: look() };
    return last.value;
  };
}
