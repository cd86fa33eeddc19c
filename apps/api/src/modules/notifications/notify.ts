import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { DbOrTx } from '../../db/client.ts';
import { deliverMail, enqueueMail } from '../../platform/mail-outbox.ts';
import { ALWAYS_EMAILED_TYPES, notificationGroupOf } from '@kelas/contracts/notification-channels';
import { mailBrand } from '../../platform/mail-templates.ts';
import { planChannelSends } from './channel-jobs.ts';
import { notificationMail } from './notification-mail.ts';
import type { NotificationEvent } from './notification-types.ts';
import { findRecipientChannels, insertNotificationOnce } from './queries.ts';
import { signUnsubscribeToken, unsubscribeUrl } from './unsubscribe-token.ts';

/**
 * What a notification is sent with: the brand, the company, support and {host} for its e-mail, the
 * secret its unsubscribe link is signed with, and whether WhatsApp is configured (decision 279).
 */
export type NotifyConfig = Pick<Config, 'BRAND' | 'COMPANY' | 'SUPPORT_EMAIL' | 'PUBLIC_URL' | 'FILE_URL_SECRET'> &
  Partial<Pick<Config, 'WHATSAPP_TOKEN' | 'WHATSAPP_PHONE_NUMBER_ID'>>;

/** One event to notify: its type and parameters, whom, its key, where it leads, when. */
export type NotifyOptions = NotificationEvent & {
  config: NotifyConfig;
  userId: number;
  /** Names the event, one notification per user and key: 'payment.pending:{paymentId}', 'refund.succeeded:{refundId}'. */
  eventKey: string;
  /** A path of the SPA ('/payments?order=12'); the e-mail's button leads to it on {host}. */
  link: string | null;
  now: Date;
};

/**
 * Notifies a user of one event (decisions 274, 279), inside the caller's transaction so the notice is
 * kept exactly when what it announces is: writes the in-app notification (`type` + `params`,
 * rendered when read) unless the user already has one with this `eventKey`, and only then the
 * other channels the learner keeps on for the type's group (in-app is always on):
 * - the e-mail copy (the type's template, in the account's language) into the mail outbox, with a
 *   one-click unsubscribe (`List-Unsubscribe`, RFC 8058) and a footer link; the receipt and the
 *   refund notice are always e-mailed and carry none;
 * - a `notify.push` job when a browser of the learner is subscribed, a `notify.whatsapp` job when
 *   WhatsApp is configured and the profile has a phone number: each once per notification.
 * An event that runs twice (a retried job, a repeated request, two at once) therefore notifies once
 * on every channel. Returns the new notification's id (null when the event had notified before, or
 * the account is gone) and the outbox ids to deliver after the commit (`deliverNotificationMail`;
 * the outbox's job sends them a minute later when nobody does). Throws only what the database throws.
 */
export async function notify(tx: DbOrTx, opts: NotifyOptions): Promise<{ notificationId: number | null; mailIds: number[] }> {
  const group = notificationGroupOf(opts.type);
  const recipient = await findRecipientChannels(tx, opts.userId, group);
  if (!recipient) return { notificationId: null, mailIds: [] };
  const event = { type: opts.type, params: opts.params } as NotificationEvent;
  const notificationId = await insertNotificationOnce(tx, {
    userId: opts.userId,
    type: opts.type,
    eventKey: opts.eventKey,
    params: opts.params,
    link: opts.link,
    createdAt: opts.now,
  });
  if (notificationId === null) return { notificationId, mailIds: [] };
  const mailIds: number[] = [];
  // A type outside the group table cannot be switched off: it keeps its e-mail (decision 279).
  const switchable = group !== null && !ALWAYS_EMAILED_TYPES.includes(opts.type);
  if (!switchable || (recipient.prefEmail ?? true)) {
    const url = switchable ? unsubscribeUrl(opts.config.PUBLIC_URL, signUnsubscribeToken(opts.config.FILE_URL_SECRET, opts.userId, group)) : null;
    const brand = { ...mailBrand(opts.config, recipient.locale), ...(url && group ? { unsubscribe: { url, group } } : {}) };
    const content = notificationMail(event, brand, { name: recipient.name, link: opts.link });
    const headers = url ? { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } : undefined;
    mailIds.push(await enqueueMail(tx, { to: recipient.email, ...content, ...(headers ? { headers } : {}) }, opts.now));
  }
  if (group !== null) {
    const reach = { push: recipient.prefPush ?? true, whatsapp: recipient.prefWhatsapp ?? false, pushDevices: recipient.pushDevices, phone: recipient.phone };
    await planChannelSends(tx, { notificationId, type: opts.type, reach, config: opts.config, now: opts.now });
  }
  return { notificationId, mailIds };
}

/**
 * Sends the e-mails `notify` wrote, right after the caller's commit. Never throws: a failed try is
 * logged and left to the outbox's job, and what was announced stands.
 */
export async function deliverNotificationMail(app: FastifyInstance, mailIds: number[], log: Pick<FastifyBaseLogger, 'warn' | 'error'>): Promise<void> {
  if (mailIds.length === 0) return;
  await deliverMail(app.db, app.mailer, { now: app.now(), log, ids: mailIds }).catch((err: unknown) =>
    log.error({ err, mailIds }, 'notification mail: delivery left to the outbox job'),
  );
}
