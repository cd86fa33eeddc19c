import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client.ts';

/**
 * Test-only row-change log: a trigger on every table of the test's own database copy appends
 * (table, operation) to `fuzz_changes` for each inserted, updated or deleted row. A rolled-back
 * transaction leaves no entry, so "the count did not move" means "no row changed".
 */
type Sql = Parameters<Database['db']['execute']>[0];

/** Rows of a raw statement on either driver (both answer `{ rows }`). */
export async function queryRows<T>(database: Database, query: Sql): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

export async function installChangeLog(database: Database): Promise<void> {
  const db = database.db;
  await db.execute(sql.raw(`CREATE TABLE fuzz_changes (id serial PRIMARY KEY, tbl text NOT NULL, op text NOT NULL)`));
  await db.execute(
    sql.raw(`CREATE FUNCTION fuzz_log_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO fuzz_changes (tbl, op) VALUES (TG_TABLE_NAME, TG_OP);
  RETURN NULL;
END $$`),
  );
  const rows = await queryRows<{ tablename: string }>(
    database,
    sql.raw(`SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename <> 'fuzz_changes'`),
  );
  for (const { tablename } of rows) {
    await db.execute(
      sql.raw(`CREATE TRIGGER fuzz_log_change AFTER INSERT OR UPDATE OR DELETE ON "${tablename}" FOR EACH ROW EXECUTE FUNCTION fuzz_log_change()`),
    );
  }
}

/** The id of the last row change logged (0 before any): one index lookup. */
export async function lastChange(database: Database): Promise<number> {
  const rows = await queryRows<{ last: number | string | null }>(database, sql`SELECT max(id) AS last FROM fuzz_changes`);
  return Number(rows[0]?.last ?? 0);
}

/** The row changes logged after `since`: the last id and the distinct 'table OPERATION' pairs. */
export async function readChanges(database: Database, since: number): Promise<{ total: number; tables: string[] }> {
  const rows = await queryRows<{ id: number; tbl: string; op: string }>(database, sql`SELECT id, tbl, op FROM fuzz_changes WHERE id > ${since} ORDER BY id`);
  const total = rows.length ? Number(rows[rows.length - 1]!.id) : since;
  return { total, tables: [...new Set(rows.map((r) => `${r.tbl} ${r.op}`))] };
}
