import { z } from 'zod';
import { isoInstant } from './cohorts.ts';
import { rowId, safeString } from './text.ts';

/**
 * Live sessions of a cohort, second half (decision 288): joining through Kelas, attendance and the
 * mentor's sheet, the meeting tool's report, recordings, drip release. Endpoints under
 * /api/course/sessions (learners) and /api/mentor/sessions (mentors of the cohort, the course's
 * mentors, admins).
 */

/** The join link opens this many minutes before a session starts, and closes when it ends. */
export const JOIN_OPENS_MINUTES_BEFORE = 15;
/** A first join later than this many minutes after the start counts as late. */
export const LATE_GRACE_MINUTES = 10;
/** The largest meeting report a mentor may import, in bytes (Zoom's report of 1,000 people is ≈ 150 kB). */
export const ATTENDANCE_CSV_MAX_BYTES = 1_000_000;
/** The most rows one report may have. */
export const ATTENDANCE_CSV_MAX_ROWS = 5000;

export const ATTENDANCE_STATUSES = ['present', 'late', 'absent', 'excused'] as const;
export const AttendanceStatusSchema = z.enum(ATTENDANCE_STATUSES);
export type AttendanceStatus = z.infer<typeof AttendanceStatusSchema>;
export const ATTENDANCE_SOURCES = ['join', 'manual', 'import', 'recording'] as const;
export type AttendanceSource = (typeof ATTENDANCE_SOURCES)[number];

/** Attendance statuses that complete the session's webinar item. */
export const attendedStatus = (s: AttendanceStatus | null): boolean => s === 'present' || s === 'late' || s === 'excused';

export const SESSION_TEXT = {
  sessionNotFound: 'Sesi tidak ditemukan.',
  notInCohort: 'Kamu tidak terdaftar di angkatan sesi ini.',
  notYourSession: 'Anda bukan mentor angkatan ini.',
  joinTooEarly: 'Sesi belum dibuka. Tautan bisa dipakai 15 menit sebelum sesi dimulai.',
  joinEnded: 'Sesi sudah berakhir.',
  joinCancelled: 'Sesi ini dibatalkan.',
  noRecording: 'Rekaman sesi ini belum tersedia.',
  recordingBeforeEnd: 'Rekaman bisa dilampirkan setelah sesi berakhir.',
  recordingOneSource: 'Isi tautan rekaman atau pilih file yang sudah diunggah, salah satu saja.',
  recordingUrl: 'Tautan rekaman harus alamat http atau https.',
  recordingUpload: 'File rekaman tidak ditemukan. Unggah ulang lalu coba lagi.',
  statusInvalid: 'Status kehadiran harus hadir, terlambat, tidak hadir atau izin.',
  learnerNotInCohort: 'Peserta ini tidak terdaftar di angkatan sesi ini.',
  csvInvalid: 'File bukan CSV yang dapat dibaca.',
  csvHeader: 'Kolom e-mail tidak ditemukan. Gunakan laporan peserta dari Zoom (kolom "User Email" atau "Email").',
  csvEmpty: 'File tidak berisi peserta.',
  csvTooLarge: `File terlalu besar (maksimal ${ATTENDANCE_CSV_MAX_BYTES / 1_000_000} MB).`,
  csvTooManyRows: `Maksimal ${ATTENDANCE_CSV_MAX_ROWS} baris.`,
  csvBadTime: 'Waktu bergabung atau keluar tidak dapat dibaca.',
  itemNotReleased: 'Materi ini belum dibuka.',
  completesWhenAttended: 'Webinar ini selesai saat kehadiranmu di sesinya tercatat.',
  releaseOneRule: 'Pilih dibuka setelah sekian hari atau pada tanggal tertentu, salah satu saja.',
  releaseDays: 'Jumlah hari harus bilangan bulat 0 sampai 3650.',
  releaseAt: 'Tanggal buka harus tanggal dan jam yang valid.',
} as const;

