import { z } from 'zod';

/**
 * The channels of a notification besides the in-app one (decision 279): e-mail, web push on the
 * installed app and WhatsApp template messages, each switched on or off by the learner per event
 * group. In-app is always on. Times are ISO-8601 UTC strings.
 */

/** The groups a learner chooses channels for, in the order the profile shows them. */
export const NOTIFICATION_GROUPS = ['payments', 'learning', 'discussions', 'sessions'] as const;
export type NotificationGroup = (typeof NOTIFICATION_GROUPS)[number];

/** The channels a learner may switch per group (in-app is always on). */
export const NOTIFICATION_CHANNELS = ['email', 'push', 'whatsapp'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/**
 * The one table of which event type belongs to which group (decision 279). A new notification
 * type adds its line here; `notification-channels.test.ts` fails for a type of NOTIFICATION_TYPES
 * that has none. A type missing here still notifies in-app and by e-mail, never by push or WhatsApp.
 */
export const NOTIFICATION_GROUP_OF: Readonly<Record<string, NotificationGroup>> = {
  'payment.pending': 'payments',
  'payment.reminder': 'payments',
  'payment.received': 'payments',
  'refund.succeeded': 'payments',
  'assignment.graded': 'learning',
  'certificate.issued': 'learning',
  'prakerja.verification': 'learning',
  'course.announcement': 'learning',
  'question.answered': 'discussions',
  'answer.accepted': 'discussions',
  'question.asked': 'discussions',
  'mentor.digest': 'discussions',
  'cohort.joined': 'sessions',
  'session.reminder': 'sessions',
  'session.moved': 'sessions',
  'session.cancelled': 'sessions',
};

/** The group of an event type, or null for a type the table does not know. */
export function notificationGroupOf(type: string): NotificationGroup | null {
  return Object.hasOwn(NOTIFICATION_GROUP_OF, type) ? NOTIFICATION_GROUP_OF[type]! : null;
}

/**
 * Types whose e-mail is a record of money and is always sent, whatever the learner chose (decision
 * 279): the receipt and the refund notice with its credit note. They carry no unsubscribe link.
 */
export const ALWAYS_EMAILED_TYPES: readonly string[] = ['payment.received', 'refund.succeeded'];

/** Texts of the channel settings, the unsubscribe page and the e-mail footer (namespace `notificationChannelText`). */
export const NOTIFICATION_CHANNEL_TEXT = {
  groups: {
    payments: 'Pembayaran & kuitansi',
    learning: 'Belajar (nilai tugas, sertifikat, pengumuman kelas)',
    discussions: 'Diskusi (pertanyaan & jawaban)',
    sessions: 'Sesi live & angkatan',
  },
  channels: {
    email: 'E-mail',
    push: 'Notifikasi perangkat',
    whatsapp: 'WhatsApp',
  },
  invalid: 'Pilih aktif atau tidak (true/false) untuk setiap saluran.',
  unknownGroup: 'Kelompok notifikasi tidak dikenal.',
  saved: 'Pengaturan notifikasi disimpan.',
  subscriptionInvalid: 'Langganan notifikasi perangkat tidak valid.',
  endpointInvalid: 'Alamat layanan notifikasi perangkat tidak didukung.',
  subscriptionSaved: 'Notifikasi di perangkat ini aktif.',
  subscriptionRemoved: 'Notifikasi di perangkat ini dimatikan.',
  pushUnavailable: 'Notifikasi perangkat belum tersedia di server ini.',
  unsubscribe: {
    title: 'Berhenti berlangganan e-mail',
    confirm: 'Berhenti menerima e-mail tentang "{{group}}" di {{email}}?',
    button: 'Berhenti berlangganan',
    done: 'Kamu tidak akan lagi menerima e-mail tentang "{{group}}". Notifikasi di aplikasi tetap ada.',
    invalid: 'Tautan berhenti berlangganan ini tidak valid.',
    profile: 'Atur notifikasi di profil',
  },
  mailFooter: {
    why: 'Kamu menerima e-mail ini karena notifikasi "{{group}}" aktif di akunmu.',
    unsubscribe: 'Berhenti berlangganan',
  },
} as const;

/** One group's channels: true = on. */
export const ChannelChoiceSchema = z.object(
  {
    email: z.boolean({ error: NOTIFICATION_CHANNEL_TEXT.invalid }),
    push: z.boolean({ error: NOTIFICATION_CHANNEL_TEXT.invalid }),
    whatsapp: z.boolean({ error: NOTIFICATION_CHANNEL_TEXT.invalid }),
  },
  { error: NOTIFICATION_CHANNEL_TEXT.invalid },
);
export type ChannelChoice = z.infer<typeof ChannelChoiceSchema>;

/** Every group's channels. */
export const ChannelPreferencesSchema = z.object({
  payments: ChannelChoiceSchema,
  learning: ChannelChoiceSchema,
  discussions: ChannelChoiceSchema,
  sessions: ChannelChoiceSchema,
});
export type ChannelPreferences = z.infer<typeof ChannelPreferencesSchema>;

/**
 * PUT /api/profile/notifications body: `{ groups: { payments?: { email, push, whatsapp }, … } }`.
 * A group left out keeps what it had; an unknown group or a channel that is not a boolean is 422.
 */
export const SaveChannelPreferencesBodySchema = z.object({
  groups: z.strictObject(
    {
      payments: ChannelChoiceSchema.optional(),
      learning: ChannelChoiceSchema.optional(),
      discussions: ChannelChoiceSchema.optional(),
      sessions: ChannelChoiceSchema.optional(),
    },
    { error: (issue) => (issue.code === 'unrecognized_keys' ? NOTIFICATION_CHANNEL_TEXT.unknownGroup : NOTIFICATION_CHANNEL_TEXT.invalid) },
  ),
});
export type SaveChannelPreferencesBody = z.infer<typeof SaveChannelPreferencesBodySchema>;

/**
 * GET|PUT /api/profile/notifications answer: the learner's choices per group, and what each
 * channel can reach now: `push.devices` (browsers subscribed; 0 = push reaches nobody yet),
 * `whatsapp.available` (the server is configured for WhatsApp and the profile has a phone number).
 * `always_emailed`: the types whose e-mail goes out whatever the choice (receipts, refunds).
 */
export const ChannelSettingsSchema = z.object({
  groups: ChannelPreferencesSchema,
  push: z.object({ devices: z.number().int() }),
  whatsapp: z.object({ available: z.boolean(), configured: z.boolean() }),
  always_emailed: z.array(z.string()),
});
export type ChannelSettings = z.infer<typeof ChannelSettingsSchema>;
export const ChannelSettingsAnswerSchema = z.object({ data: ChannelSettingsSchema, message: z.string().optional() });
export type ChannelSettingsAnswer = z.infer<typeof ChannelSettingsAnswerSchema>;

/** GET /api/notifications/push-key answer: the VAPID public key (base64url, uncompressed P-256 point). */
export const PushKeyAnswerSchema = z.object({ data: z.object({ public_key: z.string() }) });
export type PushKeyAnswer = z.infer<typeof PushKeyAnswerSchema>;

/** Longest push endpoint URL accepted, in characters (real ones are under 500). */
export const PUSH_ENDPOINT_MAX = 2048;

const base64url = (max: number) =>
  z
    .string({ error: NOTIFICATION_CHANNEL_TEXT.subscriptionInvalid })
    .min(16, NOTIFICATION_CHANNEL_TEXT.subscriptionInvalid)
    .max(max, NOTIFICATION_CHANNEL_TEXT.subscriptionInvalid)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, NOTIFICATION_CHANNEL_TEXT.subscriptionInvalid);

