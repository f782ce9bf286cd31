import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repositoryDeclaredRoutes } from '@shop/tooling/declared-routes';

/** Written outside every dist folder: no request may ever be answered with it. */
export const OUTSIDE_SECRET = 'SECRET-OUTSIDE-DIST-7f3a';

/**
 * A web root with tiny stand-ins for the four front-end builds, so the page and remote routes
 * answer as in production (not 503 "not built"), and a file beside them no path may reach.
 */
export function createFakeWebRoot(): { dir: string; remove: () => void } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'shop-web-root-'));
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  };
  write('shell/dist/index.html', '<!doctype html><html lang="nb"><title>Butikk</title><div id="root"></div></html>');
  write('shell/dist/main.js', 'console.log("shell");');
  write('shell/dist/sw.js', 'self.addEventListener("fetch", () => {});');
  // The pages each remote of this repository declares, published beside its manifest as a build does.
  const declared = repositoryDeclaredRoutes(path.resolve(__dirname, '..', '..', '..'));
  for (const remote of ['catalog', 'cart', 'account']) {
    write(`${remote}/dist/mf-manifest.json`, JSON.stringify({ name: remote }));
    write(`${remote}/dist/routes.json`, JSON.stringify(declared[remote]));
    write(`${remote}/dist/remoteEntry.js`, `console.log(${JSON.stringify(remote)});`);
  }
  write('secret.txt', OUTSIDE_SECRET);
  write('shell/secret.txt', OUTSIDE_SECRET);
  write('package.json', JSON.stringify({ secret: OUTSIDE_SECRET }));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
