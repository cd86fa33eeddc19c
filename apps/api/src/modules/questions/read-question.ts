import { QUESTION_TEXT, type QuestionDetail } from '@kelas/contracts/questions';
import type { DbOrTx } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { assertParticipant, mayAccept, readStanding } from './policy.ts';
import { presentQuestionDetail } from './presenters.ts';
import { findQuestion, listAnswers } from './queries.ts';

/**
 * A visible question with its visible answers as `user` reads it (decision 277): whether they may
 * answer (a participant not banned; else the ban's notice) and accept (`mayAccept`: the asker, or a mentor while the asker has not chosen). 404 unknown
 * or hidden question; 403 NOT_ENROLLED.
 */
export async function readQuestion(db: DbOrTx, o: { user: AuthUser; id: number; now: Date }): Promise<QuestionDetail> {
  const q = await findQuestion(db, o.id, o.user.id);
  if (!q || q.q.hiddenAt) throw notFound(QUESTION_TEXT.questionNotFound);
  const standing = await readStanding(db, o.user, q.course.id);
  assertParticipant(standing);
  const answers = await listAnswers(db, q.q.id, q.course.id, o.user.id);
  const acceptedBy = answers.find((a) => a.a.acceptedAt)?.a.acceptedBy ?? null;
  const accept = mayAccept({ userId: o.user.id, askerId: q.q.userId, staff: standing.staff, acceptedBy });
  return presentQuestionDetail(q, answers, { userId: o.user.id, now: o.now }, { answer: standing.mayPost, accept, ban: standing.ban });
}
