import { MENTOR_MESSAGES } from '@kelas/contracts/mentor';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { practicePassMarkOf, practiceRuleOf } from '../learning/completion-rules.ts';
import { completeItemForLearner } from '../learning/mark-item-complete.ts';
import { notify, type NotifyConfig } from '../notifications/notify.ts';
import { enqueuePrakerjaReport } from '../prakerja/enqueue-report.ts';
import { lockSubmission, recordGrade } from './queries.ts';

/**
 * Grades a submission: in one transaction the submission becomes 'graded' with the
 * score (integer percent 0..100), the feedback, graded_by and graded_at, and the grade is
 * appended to the grading history. Re-grading is allowed (decision 081): the latest grade is
 * the one the learner sees. 404 'Tugas tidak ditemukan.' when it does not exist.
 * The learner is notified in the same transaction (`notify`, decisions 098, 274: in-app and the
 * grade notice e-mail, once per grade), so a grade is never recorded without its notice; deliver
 * the e-mail after the commit. `notice` names the course and item and links to the item (a path).
 * When the item's rule is `graded` and the score reaches its pass mark, the item is complete for
 * the learner (decision 240); when that completes the course, the certificate is issued in the
 * same transaction and the learner is told by a second notification, the certificate notice
 * (decision 242). A completion stands when a later re-grade is lower.
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
    config: NotifyConfig;
    notice: { course: string; item: string; link: string };
  },
): Promise<{ regraded: boolean; mailIds: number[]; prakerjaReportId: number | null; certificateCode: string | null }> {
  return db.transaction(async (tx) => {
    const current = await lockSubmission(tx, opts.submissionId);
    if (!current) throw notFound(MENTOR_MESSAGES.submissionNotFound);
    const gradingId = await recordGrade(tx, {
      submissionId: current.id,
      graderId: opts.graderId,
      score: opts.score,
      feedback: opts.feedback,
      fileKey: current.fileKey,
      gradedAt: opts.now,
    });
    const regraded = current.status === 'graded';
    const { course, item, link } = opts.notice;
    const graded = await notify(tx, {
      config: opts.config,
      userId: current.userId,
      type: 'assignment.graded',
      params: { course, item, score: opts.score, feedback: opts.feedback, regraded },
      eventKey: `assignment.graded:${gradingId}`,
      link,
      now: opts.now,
    });
    const mailIds = [...graded.mailIds];
    let certificateCode: string | null = null;
    if (practiceRuleOf(current.itemDetail) === 'graded' && opts.score >= practicePassMarkOf(current.itemDetail)) {
      const outcome = await completeItemForLearner(tx, { userId: current.userId, itemId: current.itemId, courseId: current.courseId, now: opts.now, inCallersTransaction: true });
      if (outcome.certificateIssued && outcome.certificateCode) {
        certificateCode = outcome.certificateCode;
        const code = outcome.certificateCode;
        const issued = await notify(tx, {
          config: opts.config,
          userId: current.userId,
          type: 'certificate.issued',
          params: { course, code },
          eventKey: `certificate.issued:${code}`,
          link: `/certificate/${code}`,
          now: opts.now,
        });
        mailIds.push(...issued.mailIds);
      }
    }
    // A programme learner's practice task / skill test is reported to the programme.
    const prakerjaReportId = await enqueuePrakerjaReport(tx, { submissionId: current.id, feedback: opts.feedback, now: opts.now });
    return { regraded, mailIds, prakerjaReportId, certificateCode };
  });
}
