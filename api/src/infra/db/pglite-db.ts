import { mkdirSync } from 'node:fs';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { lockDataDir } from './data-dir-lock';
import type { Db, Queryable, SqlParam } from './db';
import { deliver } from './notices';

/**
 * PGlite runs PostgreSQL in WebAssembly inside this process. It executes one query at a time,
 * which is why the catalogue is served from memory rather than queried per request.
 */
export async function openPgliteDb(dataDir?: string, options: { startFrom?: Blob } = {}): Promise<Db> {
  let unlock = () => {};
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    unlock = lockDataDir(dataDir);
  }
  let pglite: PGlite;
  try {
    // startFrom: a data directory dumped earlier (dumpDataDir), which spares initdb's second or so.
    // One options object: `new PGlite(undefined, options)` ignores the options and runs initdb.
    pglite = new PGlite({ ...(dataDir ? { dataDir } : {}), ...(options.startFrom ? { loadDataDir: options.startFrom } : {}) });
    await pglite.waitReady;
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
    close: async () => {
      await pglite.close();
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
