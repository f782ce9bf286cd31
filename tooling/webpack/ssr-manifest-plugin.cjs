// A remote's mf-manifest.json names both of its builds: the browser's remoteEntry.js, and the
// Node build's (server/remoteEntry.js) as `ssrRemoteEntry`, which the federation runtime picks on
// the server. One manifest address is then the remote's release for the browser and the server
// alike. Written after the federation plugin's manifest (optimize-transfer stage) and before the
// compressed copies are made (report stage). (The rsbuild plugin merges the two manifests the same way; with webpack it is ours to do.)
const { Compilation, sources } = require('webpack');

const MANIFEST = 'mf-manifest.json';

class SsrManifestPlugin {
  /** @param {{ serverDir: string }} options  the server build's folder, relative to the browser build's */
  constructor({ serverDir }) {
    this.serverDir = serverDir;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('SsrManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'SsrManifestPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ANALYSE }, () => {
        const asset = compilation.getAsset(MANIFEST);
        if (!asset) return;
        const manifest = JSON.parse(asset.source.source().toString());
        manifest.metaData.ssrRemoteEntry = { name: 'remoteEntry.js', path: this.serverDir, type: 'commonjs-module' };
        compilation.updateAsset(MANIFEST, new sources.RawSource(JSON.stringify(manifest)));
      });
    });
  }
}

module.exports = { SsrManifestPlugin };
