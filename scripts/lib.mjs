// Small helpers for the repo's own scripts (start, build, test): running commands and pnpm.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const PNPM_VERSION = '10.34.9';

/** Runs a command with inherited output; resolves to its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: repoRoot, stdio: 'inherit', ...options });
    child.on('error', (error) => {
      console.error(`Could not run ${command}: ${error.message}`);
      resolve(127);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** pnpm without a global install: npx fetches the pinned version from the npm registry once. */
export function pnpm(args, options = {}) {
  return run('npx', ['--yes', `pnpm@${PNPM_VERSION}`, ...args], options);
}

export async function mustSucceed(label, promise) {
  const code = await promise;
  if (code !== 0) {
    console.error(`\n${label} failed (exit code ${code}).`);
    process.exit(code);
  }
}

export function seconds(since) {
  return ((Date.now() - since) / 1000).toFixed(1);
}