/** A push endpoint: an absolute http(s) URL; which hosts the server sends to is its own check. */
export const PushEndpointSchema = z
  .string({ error: NOTIFICATION_CHANNEL_TEXT.subscriptionInvalid })
  .max(PUSH_ENDPOINT_MAX, NOTIFICATION_CHANNEL_TEXT.subscriptionInvalid)
  .refine((v) => {
    try {
      const u = new URL(v);
      return (u.protocol === 'https:' || u.protocol === 'http:') && !u.username && !u.password;
    } catch {
      return false;
    }
  }, NOTIFICATION_CHANNEL_TEXT.endpointInvalid);

/**
 * POST /api/notifications/push-subscriptions body: the browser's `PushSubscription.toJSON()`:
 * `{ endpoint, expirationTime?, keys: { p256dh, auth } }` (keys base64url: the P-256 public key,
 * 65 bytes, and the 16-byte auth secret).
 */
export const PushSubscriptionBodySchema = z.object({
  endpoint: PushEndpointSchema,
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: base64url(128), auth: base64url(64) }, { error: NOTIFICATION_CHANNEL_TEXT.subscriptionInvalid }),
});
export type PushSubscriptionBody = z.infer<typeof PushSubscriptionBodySchema>;

/** DELETE /api/notifications/push-subscriptions body: `{ endpoint }` of this browser's subscription. */
export const DeletePushSubscriptionBodySchema = z.object({ endpoint: PushEndpointSchema });
export type DeletePushSubscriptionBody = z.infer<typeof DeletePushSubscriptionBodySchema>;

/** Answer of both push-subscription calls: how many devices of the user are subscribed now. */
export const PushSubscriptionAnswerSchema = z.object({ data: z.object({ devices: z.number().int() }), message: z.string() });
export type PushSubscriptionAnswer = z.infer<typeof PushSubscriptionAnswerSchema>;

/**
 * What the service worker gets in a push message (JSON, encrypted by the push service's protocol):
 * the notification's title and body in the account's language and the path it opens.
 */
export const PushPayloadSchema = z.object({ title: z.string(), body: z.string(), link: z.string().nullable(), id: z.number().int() });
export type PushPayload = z.infer<typeof PushPayloadSchema>;
