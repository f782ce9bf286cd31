import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type ApiProcess, freePort, startApi as startBuiltApi } from '@shop/tooling/api-process';

export { type ApiProcess, freePort };

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

/**
 * The built API for a reliability run, on `port` (default a free one): without the demo login,
 * and without the daily order bound, since these runs send orders as fast as they can.
 */
export function startApi(env: Record<string, string>, port?: number): Promise<ApiProcess> {
  return startBuiltApi({
    port,
    // The runs load from one address: no per-client budget of work or connections. The customers a
    // run registers order at once: the approval is not what these runs try.
    env: { WEB_ROOT: repoRoot, SEED_DEMO_ACCOUNT: 'false', ORDERS_PER_DAY: '100000000', WORK_UNITS_PER_MINUTE: '0', CONNECTIONS_PER_CLIENT: '0', REQUIRE_APPROVAL: 'false', ...env },
  });
}

/** The built server, rebuilt first when its sources changed (scripts/build.mjs skips it otherwise). */
export async function buildApi(): Promise<void> {
  const build = spawn(process.execPath, [path.join(repoRoot, 'scripts', 'build.mjs'), 'api'], { cwd: repoRoot, stdio: 'inherit' });
  const code = await new Promise<number | null>((resolve) => build.once('exit', resolve));
  if (code !== 0) throw new Error(`Building the API failed (exit code ${code})`);
}
