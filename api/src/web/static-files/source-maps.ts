/**
 * Source maps hold the front-ends' whole source. The build writes them outside the served folders
 * (tooling/webpack/private-source-maps-plugin.cjs); the server still refuses any request for one,
 * so a map left in a dist/ folder by hand or by an older build is never sent.
 */
const SOURCE_MAP = /\.map(\.(br|gz))?$/i;

/** Whether a request path (as it came, percent-encoded or not) asks for a source map or its compressed copy. */
export function isSourceMapPath(rawPathname: string): boolean {
  let decoded = rawPathname;
  try {
    // The file server decodes the path before it looks for the file: `%2emap` is `.map` to it.
    decoded = decodeURIComponent(rawPathname);
  } catch {
    // Not decodable: the file server refuses it too; the raw path is checked as it is.
  }
  return SOURCE_MAP.test(rawPathname) || SOURCE_MAP.test(decoded);
}
