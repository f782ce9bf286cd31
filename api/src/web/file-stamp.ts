import { statSync } from 'node:fs';

/** What changes when a file is replaced (a deploy writes new files): read with one stat call, 'none' when it is not there. */
export function fileStamp(file: string): string {
  try {
    const stats = statSync(file);
    return `${stats.mtimeMs}:${stats.size}:${stats.ino}`;
  } catch {
    return 'none';
  }
}
