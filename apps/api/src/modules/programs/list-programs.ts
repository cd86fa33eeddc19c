import type { Program } from '@kelas/contracts/programs';
import type { DbOrTx } from '../../db/client.ts';
import { presentProgram } from './presenters.ts';
import { listCourseMentorNames, listEnrolledCourses } from './queries.ts';

/**
 * The learner's programs for Programmu (spec 2.20, section 7 `GET /course?search=`): every
 * enrolment with progress (whole percent), mentors, group link and live certificate code.
 * `search` (trimmed, may be empty) matches the title case-insensitively. Two queries in all.
 */
export async function listPrograms(db: DbOrTx, opts: { userId: number; search?: string | undefined }): Promise<Program[]> {
  const rows = await listEnrolledCourses(db, opts.userId, opts.search || undefined);
  const names = await listCourseMentorNames(
    db,
    rows.map((r) => r.id),
  );
  const byCourse = new Map<number, string[]>();
  for (const m of names) byCourse.set(m.courseId, [...(byCourse.get(m.courseId) ?? []), m.name]);
  return rows.map((r) => presentProgram(r, byCourse.get(r.id) ?? []));
}
