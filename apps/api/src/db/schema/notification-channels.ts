import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, unique } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { notifications } from './notifications.ts';
import { createdAt, id, ts } from './columns.ts';

/**
 * A learner's channels for one event group (decision 279). No row: the defaults (every channel on;
 * push and WhatsApp then reach the learner only when they can). In-app is always on.
 */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** One of NOTIFICATION_GROUPS (contracts/notification-channels.ts). */
    group: text('group').notNull(),
    email: boolean('email').notNull().default(true),
    push: boolean('push').notNull().default(true),
    whatsapp: boolean('whatsapp').notNull().default(true),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.group] }), check('notification_preferences_group_known', sql`${t.group} in ('payments', 'learning', 'discussions', 'sessions')`)],
);

/**
 * One browser's web push subscription (decision 279): the push service's endpoint (unique: a
 * browser that subscribes again, or under another account, replaces its row) and its keys.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    /** The browser's P-256 public key and auth secret, base64url, as `PushSubscription.toJSON()` gives them. */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [unique('push_subscriptions_endpoint_key').on(t.endpoint), index('push_subscriptions_user_idx').on(t.userId)],
);

/**
 * The send of one notification on one channel besides in-app and e-mail (decision 279): written in
 * `notify`'s transaction with its job, at most one per (notification, channel), so an event is sent
 * once per channel. A try leases the row (`lease_until`) before it sends; `sent_at` ends it.
 * `done_targets`: the push subscriptions already reached, so a retry sends only to the others.
 */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    id: id(),
    notificationId: integer('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: ['push', 'whatsapp'] }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    leaseUntil: ts('lease_until'),
    doneTargets: integer('done_targets').array().notNull().default(sql`'{}'::integer[]`),
    /** 'sent', or 'skipped' (the learner switched the channel off, or nothing could be reached). */
    outcome: text('outcome', { enum: ['sent', 'skipped'] }),
    sentAt: ts('sent_at'),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [unique('notification_deliveries_once').on(t.notificationId, t.channel), check('notification_deliveries_channel_known', sql`${t.channel} in ('push', 'whatsapp')`)],
);

/**
 * The server's VAPID key pair for web push (decision 279): generated at the first start when
 * VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY are not given, one row (id 1), the same for every server
 * on the database. The private key never leaves the server.
 */
export const webPushKeys = pgTable(
  'web_push_keys',
  {
    id: integer('id').primaryKey().default(1),
    publicKey: text('public_key').notNull(),
    privateKey: text('private_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [check('web_push_keys_one_row', sql`${t.id} = 1`)],
);
