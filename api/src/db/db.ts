/**
 * The one database seam of the service. Two implementations speak the same PostgreSQL dialect:
 * the embedded PGlite (default) and a `pg` pool for a real server (DATABASE_URL).
 */
export type SqlParam = string | number | boolean | null | Date | readonly string[] | readonly number[];

export interface Queryable {
  /** One statement with $1…$n parameters; answers its rows. */
  query<T extends object>(sql: string, params?: readonly SqlParam[]): Promise<T[]>;
  /** A script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** For logs: "pglite (memory)", "pglite (/srv/data)" or "postgres". */
  readonly description: string;
}
