import { formatRupiah } from '@kelas/contracts/money';
import { REFUND_TEXT } from '@kelas/contracts/refunds';
import type { Db } from '../../db/client.ts';
import { AppError, conflict, fieldError, notFound } from '../../lib/app-error.ts';
import { randomDigits } from '../../lib/tokens.ts';
import type { PaymentGateway } from '../../platform/payments/gateway.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { presentRefund } from './presenters.ts';
import { findPaidPayment, findRefundByIdempotencyKey, hasLiveCertificate, insertRefund, lockOrder, refundTotals, type RefundRow } from './queries.ts';
import { settleRefund, type SettleOutcome } from './settle-refund.ts';
import { idText } from '../../platform/i18n.ts';

export type CreateRefundInput = {
  orderId: number;
  /** Rupiah, > 0 (the contract schema checked it). */
  amount: number;
  reason: string;
  /** Needed once the buyer holds a certificate of one of the order's courses. */
  confirm: boolean;
  idempotencyKey: string | null;
  actorId: number;
  ip: string | null;
  now: Date;
};

/**
 * Decides a refund (decision 150) in one transaction holding the order's row lock,
 * so two admins at once are decided one after the other:
 * - a known `idempotencyKey` of this order returns that refund (`replayed`), nothing new is written
 *   (422 when the amount differs);
 * - 404 unknown order; 409 NOT_PAID unless paid; 422 `amount` above the refundable remainder
 *   (total − pending − succeeded refunds); 409 CERTIFICATE_ISSUED when a certificate exists and
 *   `confirm` is not set;
 * - else a `pending` refund row and its audit row (`refund.create`).
 * Returns the row; the caller then asks the gateway (`sendRefund`).
 */
export async function decideRefund(db: Db, input: CreateRefundInput): Promise<{ refund: RefundRow; replayed: boolean }> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, input.orderId);
    if (!order) throw notFound('Pesanan tidak ditemukan.');
    if (input.idempotencyKey) {
      const earlier = await findRefundByIdempotencyKey(tx, order.id, input.idempotencyKey);
      if (earlier) {
        if (earlier.amount !== input.amount) throw fieldError('amount', REFUND_TEXT.idempotencyMismatch, 'IDEMPOTENCY_MISMATCH');
        return { refund: earlier, replayed: true };
      }
    }
    if (order.status !== 'paid') throw conflict(REFUND_TEXT.notPaid, 'NOT_PAID');
    const { held, count } = await refundTotals(tx, order.id);
    const remainder = order.total - held;
    if (remainder <= 0) throw fieldError('amount', REFUND_TEXT.nothingLeft, 'NOTHING_REFUNDABLE');
    if (input.amount > remainder) throw fieldError('amount', idText('refundText:amountOver', { max: formatRupiah(remainder) }), 'AMOUNT_OVER_REFUNDABLE');
    const certificate = await hasLiveCertificate(tx, order.id, order.userId);
    if (certificate && !input.confirm) throw conflict(REFUND_TEXT.certificateIssued, 'CERTIFICATE_ISSUED');
    const payment = await findPaidPayment(tx, order.id);
    const seq = count + 1;
    const refund = await insertRefund(tx, {
      orderId: order.id,
      paymentId: payment?.id ?? null,
      amount: input.amount,
      reason: input.reason,
      status: 'pending',
      refundKey: `RF-${order.id}-${seq}-${randomDigits(6)}`,
      idempotencyKey: input.idempotencyKey,
      full: input.amount === remainder,
      certificateOverride: certificate,
      creditNoteNumber: `CN-${order.id}-${seq}`,
      createdBy: input.actorId,
      createdAt: input.now,
    });
    await recordAudit(tx, {
      actorId: input.actorId,
      action: 'refund.create',
      entityType: 'order',
      entityId: order.id,
      before: { total: order.total, refunded_or_pending: held },
      after: { refund: presentRefund(refund), certificate_override: certificate },
      ip: input.ip,
    });
    return { refund, replayed: false };
  });
}

/**
 * Asks the gateway to return the money of a freshly decided refund and applies its answer
 * (`settleRefund`). The call is made after the decision's commit, never inside a transaction.
 * A free order (no payment) is settled at once. When the gateway cannot be reached the refund
 * stays pending; the status check (`checkRefund`) settles it later.
 */
export async function sendRefund(
  db: Db,
  gateway: PaymentGateway,
  opts: { refund: RefundRow; paymentReference: string | null; now: Date; actorId: number | null; mail: Parameters<typeof settleRefund>[1]['mail']; log: { warn: (o: object, m: string) => void } },
): Promise<SettleOutcome> {
  const { refund } = opts;
  let result;
  if (!opts.paymentReference) {
    result = { status: 'succeeded' as const, providerRef: null, failureReason: null };
  } else {
    try {
      result = await gateway.refund({ reference: opts.paymentReference, refundKey: refund.refundKey, amount: refund.amount, reason: refund.reason });
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      opts.log.warn({ refundId: refund.id, err: err.message }, 'refund: gateway unreachable, left pending for the status check');
      return { refund, changed: false, mailId: null };
    }
  }
  return settleRefund(db, { refundId: refund.id, result, now: opts.now, actorId: opts.actorId, mail: opts.mail });
}
