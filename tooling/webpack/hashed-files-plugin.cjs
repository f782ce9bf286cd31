// Writes hashed-files.json at the root of every front-end build: the names of the build's
// content-hashed files, `{ "files": ["853.5fe9….js", "assets/inter….woff2", …] }`, by path inside
// the output folder. The shell's service worker keeps only files a build lists there
// (shell/src/sw/hashed-file-list.ts reads it), never a page whose address merely looks hashed. A
// remote's list lies beside its mf-manifest.json, so it travels with the remote's own deploy.
const PLUGIN = 'ShopHashedFilesPlugin';
const LIST_FILE = 'hashed-files.json';
/** The kinds of file the service worker keeps (shell/src/sw/cache-rules.ts, HASHED_ASSET). */
const KEPT_KINDS = /\.(js|css|woff2?|svg|png)$/;

class HashedFilesPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tap(
        // After the real content hashes are in the names, before the compressed copies are written.
        { name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_ANALYSE },
        () => {
          const files = compilation
            .getAssets()
            // webpack marks a file `immutable` when its name carries its content hash.
            .filter((asset) => asset.info.immutable === true && KEPT_KINDS.test(asset.name))
            .map((asset) => asset.name)
            .sort();
          compilation.emitAsset(LIST_FILE, new sources.RawSource(`${JSON.stringify({ files }, null, 1)}\n`));
        },
      );
    });
  }
}

module.exports = { HashedFilesPlugin };
