import { z } from 'zod';
import { CONSOLE_LIST_TEXT } from './console-list.ts';
import { ID_MAX, safeString } from './text.ts';

/**
 * The learner's notifications (decision 274): one service writes an in-app row per event (and the
 * event's e-mail through the outbox); the bell shows the unread count and /notifikasi the list.
 * A row stores its `type` and parameters, never a sentence: `title` and `body` are rendered when
 * read, in the request's language, from NOTIFICATION_TEXT. Times are ISO-8601 UTC strings.
 */

/** Every event that notifies today; later features (cohort reminders, Q&A answers…) add theirs. */
export const NOTIFICATION_TYPES = ['payment.pending', 'payment.reminder', 'payment.received', 'assignment.graded', 'certificate.issued', 'refund.succeeded', 'question.answered', 'answer.accepted', 'cohort.joined', 'session.reminder', 'session.moved', 'session.cancelled', 'question.asked', 'mentor.digest', 'prakerja.verification', 'course.announcement'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** Notifications per page of /notifikasi, and the most one page may ask for. */
export const NOTIFICATION_PER_PAGE = 20;
export const NOTIFICATION_PER_PAGE_MAX = 50;
/** The most ids one 'mark as read' may name. */
export const NOTIFICATION_READ_IDS_MAX = 100;
/** How often the bell asks for the unread count (ms), besides when the window regains focus. */
export const NOTIFICATION_POLL_MS = 60_000;

/**
 * Titles and bodies of the in-app notifications (namespace `notificationText`), one group per type,
 * and the messages of the endpoints. `{{amount}}` is rupiah and `{{deadline}}` a Jakarta time
 * labelled WIB, both formatted in the reader's language before they are filled in.
 */
export const NOTIFICATION_TEXT = {
  paymentPending: {
    title: 'Selesaikan pembayaran pesanan {{invoice}}',
    va: 'Transfer {{amount}} ke nomor Virtual Account {{bank}} {{code}} sebelum {{deadline}}.',
    retail: 'Bayar {{amount}} di kasir {{store}} dengan kode pembayaran {{code}} sebelum {{deadline}}.',
    qris: 'Scan kode QRIS untuk membayar {{amount}} sebelum {{deadline}}.',
    ewallet: 'Selesaikan pembayaran {{amount}} di aplikasi {{wallet}} sebelum {{deadline}}.',
  },
  paymentReminder: {
    title: 'Pengingat: satu jam lagi batas bayar pesanan {{invoice}}',
  },
  paymentReceived: {
    title: 'Pembayaran diterima: {{invoice}}',
    body: 'Terima kasih! Pembayaran {{total}} untuk {{titles}} sudah kami terima. Kuitansi dapat diunduh dari Riwayat Pesanan.',
  },
  assignmentGraded: {
    title: 'Tugas kamu sudah dinilai: {{item}}',
    titleRegraded: 'Nilai tugas diperbarui: {{item}}',
    body: 'Nilai {{score}} untuk tugas "{{item}}" di kelas "{{course}}".',
  },
  certificateIssued: {
    title: 'Sertifikat kamu sudah terbit: {{course}}',
    body: 'Selamat! Kamu menyelesaikan kelas "{{course}}". Kode verifikasi: {{code}}.',
  },
  refundSucceeded: {
    title: 'Refund {{amount}} untuk pesanan {{invoice}}',
    body: 'Dana {{amount}} dikembalikan melalui metode pembayaran yang kamu gunakan.',
    bodyFull: 'Dana {{amount}} dikembalikan melalui metode pembayaran yang kamu gunakan. Akses ke kelas dari pesanan ini telah berakhir.',
  },
  questionAnswered: {
    title: '{{by}} menjawab pertanyaanmu',
    titleMentor: 'Mentor {{by}} menjawab pertanyaanmu',
    body: 'Pertanyaanmu di "{{item}}" ({{course}}): "{{question}}"',
  },
  answerAccepted: {
    title: 'Jawaban diterima: "{{question}}"',
    body: 'Sebuah jawaban untuk pertanyaan di "{{item}}" ({{course}}) ditandai sebagai jawaban yang diterima.',
  },
  questionAsked: {
    title: '{{by}} bertanya di {{course}}',
    body: 'Pertanyaan baru di "{{item}}": "{{question}}"',
  },
  mentorDigest: {
    title: 'Ringkasan mentor hari ini',
    body: 'Pertanyaan belum dijawab: {{questions}}. Tugas belum dinilai: {{submissions}}. Yang paling lama menunggu sejak {{age}}.',
    ageHours: '{{count}} jam lalu',
    ageDays: '{{count}} hari lalu',
  },
  prakerjaVerification: {
    title: 'Verifikasi Prakerja diperlukan: {{item}}',
    body: 'Sebelum membuka sesi {{sequence}} kelas "{{course}}", verifikasi kehadiranmu di Prakerja terlebih dahulu.',
  },
  sessionJoined: {
    title: 'Kamu terdaftar di {{cohort}}',
    body: 'Angkatan "{{cohort}}" kelas "{{course}}" dimulai {{start}}. Kami akan mengingatkanmu sebelum setiap sesi.',
  },
  sessionReminder: {
    titleDay: 'Besok: {{session}}',
    titleHour: 'Satu jam lagi: {{session}}',
    body: 'Sesi "{{session}}" kelas "{{course}}" dimulai {{start}}. Gabung dari halaman kelas.',
  },
  sessionMoved: {
    title: 'Jadwal berubah: {{session}}',
    body: 'Sesi "{{session}}" kelas "{{course}}" dipindah dari {{previous}} ke {{start}}.',
  },
  sessionCancelled: {
    title: 'Sesi dibatalkan: {{session}}',
    body: 'Sesi "{{session}}" kelas "{{course}}" pada {{start}} dibatalkan.',
  },
  courseAnnouncement: {
    title: 'Pengumuman {{course}}: {{title}}',
  },
  perPage: 'Jumlah per halaman harus bilangan bulat 1 sampai 50.',
  ids: 'Pilih notifikasi dengan id bilangan bulat positif, paling banyak 100.',
} as const;

/** GET /api/notifications query: `page` from 1, `per_page` 1..50 (20 by default); else 422. */
export const NotificationListQuerySchema = z.object({
  page: z.coerce.number({ error: CONSOLE_LIST_TEXT.page }).int(CONSOLE_LIST_TEXT.page).min(1, CONSOLE_LIST_TEXT.page).max(100_000, CONSOLE_LIST_TEXT.page).default(1),
  per_page: z.coerce
    .number({ error: NOTIFICATION_TEXT.perPage })
    .int(NOTIFICATION_TEXT.perPage)
    .min(1, NOTIFICATION_TEXT.perPage)
    .max(NOTIFICATION_PER_PAGE_MAX, NOTIFICATION_TEXT.perPage)
    .default(NOTIFICATION_PER_PAGE),
});
export type NotificationListQuery = z.infer<typeof NotificationListQuerySchema>;

/** One notification as the bell's page shows it; `link` is a path of the SPA ('/payments?order=12') or null. */
export const NotificationSchema = z.object({
  id: z.number().int(),
  type: safeString(),
  title: safeString(),
  body: safeString(),
  link: safeString().nullable(),
  read_at: z.string().nullable(),
  created_at: z.string(),
});
export type Notification = z.infer<typeof NotificationSchema>;

/** `{ data, meta: { total, page, per_page, unread } }`: `unread` counts every unread notification of the user, not only this page's. */
export const NotificationListSchema = z.object({
  data: z.array(NotificationSchema),
  meta: z.object({ total: z.number().int(), page: z.number().int(), per_page: z.number().int(), unread: z.number().int() }),
});
export type NotificationList = z.infer<typeof NotificationListSchema>;

/** A notification id: a JSON number, a positive integer no larger than a row id can be. */
const notificationId = z.number({ error: NOTIFICATION_TEXT.ids }).int(NOTIFICATION_TEXT.ids).positive(NOTIFICATION_TEXT.ids).max(ID_MAX, NOTIFICATION_TEXT.ids);

/** POST /api/notifications/read body: `ids` (at most 100) to mark read; absent marks every notification read. */
export const ReadNotificationsBodySchema = z.object({
  ids: z.array(notificationId, { error: NOTIFICATION_TEXT.ids }).max(NOTIFICATION_READ_IDS_MAX, NOTIFICATION_TEXT.ids).optional(),
});
export type ReadNotificationsBody = z.infer<typeof ReadNotificationsBodySchema>;

/** POST /api/notifications/read answer: how many notifications stay unread. */
export const ReadNotificationsResponseSchema = z.object({ data: z.object({ unread: z.number().int() }) });
export type ReadNotificationsResponse = z.infer<typeof ReadNotificationsResponseSchema>;
