import type { CourseActivity } from '@kelas/contracts/learning';
import type { Db } from '../../db/client.ts';
import { ensureCertificate } from '../certificates/issue-certificate.ts';
import { presentActivity } from './presenters.ts';
import { lockLearnerCourse, type ChapterItemRow, type LearnerCourse } from './queries.ts';

/**
 * The course activity of an enrolled learner (spec 3, GET /course/{slug}/activity) from the rows
 * of `loadEnrolledCourseActivity` (no further query on the usual path); when the course is 100 % complete but no live certificate exists (items
 * completed before certificates existed, or a reissue in flight) the certificate is issued here.
 */
export async function loadCourseActivity(
  db: Db,
  opts: { course: LearnerCourse; rows: ChapterItemRow[]; userId: number; now: Date },
): Promise<CourseActivity> {
  const activity = presentActivity(opts.course, opts.rows, opts.course.certificateCode);
  if (activity.course_progress === 100 && !activity.certificate_code) {
    activity.certificate_code = await db.transaction(async (tx) => {
      await lockLearnerCourse(tx, opts.userId, opts.course.id);
      return ensureCertificate(tx, { userId: opts.userId, courseId: opts.course.id, now: opts.now });
    });
  }
  return activity;
}
