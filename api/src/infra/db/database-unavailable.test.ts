import { DatabaseUnavailableError, isDatabaseUnavailable } from './database-unavailable';

/** An error as node-postgres or Node's net module raise it: a message and, often, a code. */
function driverError(message: string, fields: Record<string, unknown> = {}): Error {
  return Object.assign(new Error(message), fields);
}

describe('isDatabaseUnavailable', () => {
  const unavailable: Array<[string, unknown]> = [
    ['a refused connection (server stopped)', driverError('connect ECONNREFUSED 127.0.0.1:5432', { code: 'ECONNREFUSED', errno: -111 })],
    ['a refusal on every address of the host', new AggregateError([driverError('connect ECONNREFUSED ::1:5432', { code: 'ECONNREFUSED' }), driverError('connect ECONNREFUSED 127.0.0.1:5432', { code: 'ECONNREFUSED' })])],
    ['a connection reset', driverError('read ECONNRESET', { code: 'ECONNRESET' })],
    ['an unknown host', driverError('getaddrinfo ENOTFOUND db.internal', { code: 'ENOTFOUND' })],
    ['57P01 admin_shutdown (a stop or restart)', driverError('terminating connection due to administrator command', { code: '57P01', severity: 'FATAL' })],
    ['57P02 crash_shutdown', driverError('terminating connection because of crash of another server process', { code: '57P02' })],
    ['57P03 cannot_connect_now (starting up)', driverError('the database system is starting up', { code: '57P03' })],
    ['53300 too_many_connections', driverError('sorry, too many clients already', { code: '53300' })],
    ['08006 connection_failure', driverError('connection failure', { code: '08006' })],
    ['08001 unable to establish', driverError('could not connect', { code: '08001' })],
    ['a connection lost mid-query', driverError('Connection terminated unexpectedly')],
    ['no connection within the pool\'s wait', driverError('timeout exceeded when trying to connect')],
    ['a client whose connection broke', driverError('Client has encountered a connection error and is not queryable')],
    ['a refusal given as the cause', new Error('could not read', { cause: driverError('connect ECONNREFUSED', { code: 'ECONNREFUSED' }) })],
    ["the service's own", new DatabaseUnavailableError()],
  ];
  it.each(unavailable)('counts %s as the database not answering', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  const answered: Array<[string, unknown]> = [
    ['a unique violation', driverError('duplicate key value violates unique constraint "users_email_key"', { code: '23505' })],
    ['a syntax error', driverError('syntax error at or near "SELEC"', { code: '42601' })],
    ['a missing table', driverError('relation "orders" does not exist', { code: '42P01' })],
    ['a serialization failure', driverError('could not serialize access', { code: '40001' })],
    ['a statement cancelled (57014 is class 57 but the server is there)', driverError('canceling statement due to statement timeout', { code: '57014' })],
    ['a plain error', new Error('something else')],
    ['an error that only mentions a connection', driverError('Connection terminated unexpectedly', { code: '23505' })],
    ['a refusal among other failures', new AggregateError([driverError('x', { code: 'ECONNREFUSED' }), new Error('other')])],
    ['not an error', 'ECONNREFUSED'],
    ['nothing', null],
  ];
  it.each(answered)('does not count %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
