import type { Program } from '@kelas/contracts/programs';
import type { DbOrTx } from '../../db/client.ts';
import { presentProgram } from './presenters.ts';
import { listEnrolledCourses } from './queries.ts';

/**
 * The learner's programs for Programmu (spec 2.20, section 7 `GET /course?search=`): every
 * enrolment with progress (whole percent), mentors, group link and live certificate code.
 * `search` (trimmed, may be empty) matches the title case-insensitively. One query (decision 122).
 */
export async function listPrograms(db: DbOrTx, opts: { userId: number; search?: string | undefined }): Promise<Program[]> {
  const rows = await listEnrolledCourses(db, opts.userId, opts.search || undefined);
  return rows.map((r) => presentProgram(r, r.mentorNames));
}
