import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { DbOrTx } from '../../db/client.ts';
import { deliverMail, enqueueMail } from '../../platform/mail-outbox.ts';
import { mailBrand } from '../../platform/mail-templates.ts';
import { notificationMail } from './notification-mail.ts';
import type { NotificationEvent } from './notification-types.ts';
import { findRecipient, insertNotificationOnce } from './queries.ts';

/** What a notification's e-mail is written with: the brand, the company, support and {host}. */
export type NotifyConfig = Pick<Config, 'BRAND' | 'COMPANY' | 'SUPPORT_EMAIL' | 'PUBLIC_URL'>;

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
 * Notifies a user of one event (decision 274), inside the caller's transaction so the notice is kept
 * exactly when what it announces is: writes the in-app notification (`type` + `params`, rendered when
 * read) unless the user already has one with this `eventKey`, and only then writes the e-mail copy
 * (the type's template, in the account's language) into the mail outbox. An event that runs twice
 * (a retried job, a repeated request, two at once) therefore notifies once and e-mails once.
 * Returns the new notification's id (null when the event had notified before, or the account is
 * gone) and the outbox ids to deliver after the commit (`deliverNotificationMail`; the outbox's job
 * sends them a minute later when nobody does). Throws only what the database throws.
 */
export async function notify(tx: DbOrTx, opts: NotifyOptions): Promise<{ notificationId: number | null; mailIds: number[] }> {
  const recipient = await findRecipient(tx, opts.userId);
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
  const content = notificationMail(event, mailBrand(opts.config, recipient.locale), { name: recipient.name, link: opts.link });
  const mailId = await enqueueMail(tx, { to: recipient.email, ...content }, opts.now);
  return { notificationId, mailIds: [mailId] };
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
