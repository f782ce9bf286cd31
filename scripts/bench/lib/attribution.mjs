// Which sources a built file's bytes come from, read from its source map: every generated
// character is attributed to the source its mapping names. The gzip size of a part is estimated
// as the file's gzip size times that part's share of the generated characters.
import { existsSync, readFileSync } from 'node:fs';
import { SourceMapConsumer } from 'source-map-js';

/**
 * The federation runtime: webpack's sharing, consuming and container code, any
 * @module-federation package, and the shell's own remote loader (shell/src/federation).
 */
export function isFederationSource(source) {
  return (
    /node_modules\/(\.pnpm\/[^/]+\/node_modules\/)?@module-federation\//.test(source) ||
    /webpack\/(container-entry|runtime\/(sharing|consumes|remotes loading|initialize sharing))$/.test(source) ||
    /^webpack:\/\/shop_shell\/\.\/src\/federation\//.test(source)
  );
}

/** Share of a built file's generated characters that belong to the federation runtime (0 without a map). */
export function federationShare(file) {
  const mapFile = `${file}.map`;
  if (!existsSync(file) || !existsSync(mapFile)) return 0;
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
