import { STUDIO_MESSAGES } from '@kelas/contracts/studio';
import type { AcademySettings, CourseRights, TaxSettings } from '@kelas/contracts/settings';
import type { Db } from '../../db/client.ts';
import { conflict } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { findSettings, upsertSettings } from './queries.ts';
import { presentSettings } from './read-academy-settings.ts';

/**
 * PUT /api/admin/settings (decisions 264, 265): replaces the tax setting and the course rights in
 * one transaction with the row locked, audit row `settings.update` with before and after. Orders
 * already made keep the tax they were priced with; quotes and orders from now on use the new one.
 * `expected`: the version the admin last read (0 before the first save); 409 STALE_VERSION otherwise.
 */
export async function saveSettings(
  db: Db,
  o: { tax: TaxSettings; courses: CourseRights; expected: number | undefined; actor: { id: number; ip: string | null }; now: Date; timeZone: string },
): Promise<AcademySettings> {
  return db.transaction(async (tx) => {
    const before = await findSettings(tx, true);
    if (o.expected !== undefined && o.expected !== (before?.version ?? 0)) throw conflict(STUDIO_MESSAGES.staleVersion, 'STALE_VERSION');
    const after = await upsertSettings(tx, {
      taxMode: o.tax.mode,
      taxRatePercent: o.tax.rate_percent,
      taxExemptNote: o.tax.exempt_note,
      courseCreateRoles: o.courses.create_roles,
      coursePublishRoles: o.courses.publish_roles,
      updatedAt: o.now,
      updatedBy: o.actor.id,
    });
    const shown = (s: AcademySettings) => ({ tax: s.tax, courses: s.courses });
    await recordAudit(tx, {
      actorId: o.actor.id,
      ip: o.actor.ip,
      action: 'settings.update',
      entityType: 'settings',
      entityId: 1,
      before: shown(presentSettings(before, o.timeZone)),
      after: shown(presentSettings(after, o.timeZone)),
    });
    return presentSettings(after, o.timeZone);
  });
}
