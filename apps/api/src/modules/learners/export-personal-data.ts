import { LEARNER_EXPORT_FORMAT, LEARNER_TEXT } from '@kelas/contracts/learners';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/record-audit.ts';
import type { Actor } from './actor.ts';
import { presentLearnerDetail } from './presenters.ts';
import { collectPersonalData, findUserSummary, listUserEnrolments, listUserOrders, listUserQuizAttempts, listUserSubmissions } from './queries.ts';

/**
 * Everything stored about a person, as one JSON document (UU PDP right of access; decision 161):
 * profile, enrolments and progress, journal answers, quiz attempts and answers, submissions,
 * certificates, orders with items and payments, voucher uses, sessions (times only; never tokens,
 * password hashes or card data). The export itself is recorded as `user.export` (same transaction
 * as the reads, so a failed export leaves no row). 404 for an unknown account.
 */
export async function exportPersonalData(db: Db, o: { userId: number; actor: Actor; now: Date }): Promise<Record<string, unknown>> {
  return db.transaction(async (tx) => {
    const user = await findUserSummary(tx, o.userId);
    if (!user) throw notFound(LEARNER_TEXT.userUnknown);
    const [enrolments, orders, attempts, submissions, more] = await Promise.all([
      listUserEnrolments(tx, o.userId),
      listUserOrders(tx, o.userId),
      listUserQuizAttempts(tx, o.userId),
      listUserSubmissions(tx, o.userId),
      collectPersonalData(tx, o.userId),
    ]);
    const record = presentLearnerDetail(user, enrolments, orders, attempts, submissions, []);
    await recordAudit(tx, { actorId: o.actor.id, action: 'user.export', entityType: 'user', entityId: o.userId, ip: o.actor.ip });
    return {
      format: LEARNER_EXPORT_FORMAT,
      exported_at: o.now.toISOString(),
      profile: { ...record.user, avatar: user.avatar },
      enrolments: record.enrolments,
      progress: more.progress.map((p) => ({ item_id: p.itemId, item: p.item, course_id: p.courseId, completed_at: p.completedAt.toISOString() })),
      journal_answers: more.essays.map((e) => ({ item_id: e.itemId, item: e.item, answers: e.answers, submitted_at: e.submittedAt.toISOString() })),
      quiz_attempts: record.quiz_attempts,
      quiz_answers: more.responses.map((r) => ({ attempt_id: r.attemptId, question_id: r.questionId, answer_id: r.answerId, answered_at: r.answeredAt.toISOString() })),
      submissions: submissions.map((s) => ({
        id: s.id,
        item: s.itemTitle,
        course: s.courseTitle,
        file_name: s.fileName,
        file_size_bytes: s.fileSize,
        status: s.status,
        score: s.score,
        feedback: s.feedback,
        submitted_at: s.submittedAt.toISOString(),
        graded_at: s.gradedAt?.toISOString() ?? null,
      })),
      certificates: more.certs.map((c) => ({
        code: c.code,
        course_id: c.courseId,
        name_printed: c.namePrinted,
        issued_at: c.issuedAt.toISOString(),
        status: c.status,
        replaced_at: c.replacedAt?.toISOString() ?? null,
        revoked_at: c.revokedAt?.toISOString() ?? null,
      })),
      orders: more.orderRows.map((r) => ({
        id: r.id,
        invoice_number: r.invoiceNumber,
        status: r.status,
        subtotal: r.subtotal,
        promo_discount: r.promoDiscount,
        tax: r.tax,
        fee: r.fee,
        total: r.total,
        created_at: r.createdAt.toISOString(),
        paid_at: r.paidAt?.toISOString() ?? null,
        items: more.lines.filter((l) => l.orderId === r.id).map((l) => ({ title: l.title, package: l.packageName, unit_price: l.unitPrice, amount: l.amount })),
        payments: more.paymentRows
          .filter((p) => p.orderId === r.id)
          .map((p) => ({ method: p.method, channel: p.channel, status: p.status, amount: p.amount, created_at: p.createdAt.toISOString(), paid_at: p.paidAt?.toISOString() ?? null })),
      })),
      voucher_redemptions: more.redemptions.map((v) => ({ code: v.code, course_id: v.courseId, redeemed_at: v.redeemedAt.toISOString() })),
      sessions: more.sessionRows.map((s) => ({ created_at: s.createdAt.toISOString(), expires_at: s.expiresAt.toISOString(), revoked_at: s.revokedAt?.toISOString() ?? null })),
    };
  });
}
