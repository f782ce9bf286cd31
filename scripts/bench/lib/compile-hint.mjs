// The compile hint every production script starts with (tooling/webpack/compile-hint.cjs says
// why): a file without it is compiled function by function on a phone's main thread as it runs.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { repoRoot } from './shop-server.mjs';

const requireCjs = createRequire(import.meta.url);
export const { COMPILE_HINT } = requireCjs(path.join(repoRoot, 'tooling', 'webpack', 'compile-hint.cjs'));

/** The files among `files` (built scripts) whose first line is not the compile hint, relative to the repo. */
export function scriptsWithoutCompileHint(files) {
  const unique = [...new Set(files)];
  return unique
    .filter((file) => readFileSync(file, 'utf8').split('\n', 1)[0] !== COMPILE_HINT)
    .map((file) => path.relative(repoRoot, file));
}
