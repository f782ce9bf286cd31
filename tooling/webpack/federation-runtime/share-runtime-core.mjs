// Host runtime plugin: puts the host's runtime core where remotes built with
// `experiments.externalRuntime` look for it (their `@module-federation/runtime-core` is the global
// _FEDERATION_RUNTIME_CORE). The page then carries one copy of the core, the host's, instead of
// one in every remoteEntry.js.
//
// enhanced's own `provideExternalRuntime` does the same, but its plugin is loaded by webpack as
// CommonJS and brings a second, CommonJS copy of the core into the host. This module imports the
// ES build that the host's runtime already uses (resolve.alias, federation-plugin.cjs), so nothing is
// added but these lines.
import * as runtimeCore from '@module-federation/runtime-core';

export default function shareRuntimeCore() {
  return {
    name: 'shop-share-runtime-core',
    beforeInit(args) {
      const global = runtimeCore.Global;
      // The first host on the page provides it; another one (never, in this shop) keeps using its own.
      if (!global._FEDERATION_RUNTIME_CORE) {
        global._FEDERATION_RUNTIME_CORE = runtimeCore;
        global._FEDERATION_RUNTIME_CORE_FROM = { name: args.options.name, version: args.origin.version };
      }
      return args;
    },
  };
}
