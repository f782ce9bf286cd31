// `npm start`: installs, builds what changed, and runs the shop as one process on
// http://localhost:8080 (PORT overrides): the API, /remotes.json, the shell and the four remotes (the
// back-office joins as any team does: by its remote's location in the configuration, set here).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { mustSucceed, pnpm, repoRoot, run } from './lib.mjs';

const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 20 || (major === 20 && minor < 19)) {
  console.error(`The shop needs Node.js 20.19 or newer; this is ${process.version}.`);
  process.exit(1);
}

await mustSucceed('Installing dependencies', pnpm(['install', '--frozen-lockfile', '--reporter=append-only']));
await mustSucceed('Building', run(process.execPath, [path.join(repoRoot, 'scripts', 'build.mjs')]));

const server = path.join(repoRoot, 'api', 'dist', 'server.js');
if (!existsSync(server)) {
  console.error('The API bundle is missing after the build.');
  process.exit(1);
}
// The staff back-office, built with the others, is in the shop npm start runs unless the operator
// says where the remotes are (a remotes file names every team beyond the founding three itself).
if (!process.env.REMOTES_FILE) process.env.BACKOFFICE_REMOTE_URL ??= '/remotes/backoffice/mf-manifest.json';
console.log(`Starting the shop on http://localhost:${process.env.PORT ?? 8080}`);
process.exit(await run(process.execPath, [server]));
