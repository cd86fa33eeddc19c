import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { DbOrTx } from '../../db/client.ts';
import { defineJob } from '../../platform/jobs/define-job.ts';
import { sendJob } from '../../platform/jobs/send-job.ts';
import { normalizeWhatsAppNumber, whatsAppConfigured } from '../../platform/whatsapp.ts';
import { insertDeliveryOnce } from './queries.ts';

/**
 * The sends of a notification on the channels besides in-app and e-mail (decision 279): one job per
 * (notification, channel), named by channel, its payload naming the event type so the console's
 * jobs page tells them apart (`notify.push` { type: 'payment.pending' }). Retried with back-off
 * (about 1, 2, 4, 8, 16 minutes), a dead letter in the console after the last try. A failure
 * touches neither the in-app row nor the e-mail, which were written before.
 */
const deliverySchema = z.object({ deliveryId: z.number().int().positive(), type: z.string() });
const jobOptions = { retryLimit: 5, retryDelaySeconds: 60, retryBackoff: true, expireInSeconds: 5 * 60 } as const;

export const pushJob = defineJob({ name: 'notify.push', schema: deliverySchema, ...jobOptions });
export const whatsAppJob = defineJob({ name: 'notify.whatsapp', schema: deliverySchema, ...jobOptions });

/** What planning needs of the recipient: the group's choices (defaults applied), devices, phone. */
export type ChannelReach = { push: boolean; whatsapp: boolean; pushDevices: number; phone: string | null };

/**
 * Plans the push and WhatsApp sends of a notification just written, in `notify`'s transaction (a
 * rollback plans nothing): push when the learner keeps it on for the group and has a subscribed
 * browser; WhatsApp when the server is configured, the learner keeps it on and the profile's phone
 * is a usable number. Each is a delivery row (unique per notification and channel) and its job.
 */
export async function planChannelSends(
  tx: DbOrTx,
  o: { notificationId: number; type: string; reach: ChannelReach; config: Partial<Pick<Config, 'WHATSAPP_TOKEN' | 'WHATSAPP_PHONE_NUMBER_ID'>>; now: Date },
): Promise<void> {
  if (o.reach.push && o.reach.pushDevices > 0) {
    const deliveryId = await insertDeliveryOnce(tx, { notificationId: o.notificationId, channel: 'push', now: o.now });
    if (deliveryId) await sendJob(tx, pushJob, { deliveryId, type: o.type });
  }
  if (o.reach.whatsapp && whatsAppConfigured(o.config) && normalizeWhatsAppNumber(o.reach.phone)) {
    const deliveryId = await insertDeliveryOnce(tx, { notificationId: o.notificationId, channel: 'whatsapp', now: o.now });
    if (deliveryId) await sendJob(tx, whatsAppJob, { deliveryId, type: o.type });
  }
}
