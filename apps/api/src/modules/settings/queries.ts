import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { academySettings } from '../../db/schema/index.ts';

/** All SQL of the academy settings (one row, id 1). */

export type SettingsRow = typeof academySettings.$inferSelect;

/** The stored settings, or null before an admin first saved them. */
export async function findSettings(db: DbOrTx, lock = false): Promise<SettingsRow | null> {
  const q = db.select().from(academySettings).where(eq(academySettings.id, 1)).limit(1);
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}

/** Writes the settings row (created on the first save), version + 1. */
export async function upsertSettings(tx: DbOrTx, v: Omit<typeof academySettings.$inferInsert, 'id' | 'version'>): Promise<SettingsRow> {
  const [row] = await tx
    .insert(academySettings)
    .values({ ...v, id: 1, version: 1 })
    .onConflictDoUpdate({ target: academySettings.id, set: { ...v, version: sql`${academySettings.version} + 1` } })
    .returning();
  return row!;
}
