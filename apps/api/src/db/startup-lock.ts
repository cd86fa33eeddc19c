import pg from 'pg';
import type { Database } from './client.ts';

/** The advisory lock key of start-up (any fixed 64-bit number; this one spells "kelas" in ASCII). */
const STARTUP_LOCK_KEY = 0x6b656c6173;

/**
 * Runs `fn` (migrations and the first-start seed) while holding a PostgreSQL session advisory lock,
 * so that servers started together (compose, a rolling deploy) migrate and seed one after the
 * other instead of racing on the same fresh database (decision 187). The lock is held on
 * its own connection and ends with it, also when the process dies. PGlite is one process: `fn` runs
 * directly.
 */
export async function withStartupLock<T>(database: Database, fn: () => Promise<T>): Promise<T> {
  if (database.driver !== 'postgres' || !database.url) return fn();
  const client = new pg.Client({ connectionString: database.url });
  client.on('error', () => undefined); // a lost connection releases the lock; fn's own queries report the outage
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    return await fn();
  } finally {
    await client.end().catch(() => undefined);
  }
}
