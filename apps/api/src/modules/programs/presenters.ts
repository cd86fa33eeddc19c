import { progressPercent } from '@kelas/contracts/learning';
import type { Program } from '@kelas/contracts/programs';
import type { EnrolledCourseRow } from './queries.ts';

/** The next session with its times as ISO-8601 UTC (a driver may hand the JSON over as text). */
function nextSessionOf(raw: EnrolledCourseRow['nextSession'] | string): Program['next_session'] {
  const s = typeof raw === 'string' ? (JSON.parse(raw) as EnrolledCourseRow['nextSession']) : raw;
  return s ? { title: s.title, starts_at: new Date(s.starts_at).toISOString(), ends_at: new Date(s.ends_at).toISOString() } : null;
}

/** A Programmu card (spec section 3 "Program") from an enrolled-course row and its mentor names. */
export function presentProgram(row: EnrolledCourseRow, mentorNames: string[]): Program {
  return {
    id: row.id,
    title: row.title,
    thumbnail: row.thumbnail,
    slug: row.slug,
    progress: progressPercent(Number(row.completedItems), Number(row.totalItems)),
    mentors: mentorNames.map((name) => ({ name })),
    group_whatsapp: row.groupWhatsapp,
    certificate_code: row.certificateCode,
    next_session: nextSessionOf(row.nextSession),
  };
}
