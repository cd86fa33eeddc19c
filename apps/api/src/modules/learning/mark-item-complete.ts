import { progressPercent } from '@kelas/contracts/learning';
import type { DbOrTx } from '../../db/client.ts';
import { ensureCertificate } from '../certificates/issue-certificate.ts';
import { countCourseCompletion, insertItemProgress, lockLearnerCourse } from './queries.ts';

export type CompletionOutcome = {
  /** True when this call completed the item (false: it was complete already). */
  created: boolean;
  /** Whole percent, rounded down (see `progressPercent`). */
  courseProgress: number;
  /** The valid certificate's code once every item of the course is complete, else null. */
  certificateCode: string | null;
  /** True when this call issued the certificate (the learner is told; decision 242). */
  certificateIssued: boolean;
};

/**
 * Records one item as complete for one learner and, when that makes the whole course complete,
 * issues the course certificate. The caller has checked the item's completion rule
 * (decision 240): a progress row exists only when the rule was met. Runs in its own transaction, or in a savepoint of the caller's
 * transaction, holding a per-learner-per-course lock so concurrent completions of the last two
 * items still issue exactly one certificate. Idempotent. `inCallersTransaction`: `tx` is a
 * transaction that fails as a whole on any error, so no savepoint is needed (two round trips
 * fewer; the quiz finish, decision 124).
 */
export async function completeItemForLearner(
  tx: DbOrTx,
  opts: { userId: number; itemId: number; courseId: number; now?: Date | undefined; inCallersTransaction?: boolean },
): Promise<CompletionOutcome> {
  const run = async (t: DbOrTx): Promise<CompletionOutcome> => {
    await lockLearnerCourse(t, opts.userId, opts.courseId);
    const created = await insertItemProgress(t, opts);
    const { total, done } = await countCourseCompletion(t, opts.userId, opts.courseId);
    const complete = total > 0 && done >= total;
    const certificate = complete ? await ensureCertificate(t, { userId: opts.userId, courseId: opts.courseId, now: opts.now ?? new Date() }) : null;
    return { created, courseProgress: progressPercent(done, total), certificateCode: certificate?.code ?? null, certificateIssued: certificate?.issued ?? false };
  };
  return opts.inCallersTransaction ? run(tx) : tx.transaction(run);
}

/**
 * Marks one item complete for one learner (is_complete = 1). Idempotent: a second call changes
 * nothing. Shared by the player's "complete" call, quiz finish and assignment upload; when the
 * item was the course's last incomplete one, the certificate is issued in the same transaction.
 * Returns true when this call completed it.
 */
export async function markItemComplete(
  tx: DbOrTx,
  opts: { userId: number; itemId: number; courseId: number; now?: Date; inCallersTransaction?: boolean },
): Promise<boolean> {
  return (await completeItemForLearner(tx, opts)).created;
}
