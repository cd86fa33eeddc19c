import { LEARNER_TEXT, type LearnerDetail } from '@kelas/contracts/learners';
import type { DbOrTx } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { presentLearnerDetail } from './presenters.ts';
import { findUserSummary, listUserCertificates, listUserEnrolments, listUserOrders, listUserQuizAttempts, listUserSubmissions } from './queries.ts';

/**
 * A learner's record for the console: profile, enrolments with progress per
 * course, orders, quiz attempts, assignment submissions and certificates. 404 for an unknown account.
 */
export async function loadLearnerRecord(db: DbOrTx, userId: number): Promise<LearnerDetail['data']> {
  const user = await findUserSummary(db, userId);
  if (!user) throw notFound(LEARNER_TEXT.userUnknown);
  const [enrolments, orders, attempts, submissions, certificates] = await Promise.all([
    listUserEnrolments(db, userId),
    listUserOrders(db, userId),
    listUserQuizAttempts(db, userId),
    listUserSubmissions(db, userId),
    listUserCertificates(db, userId),
  ]);
  return presentLearnerDetail(user, enrolments, orders, attempts, submissions, certificates);
}
