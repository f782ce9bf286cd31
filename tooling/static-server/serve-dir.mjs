// A small static file server for a built front-end: how a remote is served from its own origin
// (a CDN stands in for it in production). Hashed chunks are cached immutably; entry files,
// manifests and HTML are not, so a new deploy is seen on the next load. A build's precompressed
// copies (x.js.br, x.js.gz) are sent to browsers that accept them.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';

const TYPES = {
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.png': 'image/png',
  '.txt': 'text/plain; charset=utf-8',
};

const HASHED = /\.[0-9a-f]{16,}\.[a-z0-9]+$/i;
/** Source maps (and copies of them) are for error reporting, never served: the build keeps them outside dist/. */
const SOURCE_MAP = /\.map(\.(br|gz))?$/i;

/** The encodings an Accept-Encoding header allows: named, and not refused with q=0. */
export function acceptedEncodings(header = '') {
  const accepted = new Set();
  for (const part of header.split(',')) {
    const [name, ...parameters] = part.trim().toLowerCase().split(';');
    const quality = parameters.map((parameter) => parameter.trim()).find((parameter) => parameter.startsWith('q='));
    if (name && !(quality && Number(quality.slice(2)) === 0)) accepted.add(name);
  }
  return accepted;
}

/** The build's copy to send for `accept-encoding`, brotli first; null when none fits. */
async function compressedCopy(filePath, acceptEncoding) {
  const accepted = acceptedEncodings(acceptEncoding);
  for (const [encoding, extension] of [['br', '.br'], ['gzip', '.gz']]) {
    if (!accepted.has(encoding)) continue;
    try {
      const info = await stat(filePath + extension);
      if (info.isFile()) return { encoding, path: filePath + extension, size: info.size };
    } catch {
      // No copy in this encoding: try the next.
    }
  }
  return null;
}

export function cacheControlFor(fileName) {
  return HASHED.test(fileName) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/**
 * Serves `root` on `port` (0 = any free port) at 127.0.0.1. Resolves to { url, close }; close()
 * also drops open keep-alive connections, so a test can take the origin down at once.
 */
export function serveDir(root, { port = 0, host = '127.0.0.1' } = {}) {
  const absoluteRoot = path.resolve(root);
  const server = createServer(async (request, response) => {
    response.setHeader('Access-Control-Allow-Origin', '*');
    const url = new URL(request.url ?? '/', 'http://localhost');
    let relative;
    try {
      relative = decodeURIComponent(url.pathname);
    } catch {
      response.writeHead(400).end('Bad path');
      return;
    }
    const filePath = path.join(absoluteRoot, path.normalize(relative.endsWith('/') ? `${relative}index.html` : relative));
    if (SOURCE_MAP.test(filePath)) {
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    if (!filePath.startsWith(absoluteRoot)) {
      response.writeHead(403).end('Forbidden');
      return;
    }
    try {
      const info = await stat(filePath);
      if (!info.isFile()) throw new Error('not a file');
      const copy = await compressedCopy(filePath, request.headers['accept-encoding']);
      response.writeHead(200, {
        'Content-Type': TYPES[path.extname(filePath)] ?? 'application/octet-stream',
        'Content-Length': copy?.size ?? info.size,
        'Cache-Control': cacheControlFor(filePath),
        Vary: 'Accept-Encoding',
        ...(copy ? { 'Content-Encoding': copy.encoding } : {}),
      });
      // A file removed between the look and the read (a release taken down) ends the answer, not the server.
      createReadStream(copy?.path ?? filePath)
        .on('error', () => response.destroy())
        .pipe(response);
    } catch {
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
    }
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address();
      resolve({
        url: `http://${host}:${address.port}`,
        port: address.port,
        close: () =>
          new Promise((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}

// Run directly: node serve-dir.mjs <dir> [port]
if (process.argv[1] && import.meta.url === new URL(`file://${path.resolve(process.argv[1])}`).href) {
  const [dir, port] = process.argv.slice(2);
  if (!dir) {
    console.error('usage: node serve-dir.mjs <dir> [port]');
    process.exit(2);
  }
  const { url } = await serveDir(dir, { port: Number(port ?? 0) });
  console.log(`serving ${path.resolve(dir)} at ${url}`);
}
