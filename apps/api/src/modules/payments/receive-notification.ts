import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { PaymentGateway } from '../../platform/payments/gateway.ts';
import { applyNotification, type NotificationOutcome } from './apply-notification.ts';

/**
 * One path for every notification (the webhook, the sandbox simulate control, card results):
 * verify with the gateway (401 when forged), apply in one transaction, then void at the gateway
 * the attempts a payment made redundant.
 */
export async function receiveNotification(
  db: Db,
  gateway: PaymentGateway,
  opts: {
    rawBody: string;
    headers: Record<string, string | string[] | undefined>;
    now: Date;
    log: Pick<FastifyBaseLogger, 'warn'>;
    /** Called with the refund keys the gateway reports as done (refund notifications). */
    onRefundKeys?: (keys: string[]) => Promise<void>;
    /** Called once with the order this notification fulfilled (its receipt is mailed). */
    onPaid?: (orderId: number) => Promise<void>;
  },
): Promise<NotificationOutcome> {
  const notification = await gateway.verifyNotification(opts.rawBody, opts.headers);
  const outcome = await applyNotification(db, { provider: gateway.id, notification, now: opts.now });
  if (notification.refundKeys?.length && opts.onRefundKeys) await opts.onRefundKeys(notification.refundKeys);
  if (outcome.result === 'unknown_payment') opts.log.warn({ reference: notification.reference }, 'payment notification for an unknown reference');
  if (outcome.result === 'applied') {
    if (notification.status === 'paid' && !outcome.fulfilled) opts.log.warn({ orderId: outcome.orderId }, 'payment settled for an order that was already paid: check for a refund');
    for (const ref of outcome.cancelledRefs) await gateway.cancel(ref);
    if (outcome.fulfilled && opts.onPaid) await opts.onPaid(outcome.orderId);
  }
  return outcome;
}
