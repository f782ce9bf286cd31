import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { StartPoint } from './start-points';

/**
 * Creating an empty PGlite cluster (initdb in WebAssembly) takes over a second; loading one dumped
 * before takes a third of that. The suite's global setup dumps each start point (start-points.ts)
 * to a file here once; every test file's in-memory database starts from one of those files.
 */
const TEMPLATE_ENV: Record<StartPoint, string> = {
  empty: 'SHOP_TEST_PGLITE_TEMPLATE',
  migrated: 'SHOP_TEST_PGLITE_TEMPLATE_MIGRATED',
  demo: 'SHOP_TEST_PGLITE_TEMPLATE_DEMO',
};

/** Keeps a dumped data directory (PGlite's dumpDataDir) as the start point `point` of this run. */
export async function keepPgliteTemplate(point: StartPoint, dump: Blob): Promise<void> {
  const file = path.join(os.tmpdir(), `shop-pglite-template-${process.pid}-${point}.tar`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  process.env[TEMPLATE_ENV[point]] = file;
}

interface Kept {
  pgliteTemplates?: Map<string, Blob>;
}

/**
 * The cluster to start from, when the global setup has made it. Read once per jest worker and kept
 * with the compiled WebAssembly (pglite-environment.cjs): reading a 40–65 MB file and copying it
 * into a Blob cost a second of CPU per test file. A Blob cannot change, and PGlite only reads it.
 */
export function pgliteTemplate(point: StartPoint = 'empty'): Blob | undefined {
  const file = process.env[TEMPLATE_ENV[point]];
  if (!file) return undefined;
  const kept = (globalThis as { shopKeptAcrossFiles?: Kept }).shopKeptAcrossFiles ?? {};
  kept.pgliteTemplates ??= new Map();
  const known = kept.pgliteTemplates.get(file);
  if (known) return known;
  try {
    const template = new Blob([readFileSync(file)]);
    kept.pgliteTemplates.set(file, template);
    return template;
  } catch {
    return undefined; // removed meanwhile: start as without a template
  }
}

export function removePgliteTemplates(): void {
  for (const name of Object.values(TEMPLATE_ENV)) {
    const file = process.env[name];
    if (file) rmSync(file, { force: true });
  }
}
