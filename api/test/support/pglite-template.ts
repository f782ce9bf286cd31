import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Creating an empty PGlite cluster (initdb in WebAssembly) takes over a second; loading one dumped
 * before takes a third of that. The suite's global setup makes one empty cluster and dumps it
 * here; every test file's in-memory database starts from that file.
 */
const TEMPLATE_ENV = 'SHOP_TEST_PGLITE_TEMPLATE';

export async function writePgliteTemplate(): Promise<void> {
  const { PGlite } = await import('@electric-sql/pglite');
  const pglite = new PGlite();
  await pglite.waitReady;
  const dump = await pglite.dumpDataDir('none');
  await pglite.close();
  const file = path.join(os.tmpdir(), `shop-pglite-template-${process.pid}.tar`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  process.env[TEMPLATE_ENV] = file;
}

/** The empty cluster to start from, when the global setup has made one. */
export function pgliteTemplate(): Blob | undefined {
  const file = process.env[TEMPLATE_ENV];
  if (!file) return undefined;
  try {
    return new Blob([readFileSync(file)]);
  } catch {
    return undefined; // removed meanwhile: start from initdb as without a template
  }
}

export function removePgliteTemplate(): void {
  const file = process.env[TEMPLATE_ENV];
  if (file) rmSync(file, { force: true });
}
