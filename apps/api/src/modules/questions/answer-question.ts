import { QUESTION_TEXT } from '@kelas/contracts/questions';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { notify, type NotifyConfig } from '../notifications/notify.ts';
import { plainExcerpt, questionLink } from './notice.ts';
import { assertMayPost, readStanding } from './policy.ts';
import { findQuestion, insertAnswer } from './queries.ts';

/**
 * Answers a visible question (decision 277) and, in the same transaction, notifies the asker
 * ('question.answered', once per answer: event key `question.answered:{answerId}`) unless they
 * answered themselves. 404 unknown or hidden question; 403 NOT_ENROLLED, 403 POSTING_BANNED.
 * Returns the answer's id and the e-mails to deliver after the commit.
 */
export async function answerQuestion(
  db: Db,
  o: { user: AuthUser; questionId: number; body: string; config: NotifyConfig; now: Date },
): Promise<{ answerId: number; mailIds: number[] }> {
  return db.transaction(async (tx) => {
    const q = await findQuestion(tx, o.questionId, o.user.id);
    if (!q || q.q.hiddenAt) throw notFound(QUESTION_TEXT.questionNotFound);
    const standing = await readStanding(tx, o.user, q.course.id);
    assertMayPost(standing);
    const answerId = await insertAnswer(tx, { questionId: q.q.id, userId: o.user.id, body: o.body, now: o.now });
    if (q.q.userId === o.user.id) return { answerId, mailIds: [] };
    const { mailIds } = await notify(tx, {
      config: o.config,
      userId: q.q.userId,
      type: 'question.answered',
      params: { course: q.course.title, item: q.item.title, question: plainExcerpt(q.q.body), by: o.user.name, mentor: standing.staff },
      eventKey: `question.answered:${answerId}`,
      link: questionLink(q.q.id),
      now: o.now,
    });
    return { answerId, mailIds };
  });
}
