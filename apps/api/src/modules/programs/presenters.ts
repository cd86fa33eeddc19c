import { progressPercent } from '@kelas/contracts/learning';
import type { Program } from '@kelas/contracts/programs';
import type { EnrolledCourseRow } from './queries.ts';

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
  };
}
