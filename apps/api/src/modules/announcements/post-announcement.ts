import { ANNOUNCEMENT_LIMITS, ANNOUNCEMENT_TEXT, type CreateAnnouncementBody } from '@kelas/contracts/announcements';
import type { Db } from '../../db/client.ts';
import { forbidden, notFound, RateLimitedError } from '../../lib/app-error.ts';
import { sendJob } from '../../platform/jobs/send-job.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { scopeOf } from '../mentor/policy.ts';
import { courseInScope } from '../mentor/queries.ts';
import { fanOutAnnouncementJob } from './fan-out-announcement.ts';
import { countAnnouncementsSince, findAnnouncement, findSameAnnouncementSince, insertAnnouncement, lockCourseForAnnouncement, type AnnouncementRow } from './queries.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const REPEAT_MS = 10 * 60 * 1000;

/**
 * Writes a course announcement and plans its fan-out (decision 291), in one transaction: the
 * announcement exists exactly when its job does. The course row is locked while the last 24
 * hours' announcements are counted, so parallel posts cannot pass the limit of
 * ANNOUNCEMENT_LIMITS.perCourseDay; the same title and body again within ten minutes answers the
 * announcement already written (one fan-out, whatever a double click sends). 404 unknown course;
 * 403 for a user who neither mentors the course nor is an admin; 429 over the limit (Retry-After:
 * a day).
 */
export async function postAnnouncement(db: Db, o: { user: AuthUser; courseId: number; body: CreateAnnouncementBody; now: Date }): Promise<AnnouncementRow> {
  const id = await db.transaction(async (tx) => {
    const course = await lockCourseForAnnouncement(tx, o.courseId);
    if (!course) throw notFound(ANNOUNCEMENT_TEXT.courseNotFound);
    if (!(await courseInScope(tx, scopeOf(o.user), course.id))) throw forbidden(ANNOUNCEMENT_TEXT.notTeaching);
    // The same title and body again within ten minutes is the same announcement (a double click, a retried request).
    const repeated = await findSameAnnouncementSince(tx, { courseId: course.id, title: o.body.title, body: o.body.body, since: new Date(o.now.getTime() - REPEAT_MS) });
    if (repeated !== null) return repeated;
    if ((await countAnnouncementsSince(tx, course.id, new Date(o.now.getTime() - DAY_MS))) >= ANNOUNCEMENT_LIMITS.perCourseDay) {
      throw new RateLimitedError(ANNOUNCEMENT_TEXT.tooMany, DAY_MS / 1000);
    }
    const row = await insertAnnouncement(tx, { courseId: course.id, authorId: o.user.id, title: o.body.title, body: o.body.body, now: o.now });
    await sendJob(tx, fanOutAnnouncementJob, { announcementId: row.id });
    return row.id;
  });
  return (await findAnnouncement(db, id))!;
}
