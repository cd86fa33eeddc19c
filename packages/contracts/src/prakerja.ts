import { z } from 'zod';
import { rowId, safeString } from './text.ts';

/**
 * The job-training programme (Kartu Prakerja) integration. The programme's own calls
 * are described in docs/integrations/prakerja.md; these are Kelas's endpoints around them
 * (decisions 190–196).
 */

/** Attendance sequence of the redemption (first session). */
export const PRAKERJA_REDEEM_SEQUENCE = 1;
/** Attendance sequence of the post-test, and the programme's sequence of the skill test (UK). */
export const PRAKERJA_POST_TEST_SEQUENCE = 999;
/** Sequences the programme knows for attendance: 1..10 and 999 (docs: online-course-verification/status). */
export const PRAKERJA_ATTENDANCE_SEQUENCES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 999] as const;
/** Longest redeem code accepted (the programme's codes are 12 characters, sandbox codes `PRAT-` + 6). */
export const PRAKERJA_CODE_MAX = 64;

export const PRAKERJA_MESSAGES = {
  codeRequired: 'Kode redeem Prakerja wajib diisi.',
  codeFormat: 'Kode redeem hanya berisi huruf, angka dan tanda hubung.',
  disabled: 'Penukaran kode Prakerja belum tersedia. Silakan hubungi customer service.',
  unknown: 'Kode redeem tidak ditemukan di Prakerja. Periksa kembali kode yang kamu terima.',
  usedElsewhere: 'Kode redeem ini sudah digunakan oleh akun lain.',
  otherProvider: 'Kode redeem ini bukan untuk lembaga pelatihan Kelas.',
  otherCourse: 'Kode redeem ini untuk pelatihan lain yang tidak tersedia di Kelas.',
  cancelled: 'Kode redeem ini sudah dibatalkan oleh Prakerja.',
  alreadyEnrolled: 'Kamu sudah terdaftar di kelas ini.',
  unavailable: 'Layanan Prakerja sedang tidak dapat dihubungi. Silakan coba lagi beberapa saat lagi.',
  rejected: 'Prakerja menolak permintaan ini. Silakan coba lagi atau hubungi customer service.',
  notVerified: 'Verifikasi kehadiran di Prakerja belum selesai. Silakan ulangi verifikasi.',
  verificationNotFound: 'Permintaan verifikasi tidak ditemukan atau sudah kedaluwarsa.',
  notProgrammeLearner: 'Kelas ini tidak kamu ikuti melalui Prakerja.',
  sequenceNotInCourse: 'Sesi ini tidak memerlukan verifikasi kehadiran Prakerja.',
  attendanceRequired: 'Verifikasi kehadiranmu di Prakerja untuk membuka sesi ini.',
  redeemed: 'Kode redeem berhasil ditukarkan. Selamat belajar!',
  verified: 'Kehadiran terverifikasi.',
  retryQueued: 'Laporan dijadwalkan untuk dikirim ulang.',
  reportNotFound: 'Laporan tidak ditemukan.',
  reportAlreadySent: 'Laporan ini sudah terkirim.',
  sequenceInvalid: 'Urutan sesi Prakerja harus angka 1 sampai 10, atau 999 untuk post-test.',
} as const;

/** A session's sequence as the studio sets it: 1..10 or 999, or null (no attendance check). */
export const PrakerjaSequenceSchema = z
  .number({ error: PRAKERJA_MESSAGES.sequenceInvalid })
  .int()
  .refine((n) => (PRAKERJA_ATTENDANCE_SEQUENCES as readonly number[]).includes(n), {
    message: PRAKERJA_MESSAGES.sequenceInvalid,
  });

/** Error code of a learning call refused until the session's attendance is verified (403). */
export const PRAKERJA_ATTENDANCE_REQUIRED = 'PRAKERJA_ATTENDANCE_REQUIRED';

const RedeemCode = safeString()
  .trim()
  .min(1, PRAKERJA_MESSAGES.codeRequired)
  .max(PRAKERJA_CODE_MAX, PRAKERJA_MESSAGES.codeFormat)
  .regex(/^[A-Za-z0-9-]+$/, PRAKERJA_MESSAGES.codeFormat);

