import pg from 'pg';
import type { Db, Queryable, SqlParam } from './db';
import { DatabaseUnavailableError, isDatabaseUnavailable } from './database-unavailable';
import { PgListener } from './pg-listener';

/** How long a request waits for a connection (a new one, or a free one of the pool) before it is answered 503. */
const CONNECT_TIMEOUT_MS = 5_000;

/**
 * A real PostgreSQL server through a connection pool (DATABASE_URL). Connections are made as
 * queries need them: a process started while the server is down opens its database all the same
 * and waits for it (db-plugin.ts). Every failure to reach the server, whatever the driver called
 * it, leaves here as a DatabaseUnavailableError (answered 503 with Retry-After).
 */
export async function openPgPoolDb(connectionString: string): Promise<Db> {
  const pool = new pg.Pool({ connectionString, max: 10, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  const listener = new PgListener(connectionString);

  return {
    description: 'postgres',
    soleWriter: false,
    ...queryable(pool),
    listen: (channel, handlers) => listener.listen(channel, handlers),
    get hearing() {
      return listener.hearing;
    },
    async transaction(fn) {
      const client = await reaching(() => pool.connect());
      try {
        await reaching(() => client.query('BEGIN'));
        const result = await fn(queryable(client));
        await reaching(() => client.query('COMMIT'));
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: async () => {
      await listener.close();
      await pool.end();
    },
  };
}

/** `work`, with a failure to reach the server said as such (a query's own error passes unchanged). */
async function reaching<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isDatabaseUnavailable(error)) throw new DatabaseUnavailableError(`the database does not answer: ${(error as Error).message}`, { cause: error });
    throw error;
  }
}

function queryable(target: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<T extends object>(sql: string, params: readonly SqlParam[] = []) {
      const result = await reaching(() => target.query<T & pg.QueryResultRow>(sql, [...params]));
      return result.rows;
    },
    async exec(sql: string) {
      // Without parameters pg uses the simple protocol, which accepts several statements.
      await reaching(() => target.query(sql));
    },
  };
}
