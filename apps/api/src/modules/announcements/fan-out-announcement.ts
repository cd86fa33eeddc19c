import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { defineJob, StaleJobError } from '../../platform/jobs/define-job.ts';
import { notify, type NotifyConfig } from '../notifications/notify.ts';
import { findAnnouncement, findCourseRef, finishAnnouncement, listLearnerIdsAfter } from './queries.ts';

/** Learners notified per transaction: one commit per batch keeps each transaction short. */
export const FAN_OUT_BATCH = 500;

/**
 * The fan-out of one course announcement (decision 291): every learner of the course gets its
 * notification (in-app, and the e-mail and other channels they keep on for 'Belajar'). Retried by
 * the queue; a retry starts again from the first learner, and the notification's event key
 * (`course.announcement:{id}`) makes everyone already reached a no-op, so nobody hears it twice.
 */
export const fanOutAnnouncementJob = defineJob({
  name: 'announcements.fan-out',
  schema: z.object({ announcementId: z.number().int().positive() }),
  retryLimit: 5,
  retryDelaySeconds: 30,
  retryBackoff: true,
  expireInSeconds: 15 * 60,
});

/**
 * Runs the fan-out: batches of `batchSize` (FAN_OUT_BATCH) learners by user id, each batch one transaction of
 * `notify` calls; the e-mails go out through the mail outbox's jobs. Records how many learners it
 * reached and when. Returns that count. Throws StaleJobError when the announcement is gone (its
 * course was deleted), and what the database throws (the queue retries).
 */
export async function fanOutAnnouncement(db: Db, o: { announcementId: number; config: NotifyConfig; now: () => Date; batchSize?: number }): Promise<number> {
  const a = await findAnnouncement(db, o.announcementId);
  if (!a) throw new StaleJobError(`announcement ${o.announcementId} no longer exists`);
  const course = await findCourseRef(db, a.courseId);
  if (!course) throw new StaleJobError(`course ${a.courseId} no longer exists`);
  const params = { course: course.title, title: a.title, body: a.body, by: a.authorName ?? course.title };
  let reached = 0;
  let after = 0;
  for (;;) {
    const batch = await listLearnerIdsAfter(db, a.courseId, after, o.batchSize ?? FAN_OUT_BATCH);
    if (batch.length === 0) break;
    await db.transaction(async (tx) => {
      for (const userId of batch) {
        await notify(tx, { config: o.config, userId, type: 'course.announcement', params, eventKey: `course.announcement:${a.id}`, link: `/learning/${course.slug}`, now: o.now() });
      }
    });
    reached += batch.length;
    after = batch[batch.length - 1]!;
  }
  await finishAnnouncement(db, a.id, reached, o.now());
  return reached;
}
