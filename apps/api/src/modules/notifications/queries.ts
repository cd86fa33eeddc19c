import { and, count, desc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { notificationDeliveries, notificationPreferences, notifications, pushSubscriptions, users, webPushKeys } from '../../db/schema/index.ts';

/** All SQL of the notifications feature (decision 274). */

export type NotificationRow = typeof notifications.$inferSelect;

/**
 * Writes the notification of one event unless the user already has it (same `eventKey`): the unique
 * (user_id, event_key) decides, also between two transactions at once. Returns the new row's id, or
 * null when the event had notified before.
 */
export async function insertNotificationOnce(
  tx: DbOrTx,
  v: { userId: number; type: string; eventKey: string; params: Record<string, unknown>; link: string | null; createdAt: Date },
): Promise<number | null> {
  const [row] = await tx.insert(notifications).values(v).onConflictDoNothing({ target: [notifications.userId, notifications.eventKey] }).returning({ id: notifications.id });
  return row?.id ?? null;
}

/** How many of the user's notifications are unread. */
export async function countUnread(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(notifications).where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/** One page of the user's notifications, newest first, with the total and the unread count. */
export async function listNotifications(db: DbOrTx, userId: number, page: { page: number; perPage: number }) {
  const [rows, [total], unread] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(page.perPage)
      .offset((page.page - 1) * page.perPage),
    db.select({ n: count() }).from(notifications).where(eq(notifications.userId, userId)),
    countUnread(db, userId),
  ]);
  return { rows, total: total?.n ?? 0, unread };
}

/** Marks the user's unread notifications read: those of `ids` (others' ids match nothing), or all when absent. */
export async function markRead(db: DbOrTx, userId: number, ids: number[] | undefined, now: Date): Promise<void> {
  if (ids?.length === 0) return;
  const mine = and(eq(notifications.userId, userId), isNull(notifications.readAt));
  await db
    .update(notifications)
    .set({ readAt: now })
    .where(ids ? and(mine, inArray(notifications.id, ids)) : mine);
}

/* Channels (decision 279): preferences, push subscriptions, deliveries, the VAPID keys. */

/**
 * What `notify` needs to know of a recipient for one event group, in one query: name, e-mail,
 * language, phone, the group's channel choices (null: no row, the defaults) and how many browsers
 * are subscribed to push. Null when the account is gone.
 */
export async function findRecipientChannels(db: DbOrTx, userId: number, group: string | null) {
  const [row] = await db
    .select({
      name: users.name,
      email: users.email,
      locale: users.locale,
      phone: users.phone,
      prefEmail: notificationPreferences.email,
      prefPush: notificationPreferences.push,
      prefWhatsapp: notificationPreferences.whatsapp,
      // Written out: drizzle leaves a lone table's columns unqualified, which the subquery would read as its own.
      pushDevices: sql<number>`(select count(*)::int from push_subscriptions ps where ps.user_id = "users"."id")`,
    })
    .from(users)
    .leftJoin(notificationPreferences, and(eq(notificationPreferences.userId, users.id), eq(notificationPreferences.group, group ?? '')))
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

/** The user's stored choices (only the groups they saved), the phone, and their push devices. */
export async function findChannelSettings(db: DbOrTx, userId: number) {
  const [prefs, [user], pushDevices] = await Promise.all([
    db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId)),
    db.select({ phone: users.phone }).from(users).where(eq(users.id, userId)),
    countPushDevices(db, userId),
  ]);
  return { prefs, phone: user?.phone ?? null, pushDevices };
}

/** Writes one group's choices (insert or replace). */
export async function upsertPreference(db: DbOrTx, v: { userId: number; group: string; email: boolean; push: boolean; whatsapp: boolean; now: Date }): Promise<void> {
  await db
    .insert(notificationPreferences)
    .values({ userId: v.userId, group: v.group, email: v.email, push: v.push, whatsapp: v.whatsapp, updatedAt: v.now })
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.group],
      set: { email: v.email, push: v.push, whatsapp: v.whatsapp, updatedAt: v.now },
    });
}

/** Turns e-mail off for one group (the one-click unsubscribe), keeping the other channels as they were. */
export async function turnEmailOff(db: DbOrTx, v: { userId: number; group: string; now: Date }): Promise<void> {
  await db
    .insert(notificationPreferences)
    .values({ userId: v.userId, group: v.group, email: false, push: true, whatsapp: false, updatedAt: v.now })
    .onConflictDoUpdate({ target: [notificationPreferences.userId, notificationPreferences.group], set: { email: false, updatedAt: v.now } });
}

/** The e-mail address of an account (the unsubscribe page names it), its language; null when gone. */
export async function findAccountEmail(db: DbOrTx, userId: number) {
  const [row] = await db.select({ email: users.email, locale: users.locale }).from(users).where(eq(users.id, userId)).limit(1);
  return row ?? null;
}

