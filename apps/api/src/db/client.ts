import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { installJobSchema } from '../platform/jobs/install-schema.ts';
import { withStatementCache } from './pglite-statement-cache.ts';
import * as schema from './schema/index.ts';

/** One handle type for both drivers (stack notes). */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle; repositories take `Db | Tx`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export type Database = {
  db: Db;
  driver: 'pglite' | 'postgres';
  /**
   * Closes the database: PGlite flushes and closes its files; the PostgreSQL pool waits for the
   * connections in use to be released, then ends every connection, for at most `timeoutMs`
   * (default 5 000 ms: a frozen server never answers the goodbye).
   */
  close: (opts?: { timeoutMs?: number }) => Promise<void>;
  /** The PostgreSQL URL (absent on PGlite): migrations and LISTEN open their own connection with it. */
  url?: string;
};

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * The `when` (ms since 1970) of the last migration in the journal this server ships: the schema
 * version it needs (drizzle records it as `created_at` once applied). Read from disk once per call.
 */
export function latestJournalMigrationMillis(): number {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: { when: number }[] };
  return Math.max(0, ...journal.entries.map((e) => e.when));
}

/** A logger for connection errors (pino's shape; the server passes its own). */
export type DatabaseLog = { warn: (obj: object, msg: string) => void };

export type DatabaseOptions = {
  /** PostgreSQL URL; when absent, PGlite is used. */
  url?: string | undefined;
  /** PGlite data directory; `memory://` for an in-memory instance. */
  dataDir?: string;
  /** A PGlite data-dir dump to start from (tests). */
  loadDataDir?: Blob;
  poolSize?: number;
  /** PostgreSQL: longest wait for a connection (opening one or a free one in the pool), ms. Unset = no limit. */
  connectTimeoutMs?: number | undefined;
  /**
   * PostgreSQL: the server's `statement_timeout` in ms, and a client read timeout 200 ms longer
   * (a frozen server cannot cancel anything). Unset = no limit.
   */
  statementTimeoutMs?: number | undefined;
  /** Where lost connections are reported (decision 100); default: one line on stderr. */
  log?: DatabaseLog;
};

/** How much longer the client waits than the server's statement_timeout, so a live server's cancel (57014) wins. */
const READ_TIMEOUT_MARGIN_MS = 200;

const stderrLog: DatabaseLog = {
  warn: (obj, msg) => console.error(`${msg} ${JSON.stringify(obj)}`),
};

/** The code and text of a connection error, for one log line. */
function describe(err: unknown): { code?: string; err: string } {
  const e = err as { code?: unknown; message?: unknown };
  return { ...(typeof e?.code === 'string' ? { code: e.code } : {}), err: typeof e?.message === 'string' ? e.message : String(err) };
}

/**
 * The embedded database's memory (decision 275). PGlite runs PostgreSQL inside one WebAssembly
 * memory that grows and never shrinks, and PostgreSQL zeroes its shared buffers at start: with the
 * defaults (128 MB of buffers, 64 MB per index build) a server held 440 MB idle after a restart
 * and 910 MB after its first start. Reads it misses in 16 MB of buffers come from the operating
 * system's file cache (the data files are ordinary files). Measured: 261 MB idle after a restart.
 */
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, ...['shared_buffers=16MB', 'maintenance_work_mem=8MB', 'work_mem=2MB', 'temp_buffers=2MB'].flatMap((s) => ['-c', s])];

/**
 * Opens the database: PostgreSQL when a URL is given, else PGlite persisted under dataDir.
 * PostgreSQL (decision 100): a lost connection (server restart, `pg_terminate_backend`, network)
 * is logged and dropped from the pool, never fatal: node-postgres emits `'error'` on the pool for
 * idle connections and on the client for checked-out ones, and an `'error'` event without a
 * listener would end the process. The next query opens a new connection, so the server recovers
 * by itself when the database is back. With the timeouts set, no call waits on a frozen server
 * longer than `connectTimeoutMs` or `statementTimeoutMs` + 200 ms.
 */
export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.url) {
    const log = opts.log ?? stderrLog;
    const pool = new pg.Pool({
      connectionString: opts.url,
      max: opts.poolSize ?? 10,
      keepAlive: true,
      ...(opts.connectTimeoutMs ? { connectionTimeoutMillis: opts.connectTimeoutMs } : {}),
      ...(opts.statementTimeoutMs
        ? { statement_timeout: opts.statementTimeoutMs, query_timeout: opts.statementTimeoutMs + READ_TIMEOUT_MARGIN_MS }
        : {}),
    });
    pool.on('error', (err) => log.warn(describe(err), 'database connection lost (idle); it is dropped and a new one opened on demand'));
    pool.on('connect', (client) => {
      client.on('error', (err) => log.warn(describe(err), 'database connection lost (in use); the call answers 503'));
    });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    // pool.end() resolves before the sockets are closed; wait for every client's 'remove' so that
    // a DROP DATABASE … WITH (FORCE) right after (tests) does not kill a closing connection.
    const close = async ({ timeoutMs = 5000 } = {}) => {
      let open = pool.totalCount;
      let timer: NodeJS.Timeout | undefined;
      const closed = new Promise<void>((resolve) => {
        if (open === 0) resolve();
        pool.on('remove', () => {
          if (--open <= 0) resolve();
        });
        timer = setTimeout(resolve, timeoutMs);
      });
      await Promise.race([pool.end(), closed]);
      await closed;
      clearTimeout(timer);
    };
    return { db, driver: 'postgres', close, url: opts.url };
  }
  const dir = opts.dataDir ?? 'memory://';
  if (!dir.startsWith('memory://')) fs.mkdirSync(dir, { recursive: true });
  const pglite = await PGlite.create(dir, { startParams: PGLITE_START_PARAMS, ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}) });
  // Statements prepared once per text, planned once (decision 129): PGlite plans on the event loop.
  const client = withStatementCache(pglite);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return { db, driver: 'pglite', close: () => client.close() };
}

/**
 * Applies the generated migrations, then creates or migrates the job queue's schema (pg-boss,
 * decision 180); safe to run twice (drizzle and pg-boss record what ran).
 */
export async function runMigrations(database: Database): Promise<void> {
  if (database.driver === 'postgres' && database.url) {
    // Its own connection, without the pool's statement timeout: a migration may take a while.
    const client = new pg.Client({ connectionString: database.url });
    client.on('error', () => undefined); // a lost connection fails the migration's query instead
    await client.connect();
    try {
      await migratePg(drizzlePg(client, { schema }) as never, { migrationsFolder });
    } finally {
      await client.end();
    }
  } else if (database.driver === 'postgres') {
    await migratePg(database.db as never, { migrationsFolder });
  } else {
    await migratePglite(database.db as never, { migrationsFolder });
  }
  if (database.driver === 'postgres' && database.url) await installJobSchema({ url: database.url });
  else if (database.driver === 'pglite') await installJobSchema({ pglite: (database.db as unknown as { $client: PGlite }).$client });
}
