// Bundles the API into dist/server.js (one ESM file for Node 20), the render worker thread's entry
// into dist/render-worker.js beside it (src/web/render-pool/worker-script.ts starts it from there), and
// copies the SQL migrations beside them. Workspace packages (@shop/shared is TypeScript source)
// are bundled; packages from node_modules stay external and are loaded from node_modules at run
// time.
import { cpSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(packageDir, 'dist');
const { dependencies = {} } = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
const external = Object.keys(dependencies).flatMap((name) => [name, `${name}/*`]);

rmSync(outDir, { recursive: true, force: true });

const started = performance.now();
const result = await build({
  entryPoints: {
    server: path.join(packageDir, 'src', 'server.ts'),
    'render-worker': path.join(packageDir, 'src', 'web', 'render-pool', 'render-worker.ts'),
    'import-worker': path.join(packageDir, 'src', 'workers', 'import-worker.ts'),
  },
  outdir: outDir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external,
  sourcemap: true,
  legalComments: 'none',
  metafile: true,
  logLevel: 'warning',
});

// server.js looks for ./migrations beside itself (src/infra/db/migrate.ts, findMigrationsDir).
cpSync(path.join(packageDir, 'migrations'), path.join(outDir, 'migrations'), { recursive: true });

const bytes = Object.values(result.metafile.outputs).reduce((sum, output) => sum + output.bytes, 0);
console.log(`api: dist/server.js built in ${Math.round(performance.now() - started)} ms (${Math.round(bytes / 1024)} KiB with map)`);
