import type { AppConfig } from '../../config';
import type { Db } from './db';
import { openPgliteDb } from './pglite-db';
import { openPgPoolDb } from './pg-pool-db';

/** `warn`: told when the embedded database's folder held files other users could read (corrected). */
export function openDb(config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>, warn?: (message: string) => void): Promise<Db> {
  return config.databaseUrl ? openPgPoolDb(config.databaseUrl) : openPgliteDb(config.dataDir, warn ? { warn } : {});
}
