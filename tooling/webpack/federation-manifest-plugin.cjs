// Writes mf-manifest.json beside a remote's remoteEntry.js: what the shell reads (through
// /remotes.json) to find the remote's entry, and what the bundle benchmark reads to find the
// chunks of every exposed module. Field names follow the Module Federation manifest.
const PLUGIN = 'ShopFederationManifestPlugin';

class FederationManifestPlugin {
  /** @param {{ name: string, exposes: Record<string, string>, shared: Record<string, object>, buildName: string, buildVersion: string }} options */
  constructor(options) {
    this.options = options;
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tap({ name: PLUGIN, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const { name, exposes, shared, buildName, buildVersion } = this.options;
        const filesOf = (chunkGroupName) => {
          const group = compilation.namedChunkGroups.get(chunkGroupName);
          if (!group) return { sync: [], async: [] };
          const sync = group.chunks.flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js')));
          const async = [...group.getChildren()].flatMap((child) => child.chunks.flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js'))));
          return { sync, async: [...new Set(async)].filter((file) => !sync.includes(file)) };
        };
        const manifest = {
          id: name,
          name,
          metaData: {
            name,
            type: 'app',
            buildInfo: { buildVersion, buildName },
            remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
            globalName: name,
            publicPath: 'auto',
          },
          shared: Object.entries(shared).map(([shareName, config]) => ({
            id: `${name}:${shareName}`,
            name: shareName,
            singleton: Boolean(config.singleton),
            requiredVersion: config.requiredVersion,
          })),
          remotes: [],
          exposes: Object.keys(exposes).map((exposePath) => {
            const exposeName = exposePath.replace(/^\.\//, '');
            return { id: `${name}:${exposeName}`, name: exposeName, path: exposePath, assets: { js: filesOf(exposeChunkName(exposePath)) } };
          }),
        };
        compilation.emitAsset('mf-manifest.json', new RawSource(`${JSON.stringify(manifest, null, 2)}\n`));
      });
    });
  }
}

/** The chunk an exposed module is built into: `__federation_expose_Pages` for `./Pages`. */
function exposeChunkName(exposePath) {
  return `__federation_expose_${exposePath.replace(/^\.\//, '').replace(/[^\w]/g, '_')}`;
}

module.exports = { FederationManifestPlugin, exposeChunkName };
