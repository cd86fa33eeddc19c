import { MENTOR_MESSAGES } from '@kelas/contracts/mentor';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import type { MailMessage } from '../../platform/mail.ts';
import { enqueueMail } from '../../platform/mail-outbox.ts';
import { practicePassMarkOf, practiceRuleOf } from '../learning/completion-rules.ts';
import { completeItemForLearner } from '../learning/mark-item-complete.ts';
import { enqueuePrakerjaReport } from '../prakerja/enqueue-report.ts';
import { lockSubmission, recordGrade } from './queries.ts';

/**
 * Grades a submission: in one transaction the submission becomes 'graded' with the
 * score (integer percent 0..100), the feedback, graded_by and graded_at, and the grade is
 * appended to the grading history. Re-grading is allowed (decision 081): the latest grade is
 * the one the learner sees. 404 'Tugas tidak ditemukan.' when it does not exist.
 * The learner's e-mail (`notice(regraded)`) goes into the mail outbox in the same transaction
 * (decision 098), so a grade is never recorded without its notice; deliver it after the commit.
 * When the item's rule is `graded` and the score reaches its pass mark, the item is complete for
 * the learner (decision 240); when that completes the course, the certificate is issued in the
 * same transaction and the learner is told by a second e-mail, `certificateNotice(code)` (decision
 * 242). A completion stands when a later re-grade is lower.
 * A programme learner's grade also writes its programme report (decision 193) in the
 * same transaction; deliver it after the commit with `deliverPrakerjaReport`.
 * Returns whether it had been graded before, the outbox ids of the notices and the report id (or null).
 */
export async function gradeSubmission(
  db: Db,
  opts: {
    submissionId: number;
    graderId: number;
    score: number;
    feedback: string;
    now: Date;
    notice: (regraded: boolean) => MailMessage;
    certificateNotice: (code: string) => MailMessage;
  },
): Promise<{ regraded: boolean; mailIds: number[]; prakerjaReportId: number | null; certificateCode: string | null }> {
  return db.transaction(async (tx) => {
    const current = await lockSubmission(tx, opts.submissionId);
    if (!current) throw notFound(MENTOR_MESSAGES.submissionNotFound);
    await recordGrade(tx, {
      submissionId: current.id,
      graderId: opts.graderId,
      score: opts.score,
      feedback: opts.feedback,
      fileKey: current.fileKey,
      gradedAt: opts.now,
    });
    const regraded = current.status === 'graded';
    const mailIds = [await enqueueMail(tx, opts.notice(regraded), opts.now)];
    let certificateCode: string | null = null;
    if (practiceRuleOf(current.itemDetail) === 'graded' && opts.score >= practicePassMarkOf(current.itemDetail)) {
      const outcome = await completeItemForLearner(tx, { userId: current.userId, itemId: current.itemId, courseId: current.courseId, now: opts.now, inCallersTransaction: true });
      if (outcome.certificateIssued && outcome.certificateCode) {
        certificateCode = outcome.certificateCode;
        mailIds.push(await enqueueMail(tx, opts.certificateNotice(outcome.certificateCode), opts.now));
      }
    }
    // A programme learner's practice task / skill test is reported to the programme.
    const prakerjaReportId = await enqueuePrakerjaReport(tx, { submissionId: current.id, feedback: opts.feedback, now: opts.now });
    return { regraded, mailIds, prakerjaReportId, certificateCode };
  });
}
