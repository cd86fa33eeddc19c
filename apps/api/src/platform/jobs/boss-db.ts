import type { PGlite } from '@electric-sql/pglite';
import type PgBoss from 'pg-boss';
import type { Database, DbOrTx } from '../../db/client.ts';

/** The PostgreSQL schema of the queue's tables (pg-boss creates and migrates it; decision 180). */
export const JOBS_SCHEMA = 'pgboss';

type Rows = { rows: unknown[] };

/**
 * pg-boss's database for the embedded PGlite (one connection in this process): parameterised
 * statements through `query`, the multi-statement scripts pg-boss runs without parameters
 * (schema creation, locked maintenance) through `exec`. PGlite queues every call behind an open
 * transaction, so a job must never be sent with this handle while a transaction is open in the
 * same process: pass the transaction to `sendJob` instead (it would wait for itself).
 */
export function pgliteBossDb(client: PGlite): PgBoss.Db {
  return {
    async executeSql(text: string, values?: unknown[]) {
      if (values && values.length > 0) return (await client.query(text, values)) as Rows as { rows: never[] };
      const results = await client.exec(text);
      return { rows: (results.at(-1)?.rows ?? []) as never[] };
    },
  };
}

/** The raw PGlite client under a Drizzle handle of the `pglite` driver. */
export function pgliteClientOf(database: Database): PGlite {
  return (database.db as unknown as { $client: PGlite }).$client;
}

/** The driver client under a Drizzle handle: a pg Pool or PoolClient, or PGlite or its transaction. */
type RawClient = { query: (text: string, values?: unknown[]) => Promise<Rows> };

/**
 * pg-boss's database for one send inside the caller's transaction (or on the app's handle): the
 * statement runs on the very connection (PostgreSQL) or transaction (PGlite) under the Drizzle
 * handle, so the job row is written by the same transaction as the business row and becomes
 * visible at its commit. pg-boss's statements reuse a placeholder with one inferred type, so they
 * are passed to the driver as they are rather than rebuilt as Drizzle SQL. Drizzle keeps the
 * driver client as `session.client` for both drivers (drizzle-orm 0.45).
 */
export function drizzleBossDb(handle: DbOrTx): PgBoss.Db {
  const client = (handle as unknown as { session?: { client?: RawClient } }).session?.client;
  if (!client || typeof client.query !== 'function') throw new Error('sendJob: this database handle has no driver client');
  return {
    async executeSql(text: string, values?: unknown[]) {
      const result = await client.query(text, values ?? []);
      return { rows: result.rows as never[] };
    },
  };
}
