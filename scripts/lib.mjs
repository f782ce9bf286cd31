// Small helpers for the repo's own scripts (start, build, test): running commands and pnpm.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
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

/**
 * Debian's packages that provide `binaries` (the tests' Chromium and its headless shell, the cluster
 * suite's nginx), installed through apt-get in one call when a binary is missing: as root directly,
 * otherwise through sudo. Resolves to whether every binary is there afterwards.
 */
export async function ensureDebianPackages(wanted) {
  const missing = wanted.filter(({ binary }) => !existsSync(binary));
  if (missing.length === 0) return true;
  const names = missing.map(({ name }) => name);
  console.log(`Installing Debian's ${names.join(', ')} …`);
  const asRoot = process.getuid?.() === 0;
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const apt = (args) => (asRoot ? run('apt-get', args, { env }) : run('sudo', ['apt-get', ...args], { env }));
  if ((await apt(['update', '-qq'])) !== 0) return false;
  return (await apt(['install', '-y', '-qq', ...names])) === 0 && missing.every(({ binary }) => existsSync(binary));
}

/** One Debian package that provides `binary` (see ensureDebianPackages). */
export function ensureDebianPackage(packageName, binary) {
  return ensureDebianPackages([{ name: packageName, binary }]);
}

export function seconds(since) {
  return ((Date.now() - since) / 1000).toFixed(1);
}

/** The machine's two cores kept busy: runs the tasks two at a time, in order, and waits for all. */
export async function twoAtATime(tasks) {
  const queue = [...tasks];
  const lane = async () => {
    for (let task = queue.shift(); task; task = queue.shift()) await task();
  };
  await Promise.all([lane(), lane()]);
}
