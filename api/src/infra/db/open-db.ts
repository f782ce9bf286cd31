import type { AppConfig } from '../../config';
import type { Db } from './db';
import { openPgliteDb } from './pglite-db';
import { openPgPoolDb } from './pg-pool-db';

export function openDb(config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>): Promise<Db> {
  return config.databaseUrl ? openPgPoolDb(config.databaseUrl) : openPgliteDb(config.dataDir);
}