/** One learner's line of a session's sheet. `status` null: nothing recorded and the session has not ended. */
export const AttendanceRowSchema = z.object({
  user_id: z.number().int(),
  name: safeString(),
  email: safeString(),
  status: AttendanceStatusSchema.nullable(),
  source: z.enum(ATTENDANCE_SOURCES).nullable(),
  first_joined_at: z.string().nullable(),
  left_at: z.string().nullable(),
});
export type AttendanceRow = z.infer<typeof AttendanceRowSchema>;

/** A session as the mentor's sheet and the learner's player show it; times are ISO-8601 UTC. */
export const LiveSessionSchema = z.object({
  id: z.number().int(),
  cohort_id: z.number().int(),
  cohort_name: safeString(),
  course_id: z.number().int(),
  course_title: safeString(),
  item_id: z.number().int().nullable(),
  title: safeString(),
  starts_at: z.string(),
  ends_at: z.string(),
  cancelled: z.boolean(),
  /** A link (an uploaded file's signed address or the author's link) once attached, else null. */
  recording_url: safeString().nullable(),
});
export type LiveSession = z.infer<typeof LiveSessionSchema>;

/** GET /api/mentor/sessions/{id}/attendance → { data: { session, rows } }: every learner of the cohort, by name. */
export const AttendanceSheetSchema = z.object({ session: LiveSessionSchema, rows: z.array(AttendanceRowSchema) });
export type AttendanceSheet = z.infer<typeof AttendanceSheetSchema>;

/** GET /api/mentor/sessions → { data: [LiveSession] }: the sessions of the mentor's cohorts, newest start first. */
export const MentorSessionListSchema = z.array(LiveSessionSchema);

/** PUT /api/mentor/sessions/{id}/attendance/{user_id} { status }: a mentor's correction. */
export const CorrectAttendanceBodySchema = z.object({ status: z.enum(ATTENDANCE_STATUSES, { error: SESSION_TEXT.statusInvalid }) });
export type CorrectAttendanceBody = z.infer<typeof CorrectAttendanceBodySchema>;

/** POST /api/mentor/sessions/{id}/attendance/import { csv }: Zoom's participant report, as text. */
export const ImportAttendanceBodySchema = z.object({
  csv: z.string({ error: SESSION_TEXT.csvInvalid }).min(1, SESSION_TEXT.csvEmpty).max(ATTENDANCE_CSV_MAX_BYTES, SESSION_TEXT.csvTooLarge),
});
export type ImportAttendanceBody = z.infer<typeof ImportAttendanceBodySchema>;

/** The import's answer: how many learners it marked, and the report's e-mails that match nobody of the cohort. */
export const ImportAttendanceResultSchema = z.object({
  matched: z.number().int(),
  unmatched: z.array(safeString()),
  sheet: AttendanceSheetSchema,
});
export type ImportAttendanceResult = z.infer<typeof ImportAttendanceResultSchema>;

/** PUT /api/mentor/sessions/{id}/recording { url } or { upload_key }: the author's or mentor's recording; both null removes it. */
export const AttachRecordingBodySchema = z
  .object({
    url: z
      .string()
      .trim()
      .max(2000)
      .refine((u) => /^https?:\/\/[^\s]+$/i.test(u), SESSION_TEXT.recordingUrl)
      .nullable()
      .optional(),
    upload_key: z.string().trim().min(1).max(500).nullable().optional(),
  })
  .refine((b) => !(b.url && b.upload_key), { message: SESSION_TEXT.recordingOneSource, path: ['url'] });
export type AttachRecordingBody = z.infer<typeof AttachRecordingBodySchema>;

export const SessionIdParamsSchema = z.object({ id: rowId() });
export const SessionLearnerParamsSchema = z.object({ id: rowId(), user_id: rowId() });

/** The most days a drip rule may wait (ten years), as the database's check allows. */
export const RELEASE_DAYS_MAX = 3650;

/**
 * The drip rule a studio save may set on a chapter or an item (PATCH /api/admin/chapters/{id},
 * PATCH /api/admin/items/{id}; decision 288): `release_after_days` whole days 0..3650 after the
 * learner's cohort starts (or the enrolment without a cohort), or `release_at` a moment (ISO-8601
 * with its offset). Giving either key sets the rule as a whole: the other one, absent, is cleared;
 * both null opens the material at once. Both set: 422 `release_at` releaseOneRule.
 */
