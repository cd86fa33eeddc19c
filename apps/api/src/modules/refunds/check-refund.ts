import type { Db } from '../../db/client.ts';
import type { PaymentGateway } from '../../platform/payments/gateway.ts';
import { notFound } from '../../lib/app-error.ts';
import { REFUND_TEXT } from '@kelas/contracts/refunds';
import { findPayment, findPendingRefundsByKeys, findRefund } from './queries.ts';
import { settleRefund, type SettleOutcome } from './settle-refund.ts';

type Mail = Parameters<typeof settleRefund>[1]['mail'];

/**
 * The status check of a refund: asks the gateway about a pending refund and
 * settles it; a settled refund is answered as it is. 404 unknown refund.
 */
export async function checkRefund(db: Db, gateway: PaymentGateway, opts: { refundId: number; now: Date; actorId: number | null; mail: Mail }): Promise<SettleOutcome> {
  const refund = await findRefund(db, opts.refundId);
  if (!refund) throw notFound(REFUND_TEXT.notFound);
  if (refund.status !== 'pending') return { refund, changed: false, mailId: null };
  const payment = refund.paymentId ? await findPayment(db, refund.paymentId) : null;
  const result = payment?.providerRef
    ? await gateway.refundStatus(payment.providerRef, refund.refundKey)
    : { status: 'succeeded' as const, providerRef: null, failureReason: null };
  return settleRefund(db, { refundId: refund.id, result, now: opts.now, actorId: opts.actorId, mail: opts.mail });
}

/**
 * Confirms pending refunds a verified gateway notification reports as done (`refundKeys`), e.g.
 * Midtrans' `refund` / `partial_refund` notification. Returns the outbox ids of the notices.
 */
export async function confirmRefunds(db: Db, opts: { refundKeys: string[]; now: Date; mail: Mail }): Promise<number[]> {
  const mailIds: number[] = [];
  for (const r of await findPendingRefundsByKeys(db, opts.refundKeys)) {
    const out = await settleRefund(db, { refundId: r.id, result: { status: 'succeeded', providerRef: r.providerRef, failureReason: null }, now: opts.now, actorId: null, mail: opts.mail });
    if (out.mailId !== null) mailIds.push(out.mailId);
  }
  return mailIds;
}
