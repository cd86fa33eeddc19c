import { QUESTION_TEXT } from '@kelas/contracts/questions';
import type { Db } from '../../db/client.ts';
import { AppError, forbidden, notFound } from '../../lib/app-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { notify, type NotifyConfig } from '../notifications/notify.ts';
import { plainExcerpt, questionLink } from './notice.ts';
import { assertParticipant, mayAccept, readStanding } from './policy.ts';
import { acceptAnswer, findAcceptedAnswer, findAnswer, findQuestion, lockQuestion } from './queries.ts';

/**
 * The asker or a mentor of the course (its mentors, authors, admins) accepts an answer (decision
 * 277). Under the question's row lock: any other accepted answer is cleared first, and the partial
 * unique index keeps one accepted answer per question whatever races. Accepting the accepted answer
 * again changes nothing. Notifies ('answer.accepted', event key `answer.accepted:{answerId}`, once
 * per answer) its author and the asker, except whoever accepted. 404 unknown or hidden answer or
 * question; 403 NOT_ENROLLED, 403 for anyone else; 409 ASKER_CHOSE for a mentor once the asker has
 * chosen (`mayAccept`). Returns the question id and the e-mails to deliver.
 */
export async function acceptAnswerOf(db: Db, o: { user: AuthUser; answerId: number; config: NotifyConfig; now: Date }): Promise<{ questionId: number; mailIds: number[] }> {
  return db.transaction(async (tx) => {
    const found = await findAnswer(tx, o.answerId);
    if (!found || found.a.hiddenAt) throw notFound(QUESTION_TEXT.answerNotFound);
    const locked = await lockQuestion(tx, found.q.id);
    if (!locked || locked.hiddenAt) throw notFound(QUESTION_TEXT.questionNotFound);
    const standing = await readStanding(tx, o.user, locked.courseId);
    assertParticipant(standing);
    if (locked.userId !== o.user.id && !standing.staff) throw forbidden(QUESTION_TEXT.mayNotAccept);
    const current = await findAcceptedAnswer(tx, locked.id);
    if (!mayAccept({ userId: o.user.id, askerId: locked.userId, staff: standing.staff, acceptedBy: current?.acceptedBy ?? null })) {
      throw new AppError(409, QUESTION_TEXT.askerChose, 'ASKER_CHOSE');
    }
    if (found.a.acceptedAt) return { questionId: locked.id, mailIds: [] };
    await acceptAnswer(tx, { questionId: locked.id, answerId: o.answerId, by: o.user.id, now: o.now });
    const q = (await findQuestion(tx, locked.id, o.user.id))!;
    const params = { course: q.course.title, item: q.item.title, question: plainExcerpt(q.q.body) };
    const mailIds: number[] = [];
    for (const userId of new Set([found.a.userId, locked.userId])) {
      if (userId === o.user.id) continue;
      const sent = await notify(tx, { config: o.config, userId, type: 'answer.accepted', params, eventKey: `answer.accepted:${o.answerId}`, link: questionLink(locked.id), now: o.now });
      mailIds.push(...sent.mailIds);
    }
    return { questionId: locked.id, mailIds };
  });
}
