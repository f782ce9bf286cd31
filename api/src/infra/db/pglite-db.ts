import { mkdirSync } from 'node:fs';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { correctionNote, keepToOwner } from '../files/owner-only';
import { lockDataDir } from './data-dir-lock';
import type { Db, Queryable, SqlParam } from './db';
import { deliver } from './notices';

export interface PgliteOptions {
  /** A data directory dumped earlier (dumpDataDir), which spares initdb's second or so. */
  startFrom?: Blob;
  /** PostgreSQL's WebAssembly compiled before (tests open many databases in one process). */
  wasmModule?: WebAssembly.Module;
  /** Told when the folder held files other users could read (they are corrected). */
  warn?: (message: string) => void;
}

/**
 * PGlite runs PostgreSQL in WebAssembly inside this process. It executes one query at a time,
 * which is why the catalogue is served from memory rather than queried per request.
 *
 * The folder is its owner's alone (infra/files/owner-only.ts): corrected before the database
 * opens, after initdb wrote its files and again after it closes, so the modes do not depend on the
 * umask of whoever started the process (server.ts sets 077 for the files written in between).
 */
export async function openPgliteDb(dataDir?: string, options: PgliteOptions = {}): Promise<Db> {
  let unlock = () => {};
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    unlock = lockDataDir(dataDir);
    const corrected = keepToOwner(dataDir);
    if (corrected.length > 0) options.warn?.(correctionNote(dataDir, corrected));
  }
  let pglite: PGlite;
  try {
    // One options object: `new PGlite(undefined, options)` ignores the options and runs initdb.
    pglite = new PGlite({
      ...(dataDir ? { dataDir } : {}),
      ...(options.startFrom ? { loadDataDir: options.startFrom } : {}),
      ...(options.wasmModule ? { wasmModule: options.wasmModule } : {}),
    });
    await pglite.waitReady;
    if (dataDir) keepToOwner(dataDir);
  } catch (error) {
    unlock();
    throw error;
  }
  return {
    description: dataDir ? `pglite (${dataDir})` : 'pglite (memory)',
    ...queryable(pglite),
    transaction: (fn) => pglite.transaction((tx) => fn(queryable(tx))),
    // One process owns the database: its notices never travel over a connection that can break.
    listen: async (channel, handlers) => {
      await pglite.listen(channel, (payload) => deliver(handlers, payload));
    },
    hearing: true,
    soleWriter: true,
    close: async () => {
      await pglite.close();
      if (dataDir) keepToOwner(dataDir);
      unlock();
    },
  };
}

function queryable(target: PGlite | Transaction): Queryable {
  return {
    async query<T extends object>(sql: string, params: readonly SqlParam[] = []) {
      const result = await target.query<T>(sql, [...params]);
      return result.rows;
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
  };
}
