// `npm run bench:startup`: how long `npm start` takes, with an existing build, until the shop
// answers its first page (GET / with 200). Builds first if anything is out of date (not timed),
// then starts the shop STARTUP_RUNS times (default 5) on a free port and prints the median:
// once with a data folder that already holds the catalogue (a restart), once with an empty one
// (the first start, which seeds the demo catalogue). Each run's data folder is temporary.
// Plain Node; the workspace's tooling gives it a free port.
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { freePort } from '@shop/tooling/api-process';
import os from 'node:os';
import path from 'node:path';
import { repoRoot, run } from './lib.mjs';

const RUNS = Number(process.env.STARTUP_RUNS ?? 5);
const POLL_MS = 20;
const TIMEOUT_MS = 300_000;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function answers(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    await response.arrayBuffer();
    return response.status === 200;
  } catch {
    return false;
  }
}

/** Stops the whole process group of `npm start` (npm, start.mjs, the server) and waits for it. */
async function stopGroup(child) {
  const gone = () => {
    try {
      process.kill(-child.pid, 0);
      return false;
    } catch {
      return true;
    }
  };
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    return;
  }
  for (let waited = 0; !gone(); waited += 100) {
    if (waited > 20_000) process.kill(-child.pid, 'SIGKILL');
    await sleep(100);
  }
}

/**
 * One `npm start`: milliseconds until "Starting the shop" (install and build check done) and
 * until GET / answers 200.
 */
async function startOnce(dataDir) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn('npm', ['start'], {
    cwd: repoRoot,
    // A first start seeds what a plain `npm start` (development) seeds: the demo login included.
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, NODE_ENV: 'production', PUBLIC_URL: `http://127.0.0.1:${port}`, SEED_DEMO_ACCOUNT: 'true', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let serverStartedAt;
  let output = '';
  const watch = (chunk) => {
    output += chunk;
    if (serverStartedAt === undefined && output.includes('Starting the shop')) serverStartedAt = performance.now();
  };
  child.stdout.on('data', watch);
  child.stderr.on('data', watch);
  try {
    while (!(await answers(`http://127.0.0.1:${port}/`))) {
      if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}:\n${output.slice(-2000)}`);
      if (performance.now() - started > TIMEOUT_MS) throw new Error(`no page within ${TIMEOUT_MS / 1000} s:\n${output.slice(-2000)}`);
      await sleep(POLL_MS);
    }
    const total = performance.now() - started;
    return { total, beforeServer: (serverStartedAt ?? started) - started, server: total - ((serverStartedAt ?? started) - started) };
  } finally {
    await stopGroup(child);
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

function report(label, runs) {
  const pick = (key) => runs.map((result) => result[key]);
  console.log(
    `${label.padEnd(46)} median ${seconds(median(pick('total'))).padStart(8)}  ` +
      `(install + build check ${seconds(median(pick('beforeServer')))}, server to first page ${seconds(median(pick('server')))}; ` +
      `runs ${pick('total').map(seconds).join(', ')})`,
  );
}

async function main() {
  if ((await run(process.execPath, [path.join(repoRoot, 'scripts', 'build.mjs')])) !== 0) throw new Error('The build failed');
  const root = mkdtempSync(path.join(os.tmpdir(), 'shop-bench-startup-'));
  try {
    // A data folder holding the seeded demo catalogue, copied for every restart run.
    const seeded = path.join(root, 'seeded');
    console.log('Preparing a data folder with the demo catalogue (first start, not counted) …');
    await startOnce(seeded);
    const restart = [];
    const first = [];
    for (let i = 0; i < RUNS; i += 1) {
      const copy = path.join(root, `restart-${i}`);
      cpSync(seeded, copy, { recursive: true });
      rmSync(path.join(copy, 'shop-api.lock'), { force: true });
      restart.push(await startOnce(copy));
      first.push(await startOnce(path.join(root, `empty-${i}`)));
      console.log(`run ${i + 1}/${RUNS}: restart ${seconds(restart.at(-1).total)}, first start ${seconds(first.at(-1).total)}`);
    }
    console.log(`\nnpm start → first answered page (GET / 200), ${RUNS} runs, ${os.cpus().length} cores, Node ${process.versions.node}`);
    report('existing build, existing data (restart)', restart);
    report('existing build, empty data folder (first start)', first);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
