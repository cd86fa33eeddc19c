import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { accountLocale } from '../../platform/i18n.ts';
import { StaleJobError } from '../../platform/jobs/define-job.ts';
import { isAllowedPushEndpoint, sendPushMessage, type VapidDetails } from '../../platform/web-push.ts';
import { normalizeWhatsAppNumber, sendWhatsAppTemplate, type WhatsAppConfig } from '../../platform/whatsapp.ts';
import { notificationGroupOf, type PushPayload } from '@kelas/contracts/notification-channels';
import { renderNotification } from './presenters.ts';
import {
  deletePushSubscriptionById,
  findDelivery,
  findDeliveryNotification,
  findRecipientChannels,
  finishDelivery,
  leaseDelivery,
  listPushSubscriptions,
  recordDeliveryTry,
} from './queries.ts';

/** How long one try holds a delivery before another may take it (seconds): longer than a try's sends. */
const LEASE_SECONDS = 120;

type Deps = { db: Db; now: () => Date; log: Pick<FastifyBaseLogger, 'info' | 'warn'> };

/**
 * Leases the delivery for this try (decision 279), or decides there is nothing to do: sent or
 * skipped before (a job run twice) → null; its notification gone (an erased account) → stale;
 * leased by a try still running → throws, so the queue tries again later.
 */
async function takeDelivery(deps: Deps, deliveryId: number) {
  const leased = await leaseDelivery(deps.db, deliveryId, deps.now(), LEASE_SECONDS);
  if (leased) return leased;
  const row = await findDelivery(deps.db, deliveryId);
  if (!row) throw new StaleJobError(`delivery ${deliveryId} no longer exists`);
  if (row.sentAt) return null;
  throw new Error(`delivery ${deliveryId} is being sent by another try`);
}

/** The notification of a leased delivery, with whether the learner still keeps `channel` on for its group. */
async function loadNotice(deps: Deps, notificationId: number, channel: 'push' | 'whatsapp') {
  const found = await findDeliveryNotification(deps.db, notificationId);
  if (!found) return null;
  const group = notificationGroupOf(found.n.type);
  const reach = await findRecipientChannels(deps.db, found.n.userId, group);
  const on = group !== null && !!reach && (channel === 'push' ? (reach.prefPush ?? true) : (reach.prefWhatsapp ?? false));
  return { ...found, on };
}

/**
 * One run of `notify.push` (decision 279): sends the notification's title, body (in the account's
 * language) and link to every subscribed browser of the learner not reached by an earlier try. A
 * browser whose push service answers 404 or 410 has unsubscribed: its row is deleted. Any other
 * failure is recorded and thrown, so the queue retries (only the browsers not reached yet). The
 * learner who switched push off for the group since, or has no browser left, is skipped.
 */
export async function runPushDelivery(deps: Deps & { config: Pick<Config, 'WEB_PUSH_ENDPOINT_HOSTS' | 'NOTIFY_SEND_TIMEOUT_MS'>; vapid: () => Promise<VapidDetails> }, deliveryId: number): Promise<void> {
  const delivery = await takeDelivery(deps, deliveryId);
  if (!delivery) return;
  const notice = await loadNotice(deps, delivery.notificationId, 'push');
  if (!notice) throw new StaleJobError(`notification ${delivery.notificationId} no longer exists`);
  const targets = notice.on ? (await listPushSubscriptions(deps.db, notice.n.userId)).filter((s) => !delivery.doneTargets.includes(s.id)) : [];
  if (targets.length === 0) {
    await finishDelivery(deps.db, deliveryId, { outcome: delivery.doneTargets.length > 0 ? 'sent' : 'skipped', now: deps.now() });
    return;
  }
  const text = renderNotification(notice.n, accountLocale(notice.locale));
  const payload: PushPayload = { id: notice.n.id, title: text.title, body: text.body, link: notice.n.link };
  const vapid = await deps.vapid();
  const done = [...delivery.doneTargets];
  const errors: string[] = [];
  for (const target of targets) {
    if (!isAllowedPushEndpoint(target.endpoint, deps.config.WEB_PUSH_ENDPOINT_HOSTS)) {
      // The allowed hosts changed since it subscribed: never sent to, and dropped.
      await deletePushSubscriptionById(deps.db, target.id);
      continue;
    }
    try {
      const res = await sendPushMessage(target, JSON.stringify(payload), { vapid, timeoutMs: deps.config.NOTIFY_SEND_TIMEOUT_MS });
      if (res.status === 404 || res.status === 410) {
        await deletePushSubscriptionById(deps.db, target.id);
        deps.log.info({ deliveryId, subscriptionId: target.id, status: res.status }, 'push subscription gone; deleted');
      } else if (res.status >= 200 && res.status < 300) {
        done.push(target.id);
      } else {
        errors.push(`push service answered ${res.status}: ${res.text}`);
      }
    } catch (err) {
      errors.push(describeError(err));
    }
  }
  if (errors.length > 0) {
    await recordDeliveryTry(deps.db, deliveryId, { doneTargets: done, lastError: errors.join('; ') });
    throw new Error(errors.join('; ').slice(0, 1000));
  }
  await finishDelivery(deps.db, deliveryId, { outcome: done.length > 0 ? 'sent' : 'skipped', now: deps.now(), doneTargets: done });
}

/** An error's message with its cause (fetch says only 'fetch failed'; the cause names the refused connection or the timeout). */
function describeError(err: unknown): string {
  if (!(err instanceof Error)) return String(err);
  const cause = err.cause instanceof Error ? `: ${err.cause.message}` : '';
  return `${err.message}${cause}`;
}

/** Meta refuses a template parameter with a line break, a tab or more than four spaces in a row. */
const templateText = (v: string) => v.replace(/\s+/g, ' ').trim().slice(0, 1000) || '-';

/**
 * One run of `notify.whatsapp` (decision 279): the template of the notification's type
 * (WHATSAPP_TEMPLATE_PREFIX + type with '.' as '_', in the account's language) with four body
 * parameters: the learner's name, the notification's title, its body, and the link on {host}. Sent
 * to the profile's phone as E.164 digits. A refusal or a network failure is recorded and thrown, so
 * the queue retries; a learner who switched WhatsApp off or has no usable number is skipped.
 */
export async function runWhatsAppDelivery(deps: Deps & { config: WhatsAppConfig & Pick<Config, 'PUBLIC_URL'> }, deliveryId: number): Promise<void> {
  const delivery = await takeDelivery(deps, deliveryId);
  if (!delivery) return;
  const notice = await loadNotice(deps, delivery.notificationId, 'whatsapp');
  if (!notice) throw new StaleJobError(`notification ${delivery.notificationId} no longer exists`);
  const to = normalizeWhatsAppNumber(notice.phone);
  if (!notice.on || !to) {
    await finishDelivery(deps.db, deliveryId, { outcome: 'skipped', now: deps.now() });
    return;
  }
  const locale = accountLocale(notice.locale);
  const text = renderNotification(notice.n, locale);
  const link = `${deps.config.PUBLIC_URL}${notice.n.link ?? ''}`;
  try {
    await sendWhatsAppTemplate(deps.config, to, {
      name: `${deps.config.WHATSAPP_TEMPLATE_PREFIX}${notice.n.type.replace(/[^a-z0-9]+/g, '_')}`,
      language: locale,
      parameters: [notice.name, text.title, text.body, link].map(templateText),
    });
  } catch (err) {
    await recordDeliveryTry(deps.db, deliveryId, { lastError: describeError(err) });
    throw err;
  }
  await finishDelivery(deps.db, deliveryId, { outcome: 'sent', now: deps.now() });
}