/** POST /api/prakerja/redemptions { redeem_code } (decision 190). */
export const RedeemPrakerjaBodySchema = z.object({ redeem_code: RedeemCode });
export type RedeemPrakerjaBody = z.input<typeof RedeemPrakerjaBodySchema>;

const CourseRefSchema = z.object({ id: z.number().int(), slug: z.string(), title: z.string() });

/**
 * Answer of a redemption, an attendance request and a callback: either the learner is enrolled /
 * the sequence verified (`verified`), or they must go to the programme's page (`redirect`).
 */
export const PrakerjaStepSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('verified'), sequence: z.number().int(), course: CourseRefSchema }),
  z.object({ status: z.literal('redirect'), sequence: z.number().int(), url: z.string(), course: CourseRefSchema }),
]);
export type PrakerjaStep = z.infer<typeof PrakerjaStepSchema>;
export const PrakerjaStepResponseSchema = z.object({ message: z.string(), data: PrakerjaStepSchema });

/** POST /api/prakerja/attendance { course_slug, sequence }: start the verification of one session. */
export const RequestAttendanceBodySchema = z.object({
  course_slug: safeString().trim().min(1).max(200),
  sequence: PrakerjaSequenceSchema,
});

/**
 * POST /api/prakerja/callback { code, sequence }: the callback page (`/prakerja/callback?code=&sequence=`,
 * the redirect_uri Kelas gave the programme) asks Kelas to check that sequence's status now.
 */
export const PrakerjaCallbackBodySchema = z.object({ code: rowId(), sequence: PrakerjaSequenceSchema });

/** GET /api/prakerja/courses/{slug}/attendance → which sessions the learner still has to verify. */
export const PrakerjaCourseAttendanceSchema = z.object({
  /** False for a learner who is not on the programme for this course: no checks at all. */
  programme: z.boolean(),
  verified: z.array(z.number().int()),
  /** Effective sequence per item id (item's own, else its chapter's), for items that have one. */
  items: z.record(z.string(), z.number().int()),
});
export type PrakerjaCourseAttendance = z.infer<typeof PrakerjaCourseAttendanceSchema>;

// ─── Reports (admin) ────────────────────────────────────────────────────────

export const PRAKERJA_REPORT_STATUSES = ['pending', 'sent', 'failed'] as const;
export type PrakerjaReportStatus = (typeof PRAKERJA_REPORT_STATUSES)[number];
export const PRAKERJA_REPORT_SCOPES = ['tpm', 'uk'] as const;

export const PRAKERJA_STATUS_LABELS: Record<PrakerjaReportStatus, string> = {
  pending: 'Menunggu',
  sent: 'Terkirim',
  failed: 'Gagal',
};

export const PrakerjaReportSchema = z.object({
  id: z.number().int(),
  scope: z.enum(PRAKERJA_REPORT_SCOPES),
  sequence: z.number().int(),
  item_title: z.string(),
  status: z.enum(PRAKERJA_REPORT_STATUSES),
  attempts: z.number().int(),
  /** The programme's message (or ours for a timeout / unreachable programme) of the last failed try. */
  last_error: z.string().nullable(),
  sent_at: z.string().nullable(),
  next_attempt_at: z.string().nullable(),
});

export const PrakerjaLearnerSchema = z.object({
  code_id: z.number().int(),
  /** The redeem code with all but its last 4 characters hidden. */
  redeem_code: z.string(),
  learner: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
  course: CourseRefSchema,
  enrolled: z.boolean(),
  attendances: z.array(z.object({ sequence: z.number().int(), verified_at: z.string() })),
  reports: z.array(PrakerjaReportSchema),
});
export type PrakerjaLearner = z.infer<typeof PrakerjaLearnerSchema>;

/** GET /api/admin/prakerja/learners?q= → `{ data: PrakerjaLearner[] }` (newest first, at most 100). */
export const PrakerjaLearnersQuerySchema = z.object({ q: safeString().trim().max(200).optional() });
export const PrakerjaLearnersResponseSchema = z.object({ data: z.array(PrakerjaLearnerSchema) });

/** POST /api/admin/prakerja/reports/{id}/retry → 200 `{ message, data: PrakerjaReport }`. */
export const PrakerjaReportIdParamsSchema = z.object({ id: rowId() });
export const PrakerjaRetryResponseSchema = z.object({ message: z.string(), data: PrakerjaReportSchema });
