import type { CourseActivity } from '@kelas/contracts/learning';
import type { Db } from '../../db/client.ts';
import { ensureCertificate } from '../certificates/issue-certificate.ts';
import { presentActivity } from './presenters.ts';
import { lockLearnerCourse, type ChapterItemRow, type PlayerCourse } from './queries.ts';

/**
 * The course activity of an enrolled learner (spec 3, GET /course/{slug}/activity) from the rows
 * of `loadEnrolledCourseActivity` (no further query on the usual path); when every item is complete
 * but no valid certificate exists (items completed before certificates existed, a reissue in
 * flight, a new enrolment after a refund) the certificate is issued here, unless an admin revoked
 * it (decision 242). Staff previewing get none (decision 244).
 */
export async function loadCourseActivity(
  db: Db,
  opts: { course: PlayerCourse; rows: ChapterItemRow[]; userId: number; now: Date },
): Promise<CourseActivity> {
  const activity = presentActivity(opts.course, opts.rows, opts.course.preview ? null : opts.course.certificateCode, opts.now);
  if (activity.course_progress === 100 && !activity.certificate_code && !opts.course.preview) {
    const certificate = await db.transaction(async (tx) => {
      await lockLearnerCourse(tx, opts.userId, opts.course.id);
      return ensureCertificate(tx, { userId: opts.userId, courseId: opts.course.id, now: opts.now });
    });
    activity.certificate_code = certificate?.code ?? null;
  }
  return activity;
}
