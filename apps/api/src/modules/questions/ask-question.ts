import { COURSE_NOT_FOUND } from '@kelas/contracts/catalogue';
import { QUESTION_TEXT, type AskQuestionBody } from '@kelas/contracts/questions';
import type { Db } from '../../db/client.ts';
import { fieldError, notFound } from '../../lib/app-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { assertMayPost, readStanding } from './policy.ts';
import { findCourseItem, findPublishedCourse, insertQuestion } from './queries.ts';

/**
 * A learner asks about one item of the course `slug` (decision 277): the body trimmed, stored as
 * written (sanitised when shown). 404 unknown or unpublished course; 422 under `item_id` for an item
 * of another course; 403 NOT_ENROLLED (only participants ask), 403 POSTING_BANNED. Returns the id.
 */
export async function askQuestion(db: Db, o: { user: AuthUser; slug: string; body: AskQuestionBody; now: Date }): Promise<number> {
  return db.transaction(async (tx) => {
    const course = await findPublishedCourse(tx, o.slug);
    if (!course) throw notFound(COURSE_NOT_FOUND);
    assertMayPost(await readStanding(tx, o.user, course.id));
    if (!(await findCourseItem(tx, course.id, o.body.item_id))) throw fieldError('item_id', QUESTION_TEXT.itemNotInCourse);
    return insertQuestion(tx, { courseId: course.id, itemId: o.body.item_id, userId: o.user.id, body: o.body.body, now: o.now });
  });
}
