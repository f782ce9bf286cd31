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

/** What a process does with the notices of one channel (PostgreSQL LISTEN/NOTIFY). */
export interface NoticeHandlers {
  /** A notice sent by any process on this database, this one included, after it committed. */
  notice(payload: string): void;
  /** The listening connection is lost: notices may be missed until `resumed`. */
  lost?(): void;
  /** Listening again after a loss: what was sent meanwhile is lost, re-read what it would have said. */
  resumed?(): void;
}

export interface Db extends Queryable {
  /** Hears the notices of `channel` from now on (send one with `notify`, db/notices.ts). */
  listen(channel: string, handlers: NoticeHandlers): Promise<void>;
  /** Whether notices arrive right now: false while a lost listening connection is restored. */
  readonly hearing: boolean;
  /**
   * Whether this process alone writes the database (embedded PGlite, its folder locked to it): no
   * other process changes what it holds, and it hears each notice before the write that sent it
   * returns. False for a server several processes share.
   */
  readonly soleWriter: boolean;
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** For logs: "pglite (memory)", "pglite (/srv/data)" or "postgres". */
  readonly description: string;
}
