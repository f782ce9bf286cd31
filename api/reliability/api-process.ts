import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = path.resolve(apiDir, '..');
const BUILT_SERVER = path.join(apiDir, 'dist', 'server.js');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export interface ApiProcess {
  url: string;
  pid: number;
  /** kill -9: no shutdown hook, no flush, as a crash or the OOM killer would do it. */
  crash(): Promise<void>;
  /** SIGTERM: the process stops being ready, finishes what it has and exits. */
  stop(): Promise<void>;
  /** What the process wrote, for a failure message. */
  output(): string;
}

/** Starts api/dist/server.js as its own process and waits until it is ready (/api/ready). */
export async function startApi(env: Record<string, string>, port?: number): Promise<ApiProcess> {
  const listenPort = port ?? (await freePort());
  let output = '';
  const child: ChildProcess = spawn(process.execPath, [BUILT_SERVER], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(listenPort),
      WEB_ROOT: repoRoot,
      SEED_DEMO_ACCOUNT: 'false',
      // These runs send orders as fast as they can: the daily bound of a real shop is not what they test.
      ORDERS_PER_DAY: '100000000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${listenPort}`;
  for (const deadline = Date.now() + 300_000; ; ) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`The API exited before answering:\n${output}`);
    if (Date.now() > deadline) throw new Error(`The API did not answer within 300 s:\n${output}`);
    const ready = await fetch(`${url}/api/ready`).then((response) => response.ok, () => false);
    if (ready) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    pid: child.pid as number,
    crash: async () => {
      child.kill('SIGKILL');
      await exited;
    },
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
    output: () => output,
  };
}

/** The built server, rebuilt first when its sources changed (scripts/build.mjs skips it otherwise). */
export async function buildApi(): Promise<void> {
  const build = spawn(process.execPath, [path.join(repoRoot, 'scripts', 'build.mjs'), 'api'], { cwd: repoRoot, stdio: 'inherit' });
  const code = await new Promise<number | null>((resolve) => build.once('exit', resolve));
  if (code !== 0) throw new Error(`Building the API failed (exit code ${code})`);
}
