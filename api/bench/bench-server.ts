import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const repoRoot = path.resolve(apiDir, '..');
/** The bundle `node scripts/build.mjs api` writes; the benchmarks run it as its own process. */
const BUILT_SERVER = path.join(apiDir, 'dist', 'server.js');

/** A path as the person running the benchmark gave it: npm runs the script in api/, INIT_CWD is where npm was started. */
export function fromCaller(file: string): string {
  return path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
}

export interface RunningApi {
  url: string;
  pid: number;
  /** Resident memory now and its peak so far, in MiB (Linux /proc). */
  memory(): { rssMiB: number; peakMiB: number };
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

function readMemory(pid: number): { rssMiB: number; peakMiB: number } {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kib = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN);
    return { rssMiB: kib('VmRSS') / 1024, peakMiB: kib('VmHWM') / 1024 };
  } catch {
    return { rssMiB: Number.NaN, peakMiB: Number.NaN };
  }
}

/**
 * Starts a built API (`serverFile`, default api/dist/server.js) as a separate Node process on a
 * free port, so the load generator never shares its event loop, and waits for the menu to answer.
 */
export async function startApi(options: { serverFile?: string; dataDir?: string; databaseUrl?: string }): Promise<RunningApi> {
  const port = await freePort();
  const serverFile = options.serverFile ? fromCaller(options.serverFile) : BUILT_SERVER;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PORT: String(port),
    SEED_DEMO_CATALOG: 'false',
    SEED_DEMO_ACCOUNT: 'false',
    WEB_ROOT: repoRoot,
    // Order sends are measured at full speed: the daily bound of a real shop would stop them.
    ORDERS_PER_DAY: '100000000',
  };
  delete env.DATABASE_URL;
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  if (options.dataDir) env.DATA_DIR = options.dataDir;
  // BENCH_CPU_PROFILE=<folder>: each API process writes a .cpuprofile there when it stops.
  const profile = process.env.BENCH_CPU_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${fromCaller(process.env.BENCH_CPU_PROFILE)}`] : [];
  const child: ChildProcess = spawn(process.execPath, [...profile, serverFile], { cwd: apiDir, env, stdio: ['ignore', 'inherit', 'inherit'] });
  let failed: Error | undefined;
  child.once('error', (error) => (failed = error));
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for (const deadline = Date.now() + 300_000; ; ) {
    if (failed) throw new Error(`The API (${serverFile}) could not start: ${failed.message}`);
    if (child.exitCode !== null) throw new Error(`The API (${serverFile}) exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error('The API did not answer within 300 s');
    const ready = await fetch(`${url}/api/product/menu`).then((response) => response.ok, () => false);
    if (ready) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const pid = child.pid as number;
  return {
    url,
    pid,
    memory: () => readMemory(pid),
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
