// Unused files, exports and dependencies across the workspace (`npm run lint`, and a step of
// `npm test`). knip finds most entry points itself, from package.json scripts and exports, jest
// and Playwright configuration. What it cannot see is listed here, each with the reason.
import { createRequire } from 'node:module';
import path from 'node:path';
import type { KnipConfig } from 'knip';

const root = import.meta.dirname;
const require = createRequire(import.meta.url);
const FRONT_ENDS = ['shell', 'catalog', 'cart', 'account', 'backoffice'];

type Requests = string | string[] | { import: string | string[] };
type FederationOptions = { exposes?: Record<string, Requests>; runtimePlugins?: (string | [string, unknown])[]; shared?: Record<string, { import?: unknown }> };
type Plugin = { newResource?: unknown; _options?: FederationOptions } | null | false;
type WebpackConfig = { context?: string; entry?: Record<string, Requests>; resolve?: { alias?: Record<string, unknown> }; plugins?: Plugin[] };
type WebpackExport = WebpackConfig | ((env: object, argv: { mode: string }) => WebpackConfig);

/**
 * The files the front-ends' webpack builds start from or put in a module's place: entries, a
 * remote's `exposes` (loaded by other apps at run time, never imported), the host's federation
 * runtime plugins, files shared or aliased in a package's place and NormalModuleReplacementPlugin
 * stand-ins. Read from each evaluated webpack.config.cjs (production and development), so the list
 * cannot drift from the build; knip's own webpack plugin sees only the entries.
 */
function webpackStartFiles() {
  const files = new Set<string>(); // relative to the repository root, as tooling/ holds some
  const standIns = new Set<string>();
  const aliases = new Set<string>();
  const requests = (value: Requests) => [typeof value === 'object' && !Array.isArray(value) ? value.import : value].flat();
  for (const app of FRONT_ENDS) {
    let exposed = 0;
    for (const mode of ['production', 'development']) {
      for (const item of [require(path.join(root, app, 'webpack.config.cjs')) as WebpackExport | WebpackExport[]].flat()) {
        const config = typeof item === 'function' ? item({}, { mode }) : item;
        const add = (request: unknown, standIn = false) => {
          if (typeof request !== 'string' || !/^[./]/.test(request)) return;
          const file = path.relative(root, path.resolve(config.context ?? path.join(root, app), request)).split(path.sep).join('/');
          if (!file.startsWith('../') && !file.includes('node_modules/')) (standIn ? [files, standIns] : [files]).forEach((set) => set.add(file));
        };
        Object.values(config.entry ?? {}).flatMap(requests).forEach((request) => add(request));
        for (const [alias, target] of Object.entries(config.resolve?.alias ?? {})) {
          add(target, true);
          aliases.add(alias.replace(/\$$/, '').split('/').slice(0, alias.startsWith('@') ? 2 : 1).join('/'));
        }
        for (const plugin of config.plugins ?? []) {
          if (!plugin) continue;
          add(plugin.newResource, true);
          const { exposes = {}, runtimePlugins = [], shared = {} } = plugin._options ?? {};
          exposed += Object.keys(exposes).length;
          const runtimeFiles = [...runtimePlugins.map((entry) => [entry].flat()[0]), ...Object.values(shared).map((entry) => entry.import)];
          [...Object.values(exposes).flatMap(requests), ...runtimeFiles].forEach((request) => add(request));
        }
      }
    }
    // A remote whose exposed modules were not found would see them all reported as unused.
    if (app !== 'shell' && exposed === 0) throw new Error(`knip.config.ts: no exposes found in ${app}/webpack.config.cjs`);
  }
  const inFolder = (folder: string, list: Set<string>) => [...list].filter((file) => file.startsWith(`${folder}/`)).map((file) => file.slice(folder.length + 1));
  return { entryOf: (folder: string) => inFolder(folder, files), standIns: inFolder('tooling', standIns), aliases: [...aliases] };
}

const exactly = (names: string[]) => new RegExp(`^(${names.map((name) => name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')).join('|')})$`);

