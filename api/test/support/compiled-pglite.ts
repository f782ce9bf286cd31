import { readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * PostgreSQL's WebAssembly (9 MB), compiled once per jest worker and handed to every PGlite the
 * worker's test files open: a fresh compile, and V8's optimising of the hot code again, cost a
 * second of CPU per database. The module holds code only; each database's memory and files are its
 * own. Kept in the object the test environment shares across files (pglite-environment.cjs).
 */
interface Kept {
  pgliteModule?: Promise<WebAssembly.Module>;
}

// Node has WebAssembly; this package's TypeScript libraries (ES2023, no DOM) declare only its types.
const { WebAssembly: wasm } = globalThis as unknown as { WebAssembly: { compile(bytes: Uint8Array): Promise<WebAssembly.Module> } };

export function compiledPglite(): Promise<WebAssembly.Module> {
  const kept = (globalThis as { shopKeptAcrossFiles?: Kept }).shopKeptAcrossFiles ?? {};
  kept.pgliteModule ??= readFile(path.join(path.dirname(require.resolve('@electric-sql/pglite')), 'pglite.wasm')).then((bytes) => wasm.compile(bytes));
  return kept.pgliteModule;
}
