// `npm start`: installs, builds what changed, and runs the shop as one process on
// http://localhost:8080 (PORT overrides): the API, /remotes.json, the shell and the three remotes.
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
console.log(`Starting the shop on http://localhost:${process.env.PORT ?? 8080}`);
process.exit(await run(process.execPath, [server]));
