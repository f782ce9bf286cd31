import { cpSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/**
 * The catalogue's built dist, copied and broken in one way each, as a team's bad deploy would
 * leave it on its host. Only the copies are touched; a copy's precompressed files (.br, .gz) of a
 * broken file are removed, so the host sends the broken bytes to every client.
 */
export type BrokenVariant = 'manifest-404' | 'cut-browser-entry' | 'throwing-server-build' | 'throwing-component' | 'endless-render';

/** A statement put at the top of the catalogue's pages component (its server build). */
const COMPONENT_BODY: Record<'throwing-component' | 'endless-render', string> = {
  'throwing-component': "throw new Error('CatalogPages of this release is broken');",
  'endless-render': 'for (;;) {}',
};

function withoutCopies(file: string): void {
  rmSync(`${file}.br`, { force: true });
  rmSync(`${file}.gz`, { force: true });
}

/** A copy of `dist` in `dir`, untouched: a good release. */
export function copyRelease(dist: string, dir: string): void {
  rmSync(dir, { recursive: true, force: true });
  cpSync(dist, dir, { recursive: true });
}

export function breakRelease(dist: string, dir: string, variant: BrokenVariant): void {
  copyRelease(dist, dir);
  switch (variant) {
    case 'manifest-404':
      rmSync(path.join(dir, 'mf-manifest.json'));
      withoutCopies(path.join(dir, 'mf-manifest.json'));
      return;
    case 'cut-browser-entry': {
      const entry = path.join(dir, 'remoteEntry.js');
      const text = readFileSync(entry);
      writeFileSync(entry, text.subarray(0, Math.floor(text.length / 2)));
      withoutCopies(entry);
      return;
    }
    case 'throwing-server-build': {
      const entry = path.join(dir, 'server', 'remoteEntry.js');
      writeFileSync(entry, `throw new Error('the catalogue server build of this release is broken');\n${readFileSync(entry, 'utf8')}`);
      return;
    }
    case 'throwing-component':
    case 'endless-render': {
      const server = path.join(dir, 'server');
      const pages = readdirSync(server).find((name) => name.startsWith('__federation_expose_Pages') && name.endsWith('.js'));
      if (!pages) throw new Error(`No __federation_expose_Pages*.js in ${server}`);
      const file = path.join(server, pages);
      const text = readFileSync(file, 'utf8');
      const head = 'function CatalogPages(props) {';
      if (text.split(head).length !== 2) throw new Error(`${file} does not hold "${head}" once`);
      writeFileSync(file, text.replace(head, `${head}\n  ${COMPONENT_BODY[variant]}`));
      return;
    }
  }
}

/** A host that accepts connections and never answers (nor closes them). */
export async function silentHost(): Promise<{ url: string; close(): Promise<void> }> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
