// Unused files, exports and dependencies across the workspace (`npm run lint`, and a step of
// `npm test`). knip finds most entry points itself, from package.json scripts and exports, jest
// and Playwright configuration. What it cannot see is listed here, each with the reason.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { KnipConfig } from 'knip';

const root = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);

const FRONT_ENDS = ['shell', 'catalog', 'cart', 'account'];

interface FederationOptions {
  exposes?: Record<string, string | string[] | { import: string | string[] }>;
  runtimePlugins?: (string | [string, unknown])[];
  shared?: Record<string, { import?: string | false }>;
}
interface WebpackPlugin {
  _options?: FederationOptions;
  newResource?: unknown;
}
interface WebpackConfig {
  context?: string;
  entry?: Record<string, string | string[] | { import: string | string[] }>;
  plugins?: (WebpackPlugin | null | undefined | false)[];
  resolve?: { alias?: Record<string, unknown> };
}
type WebpackExport = WebpackConfig | ((env: object, argv: { mode: string }) => WebpackConfig);

/**
 * The files the front-ends' webpack builds start from or put in a module's place: entries, a
 * remote's `exposes` (loaded by other apps at run time, never imported), the host's federation
 * runtime plugins, files shared or aliased in a package's place and NormalModuleReplacementPlugin
 * stand-ins. Read from the evaluated webpack.config.cjs (production and development), so the list
 * cannot drift from the build. Grouped by workspace folder: an app's build names files in tooling/.
 */
function webpackStartFiles() {
  const byFolder = new Map<string, Set<string>>();
  const standIns = new Map<string, Set<string>>();
  const aliases = new Set<string>();
  const add = (context: string, request: unknown, standIn = false) => {
    if (typeof request !== 'string' || !/^[./]/.test(request)) return;
    const file = path.resolve(context, request);
    if (file.split(path.sep).includes('node_modules')) return;
    const [folder, ...rest] = path.relative(root, file).split(path.sep);
    if (!folder || folder.startsWith('..') || rest.length === 0) return;
    byFolder.set(folder, (byFolder.get(folder) ?? new Set()).add(rest.join('/')));
    if (standIn) standIns.set(folder, (standIns.get(folder) ?? new Set()).add(rest.join('/')));
  };
  const requestsOf = (value: string | string[] | { import: string | string[] }) =>
    typeof value === 'string' || Array.isArray(value) ? [value].flat() : [value.import].flat();

  for (const app of FRONT_ENDS) {
    const dir = path.join(root, app);
    const exported = require(path.join(dir, 'webpack.config.cjs')) as WebpackExport | WebpackExport[];
    let exposed = 0;
    for (const mode of ['production', 'development']) {
      for (const item of [exported].flat()) {
        const config = typeof item === 'function' ? item({}, { mode }) : item;
        const context = config.context ?? dir;
        for (const entry of Object.values(config.entry ?? {})) for (const request of requestsOf(entry)) add(context, request);
        for (const [alias, target] of Object.entries(config.resolve?.alias ?? {})) {
          add(context, target, true);
          aliases.add(alias.replace(/\$$/, '').split('/').slice(0, alias.startsWith('@') ? 2 : 1).join('/'));
        }
        for (const plugin of config.plugins ?? []) {
          if (!plugin) continue;
          add(context, plugin.newResource, true);
          const federation = plugin._options;
          for (const expose of Object.values(federation?.exposes ?? {})) {
            for (const request of requestsOf(expose)) add(context, request);
            exposed += 1;
          }
          for (const runtimePlugin of federation?.runtimePlugins ?? []) add(context, [runtimePlugin].flat()[0]);
          for (const shared of Object.values(federation?.shared ?? {})) add(context, shared.import);
        }
      }
    }
    // A remote whose exposed modules were not found would see them all reported as unused.
    if (app !== 'shell' && exposed === 0) throw new Error(`knip.config.ts: no exposes found in ${app}/webpack.config.cjs`);
  }
  return { byFolder, standIns, aliases: [...aliases] };
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
const entryOf = (folder: string) => [...(webpack.byFolder.get(folder) ?? [])];
/** A stand-in exports what the module it replaces exports, under each of that module's names. */
const standInIssues = (folder: string) =>
  Object.fromEntries([...(webpack.standIns.get(folder) ?? [])].map((file) => [file, ['duplicates' as const]]));

const config: KnipConfig = {
  workspaces: {
    '.': {
      entry: ['scripts/*.mjs'],
      // Debian's own tools, called by scripts/with-postgres.mjs to run PostgreSQL as another user.
      ignoreBinaries: ['runuser', 'su'],
    },
    shared: {
      ignoreDependencies: [jestThroughTooling],
      // The kernel's entry points are its surface for the apps: an export there that no app imports
      // any more (code is moving out of the kernel into the remotes) is reported like any other.
      includeEntryExports: true,
    },
    ...Object.fromEntries(
      FRONT_ENDS.map((app) => [
        app,
        {
          // knip's webpack plugin reads a config that is one object or function; the shell's is a list
          // (the app and its service worker). webpackStartFiles() reads every app's the same way.
          webpack: false,
          entry: ['webpack.config.cjs', ...entryOf(app)],
          ignoreDependencies: [singletonPackages, jestThroughTooling],
        },
      ]),
    ),
    api: {
      // Each benchmark round runs in a process of its own, started by path from perf/bench/api-bench.ts;
      // suite:cluster's script runs it through scripts/with-postgres.mjs, past where knip reads.
      entry: ['perf/bench/api-round.ts', 'perf/reliability/cluster/cluster-suite.ts'],
      ignoreDependencies: [
        jestThroughTooling,
        // Its font files are read by a computed path (src/modules/catalog/images/raster.ts).
        'inter-font',
        // smtp-server (the mail tests' SMTP server) ships its own types now; the @types package stays
        // in the lockfile until a dependency update takes it out.
        '@types/smtp-server',
      ],
    },
    tooling: {
      entry: entryOf('tooling'),
      ignoreIssues: {
        ...standInIssues('tooling'),
        // scripts/bench/lib/compile-hint.mjs reads COMPILE_HINT with require() by a computed path.
        'webpack/compile-hint.cjs': ['exports'],
      },
      // shared-singletons.cjs resolves the singletons (and react-router, behind react-router-dom)
      // from the app it configures, never from tooling's own dependencies.
      ignoreDependencies: [
        singletonPackages,
        'react-router',
        // Names the app builds resolve.alias to a file (shared-entries/*.mjs reach the package they
        // narrow as shop-full-package/<name>; the host's runtime core is the one enhanced brings):
        // not dependencies of the tooling.
        exactly(webpack.aliases),
      ],
    },
    'scripts/bench': {},
    e2e: {
      // support/remote-release.ts builds a remote with that remote's own webpack-cli (require.resolve
      // from the remote's folder).
      ignoreDependencies: ['webpack-cli'],
    },
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
};

export default config;
