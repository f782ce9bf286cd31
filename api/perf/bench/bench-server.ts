import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type ApiProcess, startApi as startBuiltApi } from '@shop/tooling/api-process';

export const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const repoRoot = path.resolve(apiDir, '..');

/** A path as the person running the benchmark gave it: npm runs the script in api/, INIT_CWD is where npm was started. */
export function fromCaller(file: string): string {
  return path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
}

export type RunningApi = ApiProcess;

/**
 * Starts a built API (`serverFile`, default api/dist/server.js) as a separate Node process on a
 * free port, so the load generator never shares its event loop, and waits until it is ready.
 */
export function startApi(options: { serverFile?: string; dataDir?: string; databaseUrl?: string; env?: Record<string, string | undefined> }): Promise<RunningApi> {
  // BENCH_CPU_PROFILE=<folder>: each API process writes a .cpuprofile there when it stops.
  const profile = process.env.BENCH_CPU_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${fromCaller(process.env.BENCH_CPU_PROFILE)}`] : [];
  return startBuiltApi({
    serverFile: options.serverFile ? fromCaller(options.serverFile) : undefined,
    cwd: apiDir,
    nodeArgs: profile,
    output: 'inherit',
    env: {
      SEED_DEMO_CATALOG: 'false',
      SEED_DEMO_ACCOUNT: 'false',
      WEB_ROOT: repoRoot,
      // Order sends are measured at full speed: the daily bound of a real shop would stop them.
      ORDERS_PER_DAY: '100000000',
      // One load generator on one address: the per-client budgets of a real shop would stop it
      // (HEAVY_READS_PER_MINUTE: the same switch of a build older than the work budget, for --compare).
      WORK_UNITS_PER_MINUTE: '0',
      HEAVY_READS_PER_MINUTE: '0',
      CONNECTIONS_PER_CLIENT: '0',
      // The accounts a benchmark registers are retailers at once: it measures them, not the approval.
      REQUIRE_APPROVAL: 'false',
      DATABASE_URL: options.databaseUrl,
      DATA_DIR: options.dataDir,
      ...options.env,
    },
  });
}
