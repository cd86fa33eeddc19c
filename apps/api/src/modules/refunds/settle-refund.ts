import type { Db } from '../../db/client.ts';
import type { RefundResult } from '../../platform/payments/gateway.ts';
import { announceCourseChange } from '../../platform/public-data-changes.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { revokeCertificatesOf } from '../certificates/revoke-certificate.ts';
import { notify, type NotifyConfig } from '../notifications/notify.ts';
import { presentRefund } from './presenters.ts';
import { deleteOrderEnrolments, findOrderWithBuyer, findRefund, settlePendingRefund, setRefundProviderRef, type RefundRow } from './queries.ts';

export type SettleOutcome = { refund: RefundRow; changed: boolean; mailId: number | null };

/**
 * Applies the gateway's answer to a pending refund in one transaction:
 * - succeeded: the refund is settled; a full refund ends the enrolments the order created and
 *   revokes the learner's certificates of those courses (decision 242; a partial one does
 *   neither); the learner is notified (`notify`, decision 274: in-app and the refund notice
 *   e-mail, written with `mail`'s brand and {host}; deliver the e-mail after commit);
 * - failed: the refund is settled as failed (its amount becomes refundable again);
 * - pending: only the gateway's reference is kept.
 * Each change writes an audit row (`refund.succeed` / `refund.fail`). Settling twice changes nothing
 * (the UPDATE only moves a pending row), so a notification and a status check may race safely.
 */
export async function settleRefund(
  db: Db,
  opts: { refundId: number; result: RefundResult; now: Date; actorId: number | null; mail: NotifyConfig },
): Promise<SettleOutcome> {
  if (opts.result.status === 'pending') {
    await setRefundProviderRef(db, opts.refundId, opts.result.providerRef);
    return { refund: (await findRefund(db, opts.refundId))!, changed: false, mailId: null };
  }
  const status = opts.result.status;
  let endedCourses: number[] = [];
  const outcome = await db.transaction(async (tx) => {
    const settled = await settlePendingRefund(tx, opts.refundId, {
      status,
      providerRef: opts.result.providerRef,
      failureReason: opts.result.failureReason,
      settledAt: opts.now,
    });
    if (!settled) return { refund: (await findRefund(tx, opts.refundId))!, changed: false, mailId: null };
    let mailId: number | null = null;
    let ended: { id: number; courseId: number }[] = [];
    let revoked: string[] = [];
    if (status === 'succeeded') {
      const order = (await findOrderWithBuyer(tx, settled.orderId))!;
      if (settled.full) {
        ended = await deleteOrderEnrolments(tx, settled.orderId, order.order.userId);
        endedCourses = ended.map((e) => e.courseId);
        revoked = await revokeCertificatesOf(tx, { userId: order.order.userId, courseIds: endedCourses, cause: 'refund', reason: settled.reason, by: opts.actorId, now: opts.now });
      }
      const notified = await notify(tx, {
        config: opts.mail,
        userId: order.order.userId,
        type: 'refund.succeeded',
        params: { invoice: order.order.invoiceNumber, amount: settled.amount, full: settled.full, credit_note: settled.creditNoteNumber },
        eventKey: `refund.succeeded:${settled.id}`,
        link: '/programmu/orders',
        now: opts.now,
      });
      mailId = notified.mailIds[0] ?? null;
    }
    await recordAudit(tx, {
      actorId: opts.actorId,
      action: status === 'succeeded' ? 'refund.succeed' : 'refund.fail',
      entityType: 'refund',
      entityId: settled.id,
      before: { status: 'pending' },
      after: { ...presentRefund(settled), ended_enrolment_ids: ended.map((e) => e.id), revoked_certificates: revoked },
    });
    return { refund: settled, changed: true, mailId };
  });
  // '{n} Peserta' and the revoked certificates' verifications change (decisions 242, 245).
  for (const courseId of endedCourses) announceCourseChange({ courseId });
  return outcome;
}
