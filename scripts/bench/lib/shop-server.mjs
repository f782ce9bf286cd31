// A production shop for the benchmarks: the built single-process server (API + shell + remotes),
// as `npm start` runs it, on a free port with a database of its own in a temporary folder.
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUILT_SERVER as serverFile, startApi } from '@shop/tooling/api-process';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

function assertBuilt() {
  const missing = ['shell', 'catalog', 'cart', 'account', 'backoffice'].filter((app) => !existsSync(path.join(repoRoot, app, 'dist', 'index.html')));
  if (!existsSync(serverFile)) missing.unshift('api');
  if (missing.length > 0) throw new Error(`Not built: ${missing.join(', ')}. Run: node scripts/build.mjs`);
}

/** Starts the production server (with `env` besides its own settings); `stop()` ends it and removes its database. */
export async function startShop(env = {}) {
  assertBuilt();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-bench-'));
  try {
    // The pages are measured logged in as the demo user too, which production seeds only when asked to.
    const api = await startApi({ serverFile, env: { SEED_DEMO_ACCOUNT: 'true', ...env, DATA_DIR: dataDir } });
    return {
      url: api.url,
      stop: async () => {
        await api.stop();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
}
