// Starts the built API (api/dist/server.js: the API, the shell's pages and the remotes' files, as
// `npm start` runs it) as a process of its own on a free port and waits until it is ready, for
// everything that drives a real server from outside: the end-to-end tests, the benchmarks and the
// reliability runs. Plain Node without dependencies, so root scripts can use it too.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const BUILT_SERVER = path.join(repoRoot, 'api', 'dist', 'server.js');
const POLL_MS = 100;

/** A TCP port on 127.0.0.1 that nothing listens on (the system picks it; closed again before it is returned). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Resident memory now and its peak so far, in MiB (Linux /proc); NaN elsewhere. */
function memoryOf(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kib = (field) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN);
    return { rssMiB: kib('VmRSS') / 1024, peakMiB: kib('VmHWM') / 1024 };
  } catch {
    return { rssMiB: Number.NaN, peakMiB: Number.NaN };
  }
}

/**
 * The environment of the process: the caller's, production settings on 127.0.0.1 (PUBLIC_URL its address), then `env`
 * (a value of `undefined` removes a variable, e.g. a DATABASE_URL the caller's shell has set).
 */
function environmentOf(port, env) {
  // A production start names its address (PUBLIC_URL): here the one the process is reached at.
  const merged = { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', HOST: '127.0.0.1', PUBLIC_URL: `http://127.0.0.1:${port}`, ...env, PORT: String(port) };
  for (const [name, value] of Object.entries(merged)) if (value === undefined) delete merged[name];
  return merged;
}

/** @param {import('./api-process').StartApiOptions} [options] */
export async function startApi(options = {}) {
  const port = options.port ?? (await freePort());
  const serverFile = options.serverFile ?? BUILT_SERVER;
  const timeoutMs = options.timeoutMs ?? 300_000;
  const inherit = options.output === 'inherit';
  let output = '';
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), serverFile], {
    cwd: options.cwd ?? repoRoot,
    env: environmentOf(port, options.env ?? {}),
    stdio: ['ignore', inherit ? 'inherit' : 'pipe', inherit ? 'inherit' : 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  let failed;
  child.once('error', (error) => (failed = error));
  const exited = new Promise((resolve) => child.once('exit', () => resolve()));
  const running = () => child.exitCode === null && child.signalCode === null;
  const url = `http://127.0.0.1:${port}`;

  // Ready: the database answers, the migrations ran and the catalogue is in memory (/api/ready).
  for (const deadline = Date.now() + timeoutMs; ; ) {
    if (failed) throw new Error(`The API (${serverFile}) could not start: ${failed.message}`);
    if (!running()) throw new Error(`The API exited before it was ready (${child.exitCode ?? child.signalCode}):\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The API was not ready within ${timeoutMs / 1000} s:\n${output}`);
    }
    const ready = await fetch(`${url}/api/ready`, { signal: AbortSignal.timeout(5_000) }).then((response) => response.ok, () => false);
    if (ready) break;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }

  const pid = /** @type {number} */ (child.pid);
  return {
    url,
    port,
    pid,
    output: () => output,
    memory: () => memoryOf(pid),
    stop: async () => {
      if (running()) child.kill('SIGTERM');
      await exited;
    },
    crash: async () => {
      if (running()) child.kill('SIGKILL');
      await exited;
    },
  };
}
