// A production shop for the benchmarks: the built single-process server (API + shell + remotes),
// as `npm start` runs it, on a free port with a database of its own in a temporary folder.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const serverFile = path.join(repoRoot, 'api', 'dist', 'server.js');

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function assertBuilt() {
  const missing = ['shell', 'catalog', 'cart', 'account'].filter((app) => !existsSync(path.join(repoRoot, app, 'dist', 'index.html')));
  if (!existsSync(serverFile)) missing.unshift('api');
  if (missing.length > 0) throw new Error(`Not built: ${missing.join(', ')}. Run: node scripts/build.mjs`);
}

async function waitUntilAnswering(url, child, log) {
  // The first start seeds the demo catalogue into the empty database: give it time.
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The shop server exited with ${child.exitCode}:\n${log()}`);
    try {
      if ((await fetch(`${url}/api/product/menu`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The shop server did not answer within 120 s:\n${log()}`);
}

/** Starts the production server; `stop()` ends it and removes its database. */
export async function startShop() {
  assertBuilt();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-bench-'));
  const port = await freePort();
  let output = '';
  const child = spawn(process.execPath, [serverFile], {
    cwd: repoRoot,
    // The pages are measured logged in as the demo user too, which production seeds only when asked to.
    env: { ...process.env, NODE_ENV: 'production', SEED_DEMO_ACCOUNT: 'true', HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      await new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
      });
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilAnswering(url, child, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}
