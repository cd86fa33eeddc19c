import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { notifications, users } from '../../db/schema/index.ts';

/** All SQL of the notifications feature (decision 274). */

export type NotificationRow = typeof notifications.$inferSelect;

/** Name, e-mail and language of a notification's recipient; null when the account is gone. */
export async function findRecipient(db: DbOrTx, userId: number) {
  const [row] = await db.select({ name: users.name, email: users.email, locale: users.locale }).from(users).where(eq(users.id, userId)).limit(1);
  return row ?? null;
}

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
