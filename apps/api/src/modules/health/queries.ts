import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

/** All SQL of the health feature. */

/**
 * The `created_at` (journal `when`, ms since 1970) of the last migration drizzle applied, or null
 * when none was. One statement, which also proves the database answers. Throws the driver's
 * error: 42P01 when drizzle's bookkeeping table does not exist yet (never migrated).
 */
export async function lastAppliedMigrationMillis(db: DbOrTx): Promise<number | null> {
  const result = (await db.execute(sql`select max(created_at)::text as last from drizzle.__drizzle_migrations`)) as unknown as {
    rows: { last: string | null }[];
  };
  const last = result.rows[0]?.last;
  return last == null ? null : Number(last);
}
