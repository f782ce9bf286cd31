// The libraries every app gets exactly one copy of at run time (architecture: federated singletons).
// One store, one router context and one i18n instance across all remotes depend on this list.
const path = require('node:path');

const SINGLETONS = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'react-router-dom',
  'zustand',
  'i18next',
  'react-i18next',
  'axios',
  '@shop/shared',
];

/**
 * Packages shared through a list of their exports (shared-entries/<name>.mjs) instead of whole:
 * a shared module cannot be tree-shaken, a list of re-exports can.
 */
const SURFACES = ['react-router-dom', 'react-i18next'];
const surfaceFile = (name) => path.join(__dirname, 'shared-entries', `${name}.mjs`);

function packageNameOf(name) {
  return name.endsWith('/') ? name.slice(0, -1) : name;
}

function installedPackageJson(packageName, appDir) {
  return require(require.resolve(`${packageName}/package.json`, { paths: [appDir] }));
}

function versionRange(packageJson, name, appDir) {
  const packageName = packageNameOf(name);
  const range = packageJson.dependencies?.[packageName];
  if (!range) throw new Error(`${packageJson.name} must depend on ${packageName} to share it`);
  // workspace:* is not a semver range; the shared package's own version is.
  if (range.startsWith('workspace:')) return `^${installedPackageJson(packageName, appDir).version}`;
  return range;
}

/**
 * The full ES module build of a package whose surface is shared, for shared-entries/<name>.mjs.
 * react-router-dom 7 is react-router re-exported (plus two data-router components the shop does not
 * use): its names are taken from react-router's production build, which the package's exports map
 * would not pick (bundlers get the development build there).
 */
function fullPackageEntry(name, appDir) {
  if (name === 'react-router-dom') {
    const routerDom = path.dirname(require.resolve('react-router-dom/package.json', { paths: [appDir] }));
    const router = path.dirname(require.resolve('react-router/package.json', { paths: [routerDom] }));
    return path.join(router, 'dist', 'production', 'index.mjs');
  }
  if (name === 'react-i18next') {
    const root = path.dirname(require.resolve('react-i18next/package.json', { paths: [appDir] }));
    return path.join(root, 'dist', 'es', 'index.js');
  }
  throw new Error(`No full entry known for ${name}`);
}

/** resolve.alias entries that let the surface files reach the packages they narrow. */
function surfaceAliases(appDir) {
  return Object.fromEntries(SURFACES.map((name) => [`shop-full-package/${name}$`, fullPackageEntry(name, appDir)]));
}

/**
 * The `shared` option of the ModuleFederationPlugin for one app.
 *
 * `checkVersions`: whether the runtime checks, for every shared module an app consumes, that the
 * loaded singleton satisfies the app's range. The check only ever warns (no `strictVersion`: a
 * singleton is used whatever its version), and in production it was a semver parse per module and
 * app in the start-up's longest tasks on the main thread. Production builds leave it out;
 * development builds, where a team upgrades a library, keep the warning.
 * The ranges still come from each app's package.json, so a missing dependency fails the build.
 */
function sharedSingletons(packageJson, appDir, { checkVersions = true } = {}) {
  return Object.fromEntries(
    SINGLETONS.map((name) => {
      const range = versionRange(packageJson, name, appDir);
      const config = { singleton: true, requiredVersion: checkVersions ? range : false };
      if (SURFACES.includes(name)) {
        // The surface file is what gets provided; it carries the package's real version.
        Object.assign(config, { import: surfaceFile(name), version: installedPackageJson(name, appDir).version });
      }
      return [name, config];
    }),
  );
}

/**
 * axios's fetch adapter, replaced in browser builds (shared-entries/axios-without-fetch-adapter.mjs
 * says why): a NormalModuleReplacementPlugin's arguments.
 */
const AXIOS_FETCH_ADAPTER = /[\\/]axios[\\/]lib[\\/]adapters[\\/]fetch\.js$/;
const axiosFetchAdapterStand = path.join(__dirname, 'shared-entries', 'axios-without-fetch-adapter.mjs');

module.exports = { sharedSingletons, surfaceAliases, SINGLETONS, AXIOS_FETCH_ADAPTER, axiosFetchAdapterStand };
