// Keeps webpack's own sharing runtime out of a build whose sharing runtime is enhanced's.
//
// webpack 5.111 (the pinned version) adds its share-scope runtime (`__webpack_require__.I`, `.S`)
// to every runtime chunk that uses a share scope. @module-federation/enhanced adds its own beside
// it, which replaces it when the chunk starts: webpack's is dead code, about 0.35 KB gzip in the
// shell's main.js and in every remoteEntry.js (measured with bench:bundles).
const PLUGIN = 'ShopOneSharingRuntimePlugin';

class OneSharingRuntimePlugin {
  apply(compiler) {
    const { RuntimeGlobals } = compiler.webpack;
    compiler.hooks.compilation.tap(PLUGIN, (compilation) => {
      // Before webpack's RuntimePlugin (stage 0): returning true ends the hook for this chunk.
      compilation.hooks.runtimeRequirementInTree.for(RuntimeGlobals.shareScopeMap).tap({ name: PLUGIN, stage: -10 }, (chunk) => {
        // enhanced's ConsumeSharedPlugin has already added its module, named "sharing", to the chunk.
        for (const module of compilation.chunkGraph.getChunkRuntimeModulesIterable(chunk)) {
          if (module.name === 'sharing') return true;
        }
        return undefined;
      });
    });
  }
}

module.exports = { OneSharingRuntimePlugin };
