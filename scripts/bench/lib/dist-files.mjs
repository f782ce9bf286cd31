// From a URL the shop served to the built file behind it, and what each remote's manifest says.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { federationShare } from './attribution.mjs';
import { gzipSize } from './page-scripts.mjs';
import { repoRoot } from './shop-server.mjs';

const REMOTES = ['catalog', 'cart', 'account'];

/** shell/dist/x.js for /x.js, catalog/dist/x.js for /remotes/catalog/x.js. */
export function distFileOf(url) {
  const { pathname } = new URL(url);
  const remote = /^\/remotes\/([a-z]+)\/(.+)$/.exec(pathname);
  return remote ? path.join(repoRoot, remote[1], 'dist', remote[2]) : path.join(repoRoot, 'shell', 'dist', pathname.slice(1));
}

/** The app a served file belongs to. */
export function appOf(url) {
  return /^\/remotes\/([a-z]+)\//.exec(new URL(url).pathname)?.[1] ?? 'shell';
}

const shares = new Map();
/** Estimated gzip bytes of the federation runtime in a served file. */
export function federationGzip(url, gzip) {
  const file = distFileOf(url);
  if (!shares.has(file)) shares.set(file, federationShare(file));
  return Math.round(gzip * shares.get(file));
}

function fileGzip(remote, file) {
  const full = path.join(repoRoot, remote, 'dist', file);
  const body = readFileSync(full);
  const gzip = gzipSize(body);
  return { file, bytes: body.length, gzip, federation: Math.round(gzip * federationShare(full)) };
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
