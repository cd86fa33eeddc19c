import { COURSE_NOT_FOUND } from '@kelas/contracts/catalogue';
import { QUESTION_TEXT, type QuestionList, type QuestionListQuery } from '@kelas/contracts/questions';
import type { DbOrTx } from '../../db/client.ts';
import { fieldError, notFound } from '../../lib/app-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { assertParticipant, readStanding } from './policy.ts';
import { presentQuestion } from './presenters.ts';
import { findCourseItem, findPublishedCourse, listCourseQuestions } from './queries.ts';

/**
 * One page of the course's visible questions for a participant (decision 277), with whether they
 * may ask and the ban that stops them, if any (decision 292). 404 unknown course;
 * 403 NOT_ENROLLED; 422 under `item_id` for an item of another course.
 */
export async function listQuestions(db: DbOrTx, o: { user: AuthUser; slug: string; query: QuestionListQuery; now: Date }): Promise<QuestionList> {
  const course = await findPublishedCourse(db, o.slug);
  if (!course) throw notFound(COURSE_NOT_FOUND);
  const standing = await readStanding(db, o.user, course.id);
  assertParticipant(standing);
  const q = o.query;
  if (q.item_id && !(await findCourseItem(db, course.id, q.item_id))) throw fieldError('item_id', QUESTION_TEXT.itemNotInCourse);
  const { rows, total } = await listCourseQuestions(db, { courseId: course.id, itemId: q.item_id, sort: q.sort, page: q.page, perPage: q.per_page, viewerId: o.user.id });
  const reader = { userId: o.user.id, now: o.now };
  return { data: rows.map((r) => presentQuestion(r, reader)), meta: { total, page: q.page, per_page: q.per_page }, can_ask: standing.mayPost, posting_ban: standing.ban };
}
