import type { Db } from '../../db/client.ts';
import type { PaymentGateway } from '../../platform/payments/gateway.ts';
import { loadPayablePayment } from './payment-policy.ts';
import { updatePaymentInstructions, type PaymentRow } from './queries.ts';

/**
 * The e-wallet phone flow (spec 2.18 "E-wallet"): sends the payment request to the e-wallet
 * account of `phone` (digits after +62). Sending again to a corrected number re-uses the same
 * payment, so the learner is never charged twice.
 * Errors: those of `loadPayablePayment` (404, 409 WRONG_METHOD / not pending, 410 expired).
 */
export async function requestEwallet(
  db: Db,
  gateway: PaymentGateway,
  opts: { userId: number; paymentId: number; phone: string; now: Date },
): Promise<PaymentRow> {
  const { payment } = await loadPayablePayment(db, { userId: opts.userId, paymentId: opts.paymentId, now: opts.now, method: 'ewallet' });
  await gateway.requestEwallet(payment.providerRef ?? String(payment.id), opts.phone);
  return updatePaymentInstructions(db, payment.id, { ...payment.instructions, phone: opts.phone, requested_at: opts.now.toISOString() });
}
