// Module Federation for one app, with @module-federation/enhanced (the architecture's design card):
// its webpack plugin, its runtime, its mf-manifest.json. The runtime is shipped once a page: the
// host bundles it whole and publishes its core; remotes are built against that core instead of
// bundling their own (experiments.externalRuntime). Measured with bench:bundles: 24 KB gzip in the
// shell's main.js and about 6.5 KB in each remoteEntry.js, 37 KB on a page with two remotes, where
// each container carrying its own runtime costs about 25 KB (ARCHITECTURE.md, Federation).
const fs = require('node:fs');
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { NormalModuleReplacementPlugin } = require('webpack');
const { OneSharingRuntimePlugin } = require('./one-sharing-runtime-plugin.cjs');

/** The host runtime plugin that publishes the host's runtime core for the remotes. */
const SHARE_RUNTIME_CORE_PLUGIN = path.join(__dirname, 'federation-runtime', 'share-runtime-core.mjs');

function packageRoot(file, packageName) {
  for (let dir = path.dirname(file); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (fs.existsSync(manifest) && JSON.parse(fs.readFileSync(manifest, 'utf8')).name === packageName) return dir;
  }
  throw new Error(`No package root of ${packageName} above ${file}`);
}

/**
 * The ES build of @module-federation/runtime-core that the host's runtime imports, found along
 * enhanced's own dependencies (pnpm keeps the package out of the tooling's reach). require.resolve
 * gives the CommonJS build; webpack takes the package's "import" export, and so must the alias, or
 * the host would carry two copies of the core.
 */
function runtimeCoreEntry() {
  let from = require.resolve('@module-federation/enhanced');
  for (const name of ['@module-federation/runtime-tools', '@module-federation/runtime', '@module-federation/runtime-core']) {
    from = require.resolve(name, { paths: [path.dirname(from)] });
  }
  const root = packageRoot(from, '@module-federation/runtime-core');
  const { exports } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  return path.join(root, exports['.'].import.default);
}

/** resolve.alias entries a host needs for share-runtime-core.mjs to import the host's own core. */
function federationAliases(isHost) {
  return isHost ? { '@module-federation/runtime-core$': runtimeCoreEntry() } : {};
}

/**
 * @param {object} options
 * @param {string} options.name       the app: shell | catalog | cart | account
 * @param {string} options.uniqueName the build's output.uniqueName
 * @param {Record<string, object>} options.shared  the shared singletons (shared-singletons.cjs)
 * @param {Record<string, string>} [options.exposes]  a remote's public surface
 * @param {string[]} [options.runtimePlugins]  the host's own runtime plugins (files)
 * @param {boolean} options.production  a remote built for development runs alone, on a page of its own
 */
function federationPlugins({ name, uniqueName, shared, exposes, runtimePlugins = [], production }) {
  const isHost = !exposes;
  const federation = new ModuleFederationPlugin({
    // A remote's name is its container's global and the first part of an id ('catalog/Pages').
    // The host is addressed by no one: its name is its build's, which the share scope records as
    // the provider (`from`) of every singleton.
    name: isHost ? uniqueName : name,
    ...(isHost ? {} : { filename: 'remoteEntry.js', exposes }),
    shared,
    // A library already loaded on the page (the shell's) is used before any newer one a remote
    // brings, and a remote that is offline does not hold up the start.
    shareStrategy: 'loaded-first',
    // Only remotes are found through a manifest; the shell's would describe nothing.
    manifest: !isHost,
    // The shop's contract types are in @shop/shared; nothing is generated or downloaded at build time.
    dts: false,
    runtimePlugins: isHost ? [SHARE_RUNTIME_CORE_PLUGIN, ...runtimePlugins] : [],
    experiments: isHost
      ? // The host keeps the snapshot plugin: it is what reads a remote's mf-manifest.json.
        { optimization: { target: 'web' } }
      : // Remotes load no remotes and no manifests themselves, and in production their runtime core
        // is the host's. A development build keeps its own: its page has no host to take it from.
        { externalRuntime: production, optimization: { target: 'web', disableSnapshot: true, disableRemote: true } },
  });
  return [federation, new OneSharingRuntimePlugin()];
}

/**
 * Parts of the federation packages that are for a build machine, replaced in production pages:
 * the SDK's logger by a plain console one (federation-runtime/console-logger.mjs), and the error
 * descriptions by the runtime's own (federation-runtime/runtime-error-descriptions.mjs).
 */
function federationRuntimeReplacements() {
  const runtimeFile = (name) => path.join(__dirname, 'federation-runtime', name);
  return [
    new NormalModuleReplacementPlugin(/[\\/]@module-federation[\\/]sdk[\\/]dist[\\/]logger\.js$/, runtimeFile('console-logger.mjs')),
    new NormalModuleReplacementPlugin(/[\\/]@module-federation[\\/]error-codes[\\/]dist[\\/]desc\.mjs$/, runtimeFile('runtime-error-descriptions.mjs')),
  ];
}

module.exports = { federationPlugins, federationAliases, federationRuntimeReplacements };
