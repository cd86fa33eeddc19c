import { HEALTH_CODES, HEALTH_MESSAGES, type ReadyResponse } from '@kelas/contracts/health';
import type { DbOrTx } from '../../db/client.ts';
import { lastAppliedMigrationMillis } from './queries.ts';

/** SQLSTATE undefined_table: drizzle's migrations table is missing (a database never migrated). */
const UNDEFINED_TABLE = '42P01';

function sqlState(err: unknown): string | undefined {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') return code;
  }
  return undefined;
}

/**
 * Is this process ready for traffic (decision 100)? One statement with a time
 * limit of `timeoutMs` (milliseconds): the database must answer and the last migration of the
 * server's journal (`expectedMigrationMillis`, its `when`) must be applied. Never throws:
 * `{ ok: true, database: 'ok', migrations: 'current' }`, else `ok: false` with the 503 message and
 * code DB_UNAVAILABLE (no answer in time, connection refused …) or MIGRATIONS_PENDING.
 */
export async function checkReadiness(db: DbOrTx, opts: { expectedMigrationMillis: number; timeoutMs: number }): Promise<ReadyResponse> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), opts.timeoutMs);
  });
  const query = lastAppliedMigrationMillis(db).then(
    (last) => ({ last }),
    (err: unknown) => ({ err }),
  );
  const outcome = await Promise.race([query, timeout]);
  clearTimeout(timer);

  const unavailable: ReadyResponse = {
    ok: false,
    message: HEALTH_MESSAGES.unavailable,
    code: HEALTH_CODES.dbUnavailable,
    database: 'unavailable',
    migrations: 'unknown',
  };
  const pending: ReadyResponse = { ok: false, message: HEALTH_MESSAGES.unavailable, code: HEALTH_CODES.migrationsPending, database: 'ok', migrations: 'pending' };
  if (outcome === 'timeout') return unavailable;
  if ('err' in outcome) return sqlState(outcome.err) === UNDEFINED_TABLE ? pending : unavailable;
  if (outcome.last === null || outcome.last < opts.expectedMigrationMillis) return pending;
  return { ok: true, database: 'ok', migrations: 'current' };
}
