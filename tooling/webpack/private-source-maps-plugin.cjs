// Production source maps hold the shop's whole front-end source. They are kept for error
// reporting, never served: devtool 'hidden-source-map' leaves the scripts and stylesheets without
// a sourceMappingURL comment, and this plugin takes the .map files out of the output folder and
// writes them beside it instead (catalog/dist → catalog/dist-maps, same paths inside), where no
// server looks. The bundle benchmark reads them there (scripts/bench/lib/attribution.mjs).
const { mkdir, rm, writeFile } = require('node:fs/promises');
const path = require('node:path');

const PLUGIN = 'ShopPrivateSourceMapsPlugin';

/** The folder a build's source maps go to: beside its output folder, `<output>-maps`. */
function sourceMapsDirFor(outputPath) {
  return `${outputPath.replace(/[\\/]+$/, '')}-maps`;
}

class PrivateSourceMapsPlugin {
  /** @param {{ mapsDir: string }} options */
  constructor(options) {
    this.mapsDir = options.mapsDir;
  }

  apply(compiler) {
    const { Compilation } = compiler.webpack;
    /** @type {Map<string, Buffer>} */
    let maps = new Map();
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      maps = new Map();
      compilation.hooks.processAssets.tap(
        // After the maps are written (DEV_TOOLING) and renamed with the real content hashes.
        { name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_ANALYSE },
        () => {
          for (const asset of compilation.getAssets()) {
            if (!asset.name.endsWith('.map')) continue;
            maps.set(asset.name, asset.source.buffer());
            compilation.deleteAsset(asset.name);
          }
        },
      );
    });
    // Written once the build is out: the folder holds exactly this build's maps.
    compiler.hooks.afterEmit.tapPromise(PLUGIN, async () => {
      await rm(this.mapsDir, { recursive: true, force: true });
      for (const [name, buffer] of maps) {
        const target = path.join(this.mapsDir, name);
        await mkdir(path.dirname(target), { recursive: true });
        await writeFile(target, buffer);
      }
    });
  }
}

module.exports = { PrivateSourceMapsPlugin, sourceMapsDirFor };
