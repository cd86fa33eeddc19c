import type { SimulatedResult } from '@kelas/contracts/payments';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { PaymentGateway } from '../../platform/payments/gateway.ts';
import { signSandboxNotification } from '../../platform/payments/sandbox.ts';
import { loadPayablePayment } from './payment-policy.ts';
import { receiveNotification } from './receive-notification.ts';

/**
 * The sandbox "simulate payment" control: builds a notification for the payment signed
 * with SANDBOX_WEBHOOK_SECRET and hands it to the same path as the webhook (signature check,
 * fulfilment). `expired` is the notification a gateway sends when the payment's time has run out,
 * so the expired screens can be seen without waiting (decision 250). Only mounted when the
 * sandbox provider is active.
 * Errors: those of `loadPayablePayment`.
 */
export async function simulatePayment(
  db: Db,
  gateway: PaymentGateway,
  opts: { userId: number; paymentId: number; result: SimulatedResult; secret: string; now: Date; log: Pick<FastifyBaseLogger, 'warn'>; onPaid?: (orderId: number) => Promise<void> },
): Promise<{ orderId: number }> {
  const { payment } = await loadPayablePayment(db, { userId: opts.userId, paymentId: opts.paymentId, now: opts.now });
  const signed = signSandboxNotification(opts.secret, {
    reference: payment.providerRef ?? String(payment.id),
    status: opts.result,
    amount: payment.amount,
    occurred_at: opts.now,
  });
  await receiveNotification(db, gateway, { ...signed, now: opts.now, log: opts.log, ...(opts.onPaid ? { onPaid: opts.onPaid } : {}) });
  return { orderId: payment.orderId };
}
