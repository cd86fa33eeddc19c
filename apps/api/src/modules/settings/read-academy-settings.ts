import { DEFAULT_ACADEMY_SETTINGS, zoneLabelOf, type AcademySettings, type CourseRights } from '@kelas/contracts/settings';
import type { DbOrTx } from '../../db/client.ts';
import { findSettings, type SettingsRow } from './queries.ts';

/** The settings as the API answers them: the stored row, or the defaults before the first save. */
export function presentSettings(row: SettingsRow | null, timeZone: string): AcademySettings {
  return {
    tax: row ? { mode: row.taxMode, rate_percent: row.taxRatePercent, exempt_note: row.taxExemptNote } : DEFAULT_ACADEMY_SETTINGS.tax,
    courses: row
      ? { create_roles: row.courseCreateRoles as CourseRights['create_roles'], publish_roles: row.coursePublishRoles as CourseRights['publish_roles'] }
      : DEFAULT_ACADEMY_SETTINGS.courses,
    time_zone: { name: timeZone, label: zoneLabelOf(timeZone) },
    version: row?.version ?? 0,
    updated_at: row?.updatedAt.toISOString() ?? null,
  };
}

/**
 * GET /api/admin/settings (decisions 264, 265): the academy's tax and course rights, and its time
 * zone (configuration, not editable here). Defaults until an admin saves: PPN 11 % added, authors
 * create and submit, admins publish.
 */
export async function readAcademySettings(db: DbOrTx, timeZone: string): Promise<AcademySettings> {
  return presentSettings(await findSettings(db), timeZone);
}

/** Which staff roles may create and publish courses now (admins always may). */
export async function readCourseRights(db: DbOrTx): Promise<CourseRights> {
  const row = await findSettings(db);
  return row
    ? { create_roles: row.courseCreateRoles as CourseRights['create_roles'], publish_roles: row.coursePublishRoles as CourseRights['publish_roles'] }
    : DEFAULT_ACADEMY_SETTINGS.courses;
}