/**
 * Saves a browser's push subscription for the user: one row per endpoint, so subscribing again
 * (new keys) or under another account replaces it. Returns how many devices the user has now.
 */
export async function upsertPushSubscription(db: DbOrTx, v: { userId: number; endpoint: string; p256dh: string; auth: string; now: Date }): Promise<number> {
  await db
    .insert(pushSubscriptions)
    .values({ ...v, createdAt: v.now, updatedAt: v.now })
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { userId: v.userId, p256dh: v.p256dh, auth: v.auth, updatedAt: v.now } });
  return countPushDevices(db, v.userId);
}

/** Removes the user's subscription of `endpoint` (others' rows are untouched); returns the user's devices left. */
export async function deletePushSubscription(db: DbOrTx, userId: number, endpoint: string): Promise<number> {
  await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
  return countPushDevices(db, userId);
}

export async function countPushDevices(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
  return row?.n ?? 0;
}

/** The user's push subscriptions, oldest first. */
export async function listPushSubscriptions(db: DbOrTx, userId: number) {
  return db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId)).orderBy(pushSubscriptions.id);
}

/** Deletes one subscription the push service called gone (404/410). */
export async function deletePushSubscriptionById(db: DbOrTx, id: number): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

/** Writes the delivery of a notification on a channel unless it exists; returns its id, or null when it did. */
export async function insertDeliveryOnce(tx: DbOrTx, v: { notificationId: number; channel: 'push' | 'whatsapp'; now: Date }): Promise<number | null> {
  const [row] = await tx
    .insert(notificationDeliveries)
    .values({ notificationId: v.notificationId, channel: v.channel, createdAt: v.now })
    .onConflictDoNothing({ target: [notificationDeliveries.notificationId, notificationDeliveries.channel] })
    .returning({ id: notificationDeliveries.id });
  return row?.id ?? null;
}

/**
 * Leases a delivery for one try: only when it is not finished and no other try holds it (its
 * lease ran out). Attempts + 1. Returns the row with its notification and recipient, or null.
 */
export async function leaseDelivery(db: DbOrTx, id: number, now: Date, leaseSeconds: number) {
  const [leased] = await db
    .update(notificationDeliveries)
    .set({ attempts: sql`${notificationDeliveries.attempts} + 1`, leaseUntil: new Date(now.getTime() + leaseSeconds * 1000) })
    .where(
      and(
        eq(notificationDeliveries.id, id),
        isNull(notificationDeliveries.sentAt),
        or(isNull(notificationDeliveries.leaseUntil), lte(notificationDeliveries.leaseUntil, now)),
      ),
    )
    .returning();
  return leased ?? null;
}

/** A delivery as it is now (undefined when its notification, or the account, is gone). */
export async function findDelivery(db: DbOrTx, id: number) {
  const [row] = await db.select().from(notificationDeliveries).where(eq(notificationDeliveries.id, id)).limit(1);
  return row;
}

/** The notification of a delivery and its recipient's language and phone. */
export async function findDeliveryNotification(db: DbOrTx, notificationId: number) {
  const [row] = await db
    .select({ n: notifications, locale: users.locale, phone: users.phone, name: users.name })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.userId))
    .where(eq(notifications.id, notificationId))
    .limit(1);
  return row ?? null;
}

/** Records the progress of a try: the push subscriptions reached so far, the last error, and releases the lease. */
export async function recordDeliveryTry(db: DbOrTx, id: number, v: { doneTargets?: number[]; lastError: string | null }): Promise<void> {
  await db
    .update(notificationDeliveries)
    .set({ ...(v.doneTargets ? { doneTargets: v.doneTargets } : {}), lastError: v.lastError?.slice(0, 1000) ?? null, leaseUntil: null })
    .where(eq(notificationDeliveries.id, id));
}

/** Ends a delivery: sent, or skipped (switched off, nothing to reach). */
export async function finishDelivery(db: DbOrTx, id: number, v: { outcome: 'sent' | 'skipped'; now: Date; doneTargets?: number[] }): Promise<void> {
  await db
    .update(notificationDeliveries)
    .set({ outcome: v.outcome, sentAt: v.now, leaseUntil: null, lastError: null, ...(v.doneTargets ? { doneTargets: v.doneTargets } : {}) })
    .where(eq(notificationDeliveries.id, id));
}

/** The stored VAPID key pair, or null before the first start made one. */
export async function findWebPushKeys(db: DbOrTx) {
  const [row] = await db.select().from(webPushKeys).where(eq(webPushKeys.id, 1)).limit(1);
  return row ?? null;
}

/** Keeps a key pair unless another server stored one first (its pair wins); returns the stored pair. */
export async function keepWebPushKeys(db: DbOrTx, v: { publicKey: string; privateKey: string; now: Date }) {
  await db.insert(webPushKeys).values({ id: 1, publicKey: v.publicKey, privateKey: v.privateKey, createdAt: v.now }).onConflictDoNothing({ target: webPushKeys.id });
  return findWebPushKeys(db);
}
