import { COURSE_NOT_FOUND } from '@kelas/contracts/catalogue';
import { QUESTION_TEXT, type AskQuestionBody } from '@kelas/contracts/questions';
import type { Db } from '../../db/client.ts';
import { fieldError, notFound } from '../../lib/app-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { notify, type NotifyConfig } from '../notifications/notify.ts';
import { plainExcerpt, questionLink } from './notice.ts';
import { assertMayPost, readStanding } from './policy.ts';
import { findCourseItem, findPublishedCourse, insertQuestion, listCourseMentorUserIds } from './queries.ts';

/**
 * A learner asks about one item of the course `slug` (decision 277): the body trimmed, stored as
 * written (sanitised when shown). In the same transaction every mentor of the course with an
 * account, but the asker, is notified ('question.asked', event key `question.asked:{questionId}`:
 * one per mentor and question; decision 282). 404 unknown or unpublished course; 422 under
 * `item_id` for an item of another course; 403 NOT_ENROLLED (only participants ask), 403
 * POSTING_BANNED. Returns the id and the e-mails to deliver after the commit.
 */
export async function askQuestion(
  db: Db,
  o: { user: AuthUser; slug: string; body: AskQuestionBody; config: NotifyConfig; now: Date },
): Promise<{ questionId: number; mailIds: number[] }> {
  return db.transaction(async (tx) => {
    const course = await findPublishedCourse(tx, o.slug);
    if (!course) throw notFound(COURSE_NOT_FOUND);
    assertMayPost(await readStanding(tx, o.user, course.id));
    const item = await findCourseItem(tx, course.id, o.body.item_id);
    if (!item) throw fieldError('item_id', QUESTION_TEXT.itemNotInCourse);
    const questionId = await insertQuestion(tx, { courseId: course.id, itemId: item.id, userId: o.user.id, body: o.body.body, now: o.now });
    const mailIds: number[] = [];
    const params = { course: course.title, item: item.title, question: plainExcerpt(o.body.body), by: o.user.name };
    for (const mentorId of await listCourseMentorUserIds(tx, course.id)) {
      if (mentorId === o.user.id) continue;
      const sent = await notify(tx, { config: o.config, userId: mentorId, type: 'question.asked', params, eventKey: `question.asked:${questionId}`, link: questionLink(questionId), now: o.now });
      mailIds.push(...sent.mailIds);
    }
    return { questionId, mailIds };
  });
}
