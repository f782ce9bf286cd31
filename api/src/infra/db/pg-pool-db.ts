import pg from 'pg';
import type { Db, Queryable, SqlParam } from './db';
import { PgListener } from './pg-listener';

/** A real PostgreSQL server through a connection pool (DATABASE_URL). */
export async function openPgPoolDb(connectionString: string): Promise<Db> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  // Fail at start-up, not at the first request, when the server is unreachable.
  const client = await pool.connect();
  client.release();
  const listener = new PgListener(connectionString);

  return {
    description: 'postgres',
    ...queryable(pool),
    listen: (channel, handlers) => listener.listen(channel, handlers),
    get hearing() {
      return listener.hearing;
    },
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(queryable(client));
        await client.query('COMMIT');
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

function queryable(target: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<T extends object>(sql: string, params: readonly SqlParam[] = []) {
      const result = await target.query<T & pg.QueryResultRow>(sql, [...params]);
      return result.rows;
    },
    async exec(sql: string) {
      // Without parameters pg uses the simple protocol, which accepts several statements.
      await target.query(sql);
    },
  };
}
