// The libraries every app gets exactly one copy of at run time (architecture: federated singletons).
// One store, one router context and one i18n instance across all remotes depend on this list.
const SINGLETONS = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'react-router',
  'zustand',
  'i18next',
  'react-i18next',
  'axios',
  '@shop/shared',
];

function versionRange(packageJson, name) {
  const packageName = name.endsWith('/') ? name.slice(0, -1) : name;
  const range = packageJson.dependencies?.[packageName];
  if (!range) throw new Error(`${packageJson.name} must depend on ${packageName} to share it`);
  // workspace:* is not a semver range; the shared package's own version is.
  if (range.startsWith('workspace:')) {
    return `^${require(require.resolve(`${packageName}/package.json`, { paths: [process.cwd()] })).version}`;
  }
  return range;
}

function sharedSingletons(packageJson) {
  return Object.fromEntries(
    SINGLETONS.map((name) => [name, { singleton: true, requiredVersion: versionRange(packageJson, name) }]),
  );
}

module.exports = { sharedSingletons, SINGLETONS };
