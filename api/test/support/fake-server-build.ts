import { mkdirSync, writeFileSync } from 'node:fs';
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { repositoryDeclaredRoutes } from '@shop/tooling/declared-routes';

/**
 * A shell server build for a fake web root (shell/dist/server/render-page.js), keeping the render
 * module's contract as the real one does: `init` registers the remotes and loads the server builds
 * of those it is told are required (a candidate's check) from their manifests' `ssrRemoteEntry`,
 * every fetch with a time-out; `render` renders a catalogue route with the catalogue's server build
 * (loaded then if it was not yet) and names the release in the page.
 */
const RENDER_MODULE = `
const TIMEOUT_MS = 2000;
const CATALOG_ROUTES = /^\\/($|produkter|resultater|innbruddsalarm|brannprodukter|adgangskontroll|kameraovervakning)/;
let release;
const loaded = new Map();
async function text(url) {
  const answer = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
  if (!answer.ok) throw new Error(url + ' answered ' + answer.status);
  return answer.text();
}
function load(name) {
  if (!loaded.has(name)) {
    loaded.set(name, (async () => {
      const manifestUrl = release.remotes[name];
      const manifest = JSON.parse(await text(manifestUrl));
      const entry = manifest.metaData.ssrRemoteEntry;
      const source = await text(new URL(entry.path + '/' + entry.name, manifestUrl).href);
      const module = { exports: {} };
      new Function('module', source)(module);
      return module.exports;
    })());
  }
  return loaded.get(name);
}
exports.init = async (data) => {
  release = data;
  for (const name of data.required || []) await load(name);
};
exports.render = async (request) => {
  const owner = CATALOG_ROUTES.test(request.url.split('?')[0]) ? 'catalog' : 'shell';
  const part = owner === 'catalog' ? (await load('catalog')).render(request.url) : '<p>shell</p>';
  return (async function* () {
    yield '<!doctype html><html><body><script type="application/json" id="shop-release">' + JSON.stringify(release.publicRemotes) + '</script>';
    yield part;
    yield '</body></html>';
  })();
};
`;

export function writeFakeServerBuild(webRoot: string): void {
  const file = path.join(webRoot, 'shell', 'dist', 'server', 'render-page.js');
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, RENDER_MODULE);
}

/** The routes every release of the fake catalogue declares: the catalogue's of this repository. */
const CATALOG_ROUTES = JSON.stringify(repositoryDeclaredRoutes(path.resolve(__dirname, '..', '..', '..')).catalog);

/** A remote's server build, as the fake shell loads it (`module.exports = { render(url) }`). */
type FakeRemoteBuild = string;

/**
 * Hosts of remote releases: `/<release>/mf-manifest.json`, `/<release>/remoteEntry.js` and
 * `/<release>/server/remoteEntry.js` and `/<release>/routes.json` for each release given; `/missing/…` answers 404 and
 * `/silent/…` accepts the request and never answers.
 */
export async function startRemoteHost(
  builds: Record<string, FakeRemoteBuild>,
): Promise<{ base: string; port: number; setBuild(release: string, build: FakeRemoteBuild): void; close(): Promise<void> }> {
  const manifest = JSON.stringify({
    id: 'catalog',
    name: 'catalog',
    metaData: { name: 'catalog', remoteEntry: { name: 'remoteEntry.js', path: '' }, ssrRemoteEntry: { name: 'remoteEntry.js', path: 'server' } },
  });
  const server: Server = createServer((request, response) => {
    const [, release = '', ...rest] = (request.url ?? '').split('/');
    const file = rest.join('/');
    if (release === 'silent') return; // never answers
    const build = builds[release];
    if (build === undefined) return void response.writeHead(404).end('not found');
    if (file === 'mf-manifest.json') return void response.writeHead(200, { 'content-type': 'application/json' }).end(manifest);
    if (file === 'routes.json') return void response.writeHead(200, { 'content-type': 'application/json' }).end(CATALOG_ROUTES);
    if (file === 'remoteEntry.js') return void response.writeHead(200, { 'content-type': 'text/javascript' }).end('self.catalog = {};');
    if (file === 'server/remoteEntry.js') return void response.writeHead(200, { 'content-type': 'text/javascript' }).end(build);
    response.writeHead(404).end('not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    port,
    /** Replaces what a release's server entry answers from now on. */
    setBuild: (release, build) => (builds[release] = build),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
