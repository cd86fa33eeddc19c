import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import PgBoss from 'pg-boss';
import { JOBS_SCHEMA, pgliteBossDb } from './boss-db.ts';

/**
 * Creates or migrates the queue's schema (`pgboss`), next to the Drizzle migrations (db/client.ts
 * `runMigrations`), so the seeded template of the tests and a fresh data directory hold it and
 * the app's start only checks its version. pg-boss takes an advisory lock, so two servers
 * starting at once do not race. PostgreSQL: on its own connection, without statement timeout.
 */
export async function installJobSchema(target: { pglite: PGlite } | { url: string }): Promise<void> {
  let client: pg.Client | null = null;
  let db: PgBoss.Db;
  if ('pglite' in target) {
    db = pgliteBossDb(target.pglite);
  } else {
    const c = new pg.Client({ connectionString: target.url, application_name: 'kelas-jobs-migrate' });
    c.on('error', () => undefined); // a lost connection fails the query instead
    await c.connect();
    client = c;
    db = {
      async executeSql(text: string, values?: unknown[]) {
        const result = (await c.query(text, values)) as unknown as pg.QueryResult | pg.QueryResult[];
        return { rows: (Array.isArray(result) ? (result.at(-1)?.rows ?? []) : result.rows) as never[] };
      },
    };
  }
  const boss = new PgBoss({ db, schema: JOBS_SCHEMA, migrate: true, supervise: false, schedule: false });
  try {
    await boss.start();
    await boss.stop({ graceful: false, close: false, wait: true });
  } finally {
    await client?.end();
  }
}
