// From a URL the shop served to the built file behind it, and what each remote's manifest says.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { federationShare } from './attribution.mjs';
import { gzipSize } from './page-scripts.mjs';
import { repoRoot } from './shop-server.mjs';

const REMOTES = ['catalog', 'cart', 'account', 'backoffice'];

/** The app and the path inside its build of a URL the shop served. */
function builtFileOf(url) {
  const { pathname } = new URL(url);
  const remote = /^\/remotes\/([a-z]+)\/(.+)$/.exec(pathname);
  return remote ? { app: remote[1], file: remote[2] } : { app: 'shell', file: pathname.slice(1) };
}

/** shell/dist/x.js for /x.js, catalog/dist/x.js for /remotes/catalog/x.js. */
export function distFileOf(url) {
  const { app, file } = builtFileOf(url);
  return path.join(repoRoot, app, 'dist', file);
}

/** The source map of a built file: kept outside the served folder, in <app>/dist-maps/. */
function mapFileOf(app, file) {
  return path.join(repoRoot, app, 'dist-maps', `${file}.map`);
}

/** The app a served file belongs to. */
export function appOf(url) {
  return /^\/remotes\/([a-z]+)\//.exec(new URL(url).pathname)?.[1] ?? 'shell';
}

const shares = new Map();
/** Estimated gzip bytes of the federation runtime in a served file. */
export function federationGzip(url, gzip) {
  const { app, file } = builtFileOf(url);
  const key = `${app}/${file}`;
  if (!shares.has(key)) shares.set(key, federationShare(distFileOf(url), mapFileOf(app, file)));
  return Math.round(gzip * shares.get(key));
}

function fileGzip(remote, file) {
  const full = path.join(repoRoot, remote, 'dist', file);
  const body = readFileSync(full);
  const gzip = gzipSize(body);
  return { file, bytes: body.length, gzip, federation: Math.round(gzip * federationShare(full, mapFileOf(remote, file))) };
}

/** Every remote's remoteEntry and exposed modules, with the files each exposed module loads itself. */
export function remoteBundles() {
  return REMOTES.map((remote) => {
    const manifestFile = path.join(repoRoot, remote, 'dist', 'mf-manifest.json');
    if (!existsSync(manifestFile)) throw new Error(`${remote} has no mf-manifest.json: build it first`);
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
    const entry = fileGzip(remote, manifest.metaData.remoteEntry.name);
    const exposes = manifest.exposes.map((expose) => {
      const files = expose.assets.js.sync.map((file) => fileGzip(remote, file));
      return { path: expose.path, files, gzip: files.reduce((sum, file) => sum + file.gzip, 0) };
    });
    return { remote, entry, exposes };
  });
}
