import type { FastifyInstance } from 'fastify';
import { deliverMail } from '../../platform/mail-outbox.ts';
import { confirmRefunds } from './check-refund.ts';

/**
 * Settles the pending refunds a verified gateway notification reports as done (Midtrans `refund` /
 * `partial_refund`) and sends their notices. The payments webhook calls it.
 */
export async function confirmGatewayRefunds(app: FastifyInstance, refundKeys: string[]): Promise<void> {
  if (refundKeys.length === 0) return;
  const ids = await confirmRefunds(app.db, { refundKeys, now: app.now(), mail: app.config });
  if (ids.length > 0) await deliverMail(app.db, app.mailer, { now: app.now(), log: app.log, ids }).catch((err: unknown) => app.log.error({ err, ids }, 'refund notice: delivery left to the outbox sweep'));
}
