// `node scripts/pnpm.mjs <args>`: the workspace's pinned pnpm, for the root package.json scripts.
import { pnpm } from './lib.mjs';

process.exit(await pnpm(process.argv.slice(2)));
