// `npm run bench:bundles`: the gzip size of each page's initial JavaScript as Chromium really
// loads it from a production server, of every remoteEntry and exposed module, and the federation
// runtime's share, each beside its budget (budgets.json).
// `--check` (part of `npm test`): measures the pages with the prefetch off only, prints the checks,
// writes them as JSON to `--report <file>` and exits 1 when a budget is exceeded. `--no-build`
// measures the build as it is.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { KB, checkBudgets, readBudgets } from './lib/budgets.mjs';
import { appOf, distFileOf, federationGzip, remoteBundles } from './lib/dist-files.mjs';
import { COMPILE_HINT, scriptsWithoutCompileHint } from './lib/compile-hint.mjs';
import { benchPages } from './lib/pages.mjs';
import { namesMissingFromSurfaces } from './lib/shared-surface.mjs';
import { launchBrowser, loadPageAssets } from './lib/page-scripts.mjs';
import { repoRoot, startShop } from './lib/shop-server.mjs';
import { kb, printTable } from './lib/table.mjs';
import { run } from '../lib.mjs';

const { values: options } = parseArgs({
  options: { check: { type: 'boolean', default: false }, report: { type: 'string' }, 'no-build': { type: 'boolean', default: false } },
});
const checkOnly = options.check;
const reportFile = options.report ? path.resolve(options.report) : null;

const sum = (items, key) => items.reduce((total, item) => total + item[key], 0);

async function measurePages(browser, shopUrl) {
  const pages = [];
  for (const page of await benchPages(shopUrl)) {
    // Data saver on: the shell skips the idle prefetch (spec §7), so this is what the page needs.
    const initial = (await loadPageAssets(browser, shopUrl + page.path, { dataSaver: true })).map((asset) => ({
      ...asset,
      app: appOf(asset.url),
      federation: asset.type === 'script' ? federationGzip(asset.url, asset.gzip) : 0,
    }));
    const scripts = initial.filter((asset) => asset.type === 'script');
    let prefetch = [];
    if (!checkOnly) {
      const loaded = new Set(initial.map((asset) => asset.url));
      prefetch = (await loadPageAssets(browser, shopUrl + page.path)).filter((asset) => asset.type === 'script' && !loaded.has(asset.url));
    }
    pages.push({
      ...page,
      scripts,
      initialGzip: sum(scripts, 'gzip'),
      federationGzip: sum(scripts, 'federation'),
      cssGzip: sum(initial.filter((asset) => asset.type === 'stylesheet'), 'gzip'),
      prefetchGzip: sum(prefetch, 'gzip'),
    });
  }
  return pages;
}

function printPages(pages, budgets) {
  console.log('\nInitial JavaScript of a first visit (KB gzip; idle prefetch off)');
  printTable(
    ['page', 'path', 'files', 'JS', 'federation runtime', 'shell+libs', 'catalog', 'cart', 'account', 'budget', 'target', 'CSS', 'prefetched later'],
    pages.map((page) => {
      const byApp = (app) => kb(sum(page.scripts.filter((script) => script.app === app), 'gzip'));
      return [page.name, page.path, page.scripts.length, kb(page.initialGzip), kb(page.federationGzip), byApp('shell'), byApp('catalog'), byApp('cart'), byApp('account'), budgets.pages[page.name]?.kb ?? '-', budgets.pages[page.name]?.targetKb ?? '-', kb(page.cssGzip), checkOnly ? '-' : kb(page.prefetchGzip)];
    }),
  );
  const front = pages[0];
  console.log(`\nFiles of ${front.path} (KB gzip):`);
  printTable(
    ['file', 'app', 'JS', 'federation runtime'],
    [...front.scripts].sort((a, b) => b.gzip - a.gzip).map((script) => [new URL(script.url).pathname, script.app, kb(script.gzip), kb(script.federation)]),
  );
}

function printRemotes(remotes, budgets) {
  console.log('\nRemotes (KB gzip): remoteEntry.js and the files each exposed module loads itself');
  const rows = [];
  for (const { remote, entry, exposes } of remotes) {
    rows.push([remote, 'remoteEntry.js', kb(entry.gzip), kb(entry.federation), budgets.remotes[remote]?.remoteEntry ?? '-']);
    for (const expose of exposes) {
      rows.push([remote, expose.path, kb(expose.gzip), kb(sum(expose.files, 'federation')), budgets.remotes[remote]?.exposes[expose.path] ?? '-']);
    }
  }
  printTable(['remote', 'module', 'JS', 'federation runtime', 'budget'], rows);
}

function printChecks(checks, pages, budgets) {
  console.log('\nBudgets (budgets.json):');
  for (const check of checks) {
    const measured = check.bytes === undefined ? 'not measured' : `${kb(check.bytes)} KB`;
    const budget = check.budgetBytes === undefined ? 'no budget' : `${kb(check.budgetBytes)} KB`;
    const figures = check.budgetBytes === 0 ? '' : `: ${measured} (budget ${budget})`;
    console.log(`  ${check.ok ? 'ok  ' : 'OVER'}  ${check.name}${figures}`);
  }
  const failed = checks.filter((check) => !check.ok).length;
  for (const page of pages) {
    const target = budgets.pages[page.name]?.targetKb;
    if (target !== undefined && page.initialGzip > target * KB) console.log(`  target not reached: ${page.name} ${kb(page.initialGzip)} KB, goal ${target} KB`);
  }
  console.log(`Budgets: ${checks.length - failed} within, ${failed} over`);
}

if (!options['no-build']) {
  const code = await run(process.execPath, [path.join(repoRoot, 'scripts', 'build.mjs')]);
  if (code !== 0) process.exit(code);
}
const budgets = readBudgets();
// The budgets count a server-rendered page's scripts: a render's first byte may take 5 s here, so a
// busy machine does not send the browser its page instead (and with it more scripts to count).
const shop = await startShop({ RENDER_FIRST_BYTE_MS: '5000' });
let pages;
const browser = await launchBrowser();
try {
  pages = await measurePages(browser, shop.url);
} finally {
  await browser.close();
  await shop.stop();
}
const remotes = remoteBundles();
printPages(pages, budgets);
printRemotes(remotes, budgets);
const missing = namesMissingFromSurfaces();
const unhinted = scriptsWithoutCompileHint(pages.flatMap((page) => page.scripts.map((script) => distFileOf(script.url))));
const checks = [
  ...checkBudgets(budgets, pages, remotes),
  // Not a size, but what keeps the narrowed shared libraries safe: every imported name is shared.
  { name: `the shared react-router-dom and react-i18next lists hold every imported name${missing.length ? `: missing ${missing.join(', ')}` : ''}`, bytes: 0, budgetBytes: 0, ok: missing.length === 0 },
  // Nor this: without the hint a phone compiles the start-up code on its main thread (long tasks).
  { name: `every script of the pages starts with ${COMPILE_HINT}${unhinted.length ? `: not ${unhinted.join(', ')}` : ''}`, bytes: 0, budgetBytes: 0, ok: unhinted.length === 0 },
];
printChecks(checks, pages, budgets);
if (reportFile) writeFileSync(reportFile, JSON.stringify({ kb: KB, checks }, null, 2));
if (checkOnly && checks.some((check) => !check.ok)) process.exit(1);
