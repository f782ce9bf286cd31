/**
 * Whether an error says the database cannot be reached right now (not that a query was wrong): the
 * server is down, restarting or refusing connections, the connection broke, or none came in time.
 * Such a failure is answered 503 with Retry-After (infra/http/error-handler.ts, web/pages/outage-page.ts),
 * never 500: the request was fine and will succeed once the database answers again.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  return unavailable(error, 0);
}

/**
 * A failure to reach the database, as the Db seam says it (pg-pool-db.ts), or the service's own while
 * its database has not answered since it started (db-plugin.ts).
 */
export class DatabaseUnavailableError extends Error {
  constructor(message = 'the database has not answered since this process started', options?: { cause: unknown }) {
    super(message, options);
    this.name = 'DatabaseUnavailableError';
  }
}

/** Node's socket errors: the server's address refuses, resets, cannot be reached or found. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'EPIPE']);

/**
 * PostgreSQL's SQLSTATEs for a server that is not there for us: class 08 (connection exception),
 * 57P01 admin_shutdown (a stop or restart), 57P02 crash_shutdown, 57P03 cannot_connect_now
 * (starting up, shutting down, recovering) and 53300 too_many_connections.
 */
const SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);

/** node-postgres's own words, which carry no code: a connection lost mid-query, or none within the pool's wait. */
const PG_MESSAGES = [/^Connection terminated/, /^timeout exceeded when trying to connect$/, /not queryable/, /^Connection ended unexpectedly/];

function unavailable(error: unknown, depth: number): boolean {
  if (typeof error !== 'object' || error === null || depth > 3) return false;
  if (error instanceof DatabaseUnavailableError) return true;
  const { code, message, errors, cause } = error as { code?: unknown; message?: unknown; errors?: unknown; cause?: unknown };
  if (typeof code === 'string' && (SOCKET_CODES.has(code) || SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
  if (typeof message === 'string' && typeof code !== 'string' && PG_MESSAGES.some((pattern) => pattern.test(message))) return true;
  // Node tries each address of a host name (127.0.0.1 and ::1): an AggregateError of each refusal.
  if (Array.isArray(errors) && errors.length > 0 && errors.every((inner) => unavailable(inner, depth + 1))) return true;
  return unavailable(cause, depth + 1);
}
