/**
 * Recognises the errors that mean "the database cannot be reached right now" (decision 100), so
 * that the API answers 503 and the caller may try again, instead of a 500 that reads like a bug.
 */

/** PostgreSQL SQLSTATEs of an unavailable server. */
const UNAVAILABLE_SQLSTATES = new Set([
  '57P01', // admin_shutdown: `pg_ctl stop -m fast`, pg_terminate_backend
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or shutting down
  '57014', // query_canceled: our statement_timeout
  '53300', // too_many_connections
]);

/** Node socket errors while reaching the server. */
const UNAVAILABLE_ERRNOS = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN', 'ENOTFOUND']);

/** node-postgres / pg-pool messages that carry no code. */
const UNAVAILABLE_MESSAGES = [
  'timeout exceeded when trying to connect', // pg-pool: no connection within connectionTimeoutMillis
  'Connection terminated', // "… unexpectedly", "… due to connection timeout"
  'Query read timeout', // query_timeout: the server did not answer
  'is not queryable', // a client whose connection already failed
  'Cannot use a pool after calling end', // a request still running while the server shuts down
  'Client was closed and is not queryable',
];

/** The error and its causes (Drizzle wraps driver errors in `DrizzleQueryError` with `cause`). */
function* chain(err: unknown): Generator<unknown> {
  const seen = new Set<unknown>();
  let e: unknown = err;
  while (e && typeof e === 'object' && !seen.has(e)) {
    seen.add(e);
    yield e;
    if (e instanceof AggregateError) for (const inner of e.errors) yield* chain(inner);
    e = (e as { cause?: unknown }).cause;
  }
}

/**
 * True when `err` (or one of its causes) says the database is down, restarting, frozen or out of
 * connections: SQLSTATE class 08 (connection exception), 57P01/57P02/57P03, 57014 (statement
 * timeout), 53300, a socket error, or a node-postgres connection/timeout message.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (const e of chain(err)) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_SQLSTATES.has(code) || UNAVAILABLE_ERRNOS.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((m) => message.includes(m))) return true;
  }
  return false;
}
