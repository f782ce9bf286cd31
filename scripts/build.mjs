// Builds every deployable: the API bundle and the five front-ends. An app whose sources have not
// changed since its last build is skipped (its dist/ carries the hash of what it was built from),
// so `npm start` with an existing build starts at once. A front-end's source maps are written
// beside its dist/, in dist-maps/, which no server serves (kept for error reporting).
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { mustSucceed, pnpm, repoRoot, seconds, twoAtATime } from './lib.mjs';

const APPS = [
  { name: 'api', sourceMaps: false, inputs: ['api/src', 'api/migrations', 'api/scripts', 'api/package.json', 'shared/src/routes', 'shared/src/contracts', 'shared/src/domain'] },
  { name: 'shell', sourceMaps: true, inputs: ['shell/src', 'shell/package.json', 'shell/webpack.config.cjs'] },
  { name: 'catalog', sourceMaps: true, inputs: ['catalog/src', 'catalog/package.json', 'catalog/webpack.config.cjs'] },
  { name: 'cart', sourceMaps: true, inputs: ['cart/src', 'cart/package.json', 'cart/webpack.config.cjs'] },
  { name: 'account', sourceMaps: true, inputs: ['account/src', 'account/package.json', 'account/webpack.config.cjs'] },
  { name: 'backoffice', sourceMaps: true, inputs: ['backoffice/src', 'backoffice/package.json', 'backoffice/webpack.config.cjs'] },
];
const COMMON_INPUTS = ['shared/src', 'shared/package.json', 'tooling/webpack', 'tooling/routes', 'pnpm-lock.yaml', 'tsconfig.base.json'];

function filesUnder(relative) {
  const absolute = path.join(repoRoot, relative);
  if (!existsSync(absolute)) return [];
  if (statSync(absolute).isFile()) return [absolute];
  return readdirSync(absolute, { withFileTypes: true })
    .filter((entry) => entry.name !== 'node_modules' && entry.name !== 'dist' && entry.name !== 'dist-maps')
    .flatMap((entry) => filesUnder(path.join(relative, entry.name)));
}

function sourceHash(app) {
  const hash = createHash('sha256');
  hash.update(process.env.SHOP_RELEASE ?? '');
  for (const file of [...app.inputs, ...COMMON_INPUTS].flatMap(filesUnder).sort()) {
    hash.update(path.relative(repoRoot, file));
    hash.update(readFileSync(file));
  }
  return hash.digest('hex');
}

const stampFile = (app) => path.join(repoRoot, app.name, 'dist', '.build-hash');
/** A build is complete with its source maps (an older build kept them in dist/). */
const isComplete = (app) => existsSync(stampFile(app)) && (!app.sourceMaps || existsSync(path.join(repoRoot, app.name, 'dist-maps')));

const force = process.argv.includes('--force');
const only = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const started = Date.now();

async function build(app) {
  const hash = sourceHash(app);
  if (!force && isComplete(app) && readFileSync(stampFile(app), 'utf8') === hash) {
    console.log(`${app.name}: up to date`);
    return;
  }
  const appStarted = Date.now();
  await mustSucceed(`Building ${app.name}`, pnpm(['--filter', `@shop/${app.name}`, 'build'], { stdio: ['ignore', 'ignore', 'inherit'] }));
  writeFileSync(stampFile(app), hash);
  console.log(`${app.name}: built in ${seconds(appStarted)} s`);
}

// Two builds at a time: a webpack build keeps about one core busy, and the shop's machines have two.
const apps = APPS.filter((candidate) => only.length === 0 || only.includes(candidate.name));
await twoAtATime(apps.map((app) => () => build(app)));
console.log(`build finished in ${seconds(started)} s`);
