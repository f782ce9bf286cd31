// Which sources a built file's bytes come from, read from its source map: every generated
// character is attributed to the source its mapping names. The gzip size of a part is estimated
// as the file's gzip size times that part's share of the generated characters. A production build
// keeps its maps outside the served folder: <app>/dist-maps/<file>.map for <app>/dist/<file>
// (tooling/webpack/private-source-maps-plugin.cjs).
import { existsSync, readFileSync } from 'node:fs';
import { SourceMapConsumer } from 'source-map-js';

/**
 * The federation runtime: @module-federation/enhanced's runtime (its packages: runtime core,
 * runtime, webpack bundler runtime, sdk, error codes), the entry its plugin generates to start it
 * (node_modules/.federation/entry.*.js), webpack's runtime modules for sharing, consuming, remotes
 * and the container, the runtime core a remote takes from the host (an external), and the tooling's
 * runtime files (tooling/webpack/federation-runtime). The shell's own code around it
 * (shell/src/federation: registry, retries, slot) is the shop's, counted with the shell.
 * Sources are matched as source-map-js gives them: `webpack://shop_shell/src/...`, without `./`.
 */
function isFederationSource(source) {
  return (
    /node_modules\/(\.pnpm\/[^/]+\/node_modules\/)?@module-federation\//.test(source) ||
    /node_modules\/\.federation\//.test(source) ||
    /webpack\/(container-entry|runtime\/(sharing|consumes|remotes loading|initialize sharing|federation runtime|embed\/federation))$/.test(source) ||
    /external [a-z-]+ "_FEDERATION_RUNTIME_CORE"$/.test(source) ||
    /tooling\/webpack\/federation-runtime\//.test(source)
  );
}

/**
 * Share of a built file's generated characters that belong to the federation runtime, read from
 * `mapFile`. A missing map is an error, not a share of 0: the runtime's budget would pass unmeasured.
 */
export function federationShare(file, mapFile) {
  if (!existsSync(mapFile)) throw new Error(`${mapFile} is missing: the build writes it beside dist/ (node scripts/build.mjs)`);
  const lines = readFileSync(file, 'utf8').split('\n');
  const consumer = new SourceMapConsumer(JSON.parse(readFileSync(mapFile, 'utf8')));
  let federation = 0;
  let total = 0;
  let previous = null;
  const count = (entry, end) => {
    const length = Math.max(0, end - entry.column);
    total += length;
    if (entry.source !== null && isFederationSource(entry.source)) federation += length;
  };
  consumer.eachMapping((mapping) => {
    if (previous) count(previous, mapping.generatedLine === previous.line ? mapping.generatedColumn : lines[previous.line - 1].length);
    previous = { line: mapping.generatedLine, column: mapping.generatedColumn, source: mapping.source };
  });
  if (previous) count(previous, lines[previous.line - 1].length);
  return total === 0 ? 0 : federation / total;
}
