import { cardBrand, cardExpiryValid, parseCardExpiry, PAYMENT_MESSAGES } from '@kelas/contracts/payments';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { fieldError } from '../../lib/app-error.ts';
import type { PaymentGateway } from '../../platform/payments/gateway.ts';
import { applyNotification } from './apply-notification.ts';
import { loadPayablePayment } from './payment-policy.ts';
import { findPaymentForUser, updatePaymentInstructions, type PaymentRow } from './queries.ts';

/** A card as the contract's `CardPaymentSchema` hands it over (number already digits only, Luhn-checked). */
export type CardInput = { card_number: string; expiry: string; cvv: string; first_name: string; last_name: string; phone: string };

/**
 * Pays a card payment (spec 2.18 "Credit card form"): the expiry is checked against the server
 * clock (422 `expiry`), the gateway authorises, and the result goes through the same fulfilment
 * as a webhook (approved → paid and enrolled; declined → payment and order failed, with the
 * issuer's reason). The brand is the card's own, read from its number (`cardBrand`), whichever
 * tile was chosen: the payment's channel and instructions record it, and the status page and the
 * receipt print it (decision 252). The card number, expiry and CVV live only in this call:
 * nothing of them is stored or logged; the stored instructions keep the brand only.
 * Errors: those of `loadPayablePayment`; 422 `expiry`; 502 from the gateway.
 */
export async function payWithCard(
  db: Db,
  gateway: PaymentGateway,
  opts: { userId: number; paymentId: number; card: CardInput; now: Date; log: Pick<FastifyBaseLogger, 'warn'>; onPaid?: (orderId: number) => Promise<void> },
): Promise<PaymentRow> {
  const { payment } = await loadPayablePayment(db, { userId: opts.userId, paymentId: opts.paymentId, now: opts.now, method: 'card' });
  const exp = parseCardExpiry(opts.card.expiry);
  if (!exp) throw fieldError('expiry', PAYMENT_MESSAGES.cardExpiry);
  if (!cardExpiryValid(exp, opts.now)) throw fieldError('expiry', PAYMENT_MESSAGES.cardExpired, 'CARD_EXPIRED');
  const brand = cardBrand(opts.card.card_number);
  if (!brand) throw fieldError('card_number', PAYMENT_MESSAGES.cardBrand);

  const result = await gateway.chargeCard({
    reference: payment.providerRef ?? String(payment.id),
    amount: payment.amount,
    number: opts.card.card_number,
    expMonth: exp.month,
    expYear: exp.year,
    cvv: opts.card.cvv,
  });
  await updatePaymentInstructions(db, payment.id, { kind: 'card', brand, transaction_id: result.transactionId }, brand);
  const outcome = await applyNotification(db, {
    provider: gateway.id,
    now: opts.now,
    notification: {
      eventId: `card:${result.transactionId}`,
      reference: payment.providerRef ?? String(payment.id),
      status: result.approved ? 'paid' : 'failed',
      amount: payment.amount,
      ...(result.declineReason ? { failureReason: result.declineReason } : {}),
      payload: { transaction_id: result.transactionId, approved: result.approved, brand, ...(result.declineReason ? { decline_reason: result.declineReason } : {}) },
    },
  });
  if (outcome.result === 'applied' && outcome.fulfilled && opts.onPaid) await opts.onPaid(outcome.orderId);
  const after = await findPaymentForUser(db, payment.id, opts.userId);
  return after!.payment;
}