export const releaseFields = {
  release_after_days: z
    .number({ error: SESSION_TEXT.releaseDays })
    .int(SESSION_TEXT.releaseDays)
    .min(0, SESSION_TEXT.releaseDays)
    .max(RELEASE_DAYS_MAX, SESSION_TEXT.releaseDays)
    .nullable()
    .optional(),
  /** A calendar date that exists (no 30 February), with its time and offset, in the years 2000–9999. */
  release_at: isoInstant(SESSION_TEXT.releaseAt).nullable().optional(),
};

/** At most one drip rule (the database's check says so too). */
export function releaseOneRuleOk(v: { release_after_days?: number | null | undefined; release_at?: string | null | undefined }, ctx: z.RefinementCtx): void {
  if (v.release_after_days != null && v.release_at != null) ctx.addIssue({ code: 'custom', path: ['release_at'], message: SESSION_TEXT.releaseOneRule });
}

/** A chapter's or item's drip rule: open `after_days` days after the learner's anchor, or at `at` (ISO); both null = open. */
export type ReleaseRule = { after_days: number | null; at: string | null };

/**
 * When an item opens for one learner (decision 288): the later of its chapter's and its own rule,
 * a rule in days counted in whole 24-hour days from `anchor` (the cohort's start, or the enrolment
 * for a course without cohorts). Null when nothing holds it (no rule, or a day rule without an
 * anchor: staff previewing).
 */
export function releaseTime(rules: ReleaseRule[], anchor: Date | null): Date | null {
  let out: number | null = null;
  for (const r of rules) {
    const t = r.at !== null ? Date.parse(r.at) : r.after_days !== null && anchor ? anchor.getTime() + r.after_days * 86_400_000 : null;
    if (t !== null && !Number.isNaN(t) && (out === null || t > out)) out = t;
  }
  return out === null ? null : new Date(out);
}

/** Where a session stands for joining: cancelled, not open yet, open (15 minutes before the start to the end), ended. */
export const JOIN_STATES = ['cancelled', 'early', 'open', 'ended'] as const;

/**
 * GET /api/course/items/{item_id}/session → { data: LearnerSession | null }: the session of the
 * learner's cohort that serves a webinar item (null when the learner has no cohort or the item no
 * session). `join_url` and `recording_url` are personal signed links (a plain link works without
 * the bearer token), valid until the session ends and for a day after that respectively.
 */
export const LearnerSessionSchema = LiveSessionSchema.extend({
  join_state: z.enum(JOIN_STATES),
  /** When the join link opens (ISO): 15 minutes before the start. */
  join_opens_at: z.string(),
  join_url: safeString(),
  attendance: AttendanceStatusSchema.nullable(),
  /** The course lets an absent learner make the session up by watching its recording. */
  recording_makeup: z.boolean(),
});
export type LearnerSession = z.infer<typeof LearnerSessionSchema>;

/**
 * One session of the learner's cohort in GET /api/course/{slug}/sessions (decision 288): `status`
 * where joining stands at the answer's time (early, open, ended, cancelled), the learner's personal
 * signed `join_url` (a plain link: it opens 15 minutes before the start, `join_opens_at`) and
 * `recording_url` once attached, `attended` when their attendance counts (present, late, excused).
 */
export const CourseSessionSchema = z.object({
  id: z.number().int(),
  title: safeString(),
  starts_at: z.string(),
  ends_at: z.string(),
  item_id: z.number().int().nullable(),
  status: z.enum(JOIN_STATES),
  join_opens_at: z.string(),
  join_url: safeString(),
  recording_url: safeString().nullable(),
  attendance: AttendanceStatusSchema.nullable(),
  attended: z.boolean(),
});
export type CourseSession = z.infer<typeof CourseSessionSchema>;
export const CourseSessionListSchema = z.object({ data: z.array(CourseSessionSchema) });

/** Query of the signed join and recording links: the learner, the link's expiry (Unix seconds), its signature. */
export const SignedSessionLinkQuerySchema = z.object({
  user: rowId().optional(),
  expires: z.coerce.number().int().positive().max(99_999_999_999).optional(),
  signature: z.string().max(200).optional(),
});
