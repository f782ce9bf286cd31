// `npm run bench:api`: the API under load (autocannon, 50 connections) on embedded PGlite and on a
// throw-away PostgreSQL server, at 10,000 and 100,000 products: menu, list, detail, search and
// filterlist (public and logged in) and order sends. Builds api/dist if its sources changed, runs
// each database and size as its own round (api-round.ts) and prints one table per database.
// Whole-category answers grow with the catalogue: they are loaded with fewer connections by a
// client that only counts bytes (large-answers.ts) and judged by MB/s. Each load starts once the
// API answers a cheap call quickly again (quiet-server.ts), so no scenario pays for the last one.
//
// BENCH_SIZES (10000,100000), BENCH_DBS (pglite,postgres), BENCH_SECONDS (3) and BENCH_REPEAT (3)
// change what is run; BENCH_ONLY=<text> keeps the scenarios whose name contains it; BENCH_COMPARE=
// <server.js> runs another build beside api/dist/server.js in the same rounds and prints the ratios;
// BENCH_AGREEMENTS=true gives the current build's logged-in users price agreements (bench-agreements.ts).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { printReport } from './api-report';
import { apiDir, fromCaller, repoRoot } from './bench-server';
import type { RoundResult } from './round-result';

const env = process.env;
const SIZES = (env.BENCH_SIZES ?? '10000,100000').split(',').map(Number);
const DBS = (env.BENCH_DBS ?? 'pglite,postgres').split(',') as Array<RoundResult['db']>;
const SECONDS = env.BENCH_SECONDS ?? '3';
const REPEAT = env.BENCH_REPEAT ?? '3';

function run(command: string, args: string[]): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: apiDir, stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

async function main(): Promise<void> {
  if (await run(process.execPath, [path.join(repoRoot, 'scripts', 'build.mjs'), 'api'])) throw new Error('Building the API failed');
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'shop-bench-results-'));
  const rounds: RoundResult[] = [];
  try {
    console.log(`API benchmark: sizes ${SIZES.join(', ')}; ${DBS.join(', ')}; ${os.cpus().length} cores, Node ${process.versions.node}`);
    for (const db of DBS) {
      for (const size of SIZES) {
        const out = path.join(outDir, `${db}-${size}.json`);
        const round = ['--import', 'tsx', path.join(apiDir, 'perf', 'bench', 'api-round.ts'), '--db', db, '--size', String(size)];
        round.push('--seconds', SECONDS, '--repeat', REPEAT, '--out', out);
        if (env.BENCH_COMPARE) round.push('--compare', fromCaller(env.BENCH_COMPARE));
        if (env.BENCH_ONLY) round.push('--only', env.BENCH_ONLY);
        if (env.BENCH_AGREEMENTS === 'true') round.push('--agreements');
        console.log(`round: ${db}, ${size} products`);
        // Each PostgreSQL round gets its own fresh server (scripts/with-postgres.mjs sets DATABASE_URL).
        const code =
          db === 'postgres'
            ? await run(process.execPath, [path.join(repoRoot, 'scripts', 'with-postgres.mjs'), process.execPath, ...round])
            : await run(process.execPath, round);
        if (code !== 0) throw new Error(`The ${db} round at ${size} products failed (exit code ${code})`);
        rounds.push(JSON.parse(readFileSync(out, 'utf8')) as RoundResult);
      }
    }
    printReport(rounds);
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
