import type { LearnerRefund, Refund } from '@kelas/contracts/refunds';
import type { RefundRow } from './queries.ts';

/** A refund as the console shows it. */
export function presentRefund(r: RefundRow): Refund {
  return {
    id: r.id,
    order_id: r.orderId,
    status: r.status,
    amount: r.amount,
    reason: r.reason,
    full: r.full,
    credit_note_number: r.creditNoteNumber,
    failure_reason: r.failureReason,
    created_at: r.createdAt.toISOString(),
    settled_at: r.settledAt?.toISOString() ?? null,
  };
}

/** A refund as the learner sees it in the order history (no reason or gateway detail). */
export function presentLearnerRefund(r: RefundRow): LearnerRefund {
  return {
    id: r.id,
    order_id: r.orderId,
    status: r.status,
    amount: r.amount,
    full: r.full,
    credit_note_number: r.creditNoteNumber,
    created_at: r.createdAt.toISOString(),
    settled_at: r.settledAt?.toISOString() ?? null,
  };
}