/**
 * A front-end declares each federated singleton so its build can share it with the version range
 * it was built against (tooling/webpack/shared-singletons.cjs throws without it), whether or not
 * its own source imports the package. One pattern, so knip hints only when none is left to ignore.
 */
const { SINGLETONS } = require('./tooling/webpack/shared-singletons.cjs') as { SINGLETONS: string[] };
const singletonPackages = exactly([...new Set(SINGLETONS.map((name) => name.replace(/\/$/, '')))]);
/** Each package's jest.config.cjs gets these through @shop/tooling/jest, which depends on them. */
const jestThroughTooling = exactly(['@swc/jest', 'jest-environment-jsdom', 'identity-obj-proxy']);
const webpack = webpackStartFiles();

export default {
  workspaces: {
    // Debian's own tools, called by scripts/with-postgres.mjs to run PostgreSQL as another user.
    '.': { entry: ['scripts/*.mjs'], ignoreBinaries: ['runuser', 'su'] },
    // The kernel's entry points are its surface for the apps: an export there that no app imports
    // any more (code is moving out of the kernel into the remotes) is reported like any other.
    shared: { ignoreDependencies: [jestThroughTooling], includeEntryExports: true },
    ...Object.fromEntries(
      FRONT_ENDS.map((app) => [
        app,
        // webpackStartFiles() reads every app's build, the entries included.
        { webpack: false, entry: ['webpack.config.cjs', ...webpack.entryOf(app)], ignoreDependencies: [singletonPackages, jestThroughTooling] },
      ]),
    ),
    api: {
      // Each benchmark round runs in a process of its own, started by path from perf/bench/api-bench.ts;
      // suite:cluster's script runs it through scripts/with-postgres.mjs, past where knip reads.
      // The render pool's workers load render modules by path: its test fixtures and benchmark modules.
      entry: ['perf/bench/api-round.ts', 'perf/reliability/cluster/cluster-suite.ts', 'src/web/render-pool/fixtures/*', 'perf/bench/render-pool/*.cjs'],
      // inter-font's files are read by a computed path (src/modules/catalog/images/raster.ts);
      // smtp-server (the mail tests' SMTP server) ships its own types now, and the @types package
      // stays in the lockfile until a dependency update takes it out.
      ignoreDependencies: [jestThroughTooling, 'inter-font', '@types/smtp-server'],
      // Debian's wrk: bench:render's second load generator (scripts/debian-package.mjs installs it).
      ignoreBinaries: ['wrk'],
    },
    tooling: {
      entry: webpack.entryOf('tooling'),
      ignoreIssues: {
        // A stand-in exports what the module it replaces exports, under each of that module's names.
        ...Object.fromEntries(webpack.standIns.map((file) => [file, ['duplicates' as const]])),
        // scripts/bench/lib/compile-hint.mjs reads COMPILE_HINT with require() by a computed path.
        'webpack/compile-hint.cjs': ['exports'],
      },
      // shared-singletons.cjs resolves the singletons (and react-router, behind react-router-dom)
      // from the app it configures, never from tooling's own dependencies; the other names are
      // ones the app builds resolve.alias to a file (shared-entries/*.mjs reach the package they
      // narrow as shop-full-package/<name>; the host's runtime core is the one enhanced brings).
      // jest/setup-dom.cjs configures the package under test's own @testing-library/react (each
      // front-end's dev dependency), resolved from that package, like the singletons above.
      ignoreDependencies: [singletonPackages, 'react-router', '@testing-library/react', exactly(webpack.aliases)],
    },
    // support/remote-release.ts builds a remote with that remote's own webpack-cli (require.resolve from its folder).
    e2e: { ignoreDependencies: ['webpack-cli'] },
  },
  // Stylesheets name packages too: the shell's fonts come from @fontsource-variable/inter by url().
  compilers: {
    css: (text: string) =>
      [...text.matchAll(/@import\s+(?:url\()?['"]?([^'")\s;]+)|url\(\s*['"]?([^'")\s]+)/g)]
        .map((match) => match[1] ?? match[2] ?? '')
        .filter((request) => !/^(data:|https?:|#|\/)/.test(request))
        .map((request) => `import '${request}';`)
        .join('\n'),
  },
} satisfies KnipConfig;
