// `npm test`: installs what the tests need (Debian's chromium when it is missing), builds the
// production bundles, and runs every suite: type checks, the lint, unit tests, API tests on
// embedded PGlite and on a real PostgreSQL server, and the end-to-end tests in Chromium. Ends with
// one line "N passed, N failed" counting all suites.
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { PNPM_VERSION, ensureDebianPackages, pnpm, repoRoot, run, seconds, twoAtATime } from './lib.mjs';

const reports = path.join(repoRoot, 'reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const results = [];
function record(suite, passed, failed, note = '') {
  results.push({ suite, passed, failed, note });
  console.log(`\n▶ ${suite}: ${passed} passed, ${failed} failed${note ? ` (${note})` : ''}\n`);
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** Runs jest in one package and records its counts; a run that produced no report counts as one failure. */
async function jestSuite(suite, pkg, options = {}) {
  const report = path.join(reports, `${suite.replace(/\W+/g, '-')}.json`);
  const started = Date.now();
  // Through the package's own test script: the API's sets the Node flags its database needs.
  const workers = options.workers ? [`--maxWorkers=${options.workers}`] : [];
  const command = ['--filter', `@shop/${pkg}`, 'run', 'test', '--ci', '--json', `--outputFile=${report}`, ...workers];
  const code = options.wrap
    ? await run(process.execPath, [options.wrap, 'npx', '--yes', `pnpm@${PNPM_VERSION}`, ...command])
    : await pnpm(command);
  const json = readJson(report);
  if (!json) return record(suite, 0, 1, `no report, exit code ${code}`);
  const crashed = json.numRuntimeErrorTestSuites ?? 0;
  record(suite, json.numPassedTests, json.numFailedTests + crashed, `${seconds(started)} s`);
}

async function typecheck() {
  const started = Date.now();
  let passed = 0;
  let failed = 0;
  await twoAtATime(
    ['shared', 'shell', 'catalog', 'cart', 'account', 'backoffice', 'api', 'e2e'].map((pkg) => async () => {
      const code = await pnpm(['--filter', `@shop/${pkg}`, 'typecheck']);
      if (code === 0) passed += 1;
      else failed += 1;
    }),
  );
  record('type check (one per package)', passed, failed, `${seconds(started)} s`);
}

/**
 * The lint (scripts/lint-all.mjs): ESLint, knip and the check that the rules still catch
 * deliberate violations, one count each, passed only with zero findings.
 */
async function lint() {
  const suite = 'lint (ESLint, dependency-cruiser, knip, rule canary)';
  const report = path.join(reports, 'lint.json');
  const started = Date.now();
  const script = path.join(repoRoot, 'scripts', 'lint-all.mjs');
  const code = await run(process.execPath, [script, '--report', report, '--findings', path.join(reports, 'lint-findings.txt')]);
  const json = readJson(report);
  if (!json) return record(suite, 0, 1, `no report, exit code ${code}`);
  const failed = json.checks.filter((check) => check.findings > 0);
  const notes = failed.map((check) => `${check.name}: ${check.findings} findings`);
  record(suite, json.checks.length - failed.length, failed.length, [`${seconds(started)} s`, ...notes].join('; '));
}

/** The bundle budgets (scripts/bench/budgets.json), one check per budget, measured in Chromium. */
async function bundleBudgets() {
  const report = path.join(reports, 'bundle-budgets.json');
  const started = Date.now();
  const script = path.join(repoRoot, 'scripts', 'bench', 'bundles.mjs');
  const code = await run(process.execPath, [script, '--check', '--no-build', '--report', report]);
  const json = readJson(report);
  if (!json) return record('bundle budgets (Chromium)', 0, 1, `no report, exit code ${code}`);
  const failed = json.checks.filter((check) => !check.ok).length;
  record('bundle budgets (Chromium)', json.checks.length - failed, failed, `${seconds(started)} s`);
}

async function e2eSuite() {
  const report = path.join(reports, 'e2e.json');
  const started = Date.now();
  const code = await pnpm(['--filter', '@shop/e2e', 'exec', 'playwright', 'test'], {
    env: { ...process.env, E2E_JSON_REPORT: report },
  });
  const json = readJson(report);
  if (!json) return record('end-to-end (Chromium)', 0, 1, `no report, exit code ${code}`);
  const { expected = 0, unexpected = 0, flaky = 0 } = json.stats ?? {};
  record('end-to-end (Chromium)', expected + flaky, unexpected, `${seconds(started)} s`);
}

const started = Date.now();
if ((await pnpm(['install', '--frozen-lockfile', '--reporter=append-only'])) !== 0) {
  record('install', 0, 1);
} else {
  // Stages run side by side where one of them would leave a core idle: apt's download waits on
  // the network while the build computes; the lint's and the type checks' last long process each
  // have a core to themselves otherwise. The sums of CPU stay
  // as they were; each suite's own line still says what it ran and how long it took.
  const [chromium, built] = await Promise.all([
    // Chromium for the bundle budgets (Lighthouse's browser, as a customer's); its headless shell,
    // the same engine without the windowed browser's compositor and GPU process, for the e2e tests.
    ensureDebianPackages([
      { name: 'chromium', binary: '/usr/bin/chromium' },
      { name: 'chromium-headless-shell', binary: '/usr/bin/chromium-headless-shell' },
    ]),
    run(process.execPath, [path.join(repoRoot, 'scripts', 'build.mjs')]).then((code) => code === 0),
  ]);
  if (!built) record('build', 0, 1);
  await Promise.all([typecheck(), lint()]);
  await twoAtATime(['shared', 'shell', 'catalog', 'cart', 'account', 'backoffice'].map((pkg) => () => jestSuite(`unit: ${pkg}`, pkg)));
  // Each API test file starts an app of its own: two files at a time, one per core. One suite after
  // the other: a few API tests bound how long a hostile body may hold the event loop, and four
  // workers on two cores stretched what they measure.
  await jestSuite('api on embedded PGlite', 'api', { workers: 2 });
  await jestSuite('api on PostgreSQL 15', 'api', { workers: 2, wrap: path.join(repoRoot, 'scripts', 'with-postgres.mjs') });
  if (!chromium) record('end-to-end (Chromium)', 0, 1, 'chromium could not be installed');
  // One after the other: the budgets count the bytes of pages the server rendered, and a render
  // past its first-byte budget on a crowded machine would make the browser load more.
  else if (built) {
    await bundleBudgets();
    await e2eSuite();
  }
}

const passed = results.reduce((sum, result) => sum + result.passed, 0);
const failed = results.reduce((sum, result) => sum + result.failed, 0);
console.log(`\nSuites (${seconds(started)} s):`);
for (const result of results) console.log(`  ${result.suite}: ${result.passed} passed, ${result.failed} failed`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
