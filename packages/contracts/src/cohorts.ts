import { z } from 'zod';
import { ID_MAX, rowId, safeString } from './text.ts';

/**
 * Cohorts ('Angkatan') and their dated sessions (decision 285). A course may have cohorts; once it
 * has one, every new enrolment names one (bought, redeemed, granted or joined for free). Times on
 * the wire are ISO-8601 UTC strings; screens show them in the learner's zone (staff: the academy's,
 * decision 267), labelled. Seats: `capacity` null = unlimited; `seats_taken` counts enrolments and
 * seats held by pending orders.
 */

export const COHORT_NAME_MAX = 120;
export const SESSION_TITLE_MAX = 200;
export const MEETING_URL_MAX = 2_000;
export const SCHEDULE_CODE_MAX = 64;
export const COHORT_CAPACITY_MAX = 100_000;

export const COHORT_TEXT = {
  nameRequired: 'Nama angkatan wajib diisi.',
  nameTooLong: 'Nama angkatan maksimal 120 karakter.',
  dateInvalid: 'Tanggal dan jam tidak valid.',
  endsBeforeStart: 'Waktu selesai harus setelah waktu mulai.',
  deadlineAfterStart: 'Batas pendaftaran tidak boleh setelah angkatan berakhir.',
  capacityInvalid: 'Kapasitas harus bilangan bulat 1 sampai 100.000, atau kosong untuk tanpa batas.',
  capacityBelowTaken: 'Kapasitas tidak boleh lebih kecil dari kursi yang sudah terisi.',
  scheduleCodeTooLong: 'Kode jadwal maksimal 64 karakter.',
  scheduleCodeTaken: 'Kode jadwal ini sudah dipakai angkatan lain di kelas ini.',
  mentorInvalid: 'Mentor angkatan harus akun dengan peran mentor.',
  courseNotFound: 'Kelas tidak ditemukan.',
  cohortNotFound: 'Angkatan tidak ditemukan.',
  cohortClosed: 'Angkatan ini sudah ditutup.',
  cohortRequired: 'Pilih angkatan terlebih dahulu.',
  cohortInvalid: 'Angkatan harus dipilih dengan id bilangan bulat positif.',
  cohortOfOtherCourse: 'Angkatan ini bukan angkatan kelas tersebut.',
  cohortNotOpen: 'Pendaftaran angkatan ini sudah ditutup. Pilih angkatan lain.',
  cohortFull: 'Kursi angkatan ini sudah penuh. Pilih angkatan lain.',
  noCohortForSchedule: 'Belum ada angkatan untuk jadwal kode ini. Hubungi admin.',
  alreadyClosed: 'Angkatan ini sudah ditutup sebelumnya.',
  moveStarted: 'Angkatanmu sudah dimulai, kamu tidak bisa pindah lagi.',
  moveSame: 'Kamu sudah terdaftar di angkatan ini.',
  notEnrolled: 'Kamu belum terdaftar di kelas ini.',
  notFreeClass: 'Hanya free class yang dapat diikuti gratis.',
  alreadyEnrolled: 'Kamu sudah terdaftar di kelas ini.',
  sessionNotFound: 'Sesi tidak ditemukan.',
  titleRequired: 'Judul sesi wajib diisi.',
  titleTooLong: 'Judul sesi maksimal 200 karakter.',
  meetingUrlInvalid: 'Tautan meeting harus alamat http:// atau https:// yang valid.',
  sequenceInvalid: 'Nomor sesi harus bilangan bulat 1 sampai 999.',
  itemInvalid: 'Materi webinar harus dipilih dengan id bilangan bulat positif.',
  itemNotWebinar: 'Materi harus berupa webinar di kelas ini.',
  itemTaken: 'Materi webinar ini sudah dipakai sesi lain di angkatan ini.',
  sessionCancelled: 'Sesi ini sudah dibatalkan.',
  feedNotFound: 'Kalender tidak ditemukan.',
  joined: 'Kamu sudah terdaftar. Selamat belajar!',
  moved: 'Angkatanmu sudah dipindahkan.',
} as const;

/** Why a cohort can or cannot be chosen now: `open`, `full`, `closed` (by staff or past its deadline), `ended`. */
export const COHORT_STATUSES = ['open', 'full', 'closed', 'ended'] as const;
export type CohortStatus = (typeof COHORT_STATUSES)[number];

/** The instants a schedule may name: from 2000 to the end of 9999 (UTC milliseconds; the database holds no year 0). */
const INSTANT_MIN = Date.UTC(2000, 0, 1);
const INSTANT_END = Date.UTC(10_000, 0, 1);

/**
 * An ISO-8601 moment with its offset, on a calendar date that exists (no 30 February), in the
 * years 2000–9999; `message` for anything else, once.
 */
export const isoInstant = (message: string) =>
  z.iso.datetime({ offset: true, error: message }).refine((v) => {
    const ms = Date.parse(v);
    // An unreadable text is the format check's to report.
    return Number.isNaN(ms) || (ms >= INSTANT_MIN && ms < INSTANT_END);
  }, message);

const isoDate = isoInstant(COHORT_TEXT.dateInvalid);

/** An http(s) URL a browser can open (meeting links, recordings). */
export const httpUrl = (message: string) =>
  safeString({ error: message })
    .trim()
    .max(MEETING_URL_MAX, message)
    .refine((v) => {
      try {
        const u = new URL(v);
        return (u.protocol === 'http:' || u.protocol === 'https:') && u.hostname.length > 0;
      } catch {
        return false;
      }
    }, message);

const cohortFields = {
  name: safeString({ error: COHORT_TEXT.nameRequired }).trim().min(1, COHORT_TEXT.nameRequired).max(COHORT_NAME_MAX, COHORT_TEXT.nameTooLong),
  starts_at: isoDate,
  ends_at: isoDate,
  enrolment_deadline: isoDate,
  capacity: z.number({ error: COHORT_TEXT.capacityInvalid }).int(COHORT_TEXT.capacityInvalid).min(1, COHORT_TEXT.capacityInvalid).max(COHORT_CAPACITY_MAX, COHORT_TEXT.capacityInvalid).nullable(),
  /** Upper-cased and trimmed; empty = none. */
  schedule_code: safeString()
    .trim()
    .max(SCHEDULE_CODE_MAX, COHORT_TEXT.scheduleCodeTooLong)
    .transform((v) => (v === '' ? null : v.toUpperCase()))
    .nullable(),
  /** User ids of the cohort's mentors (accounts with the mentor role). */
  mentor_ids: z.array(rowId(COHORT_TEXT.mentorInvalid)).max(20),
};

/** Date order of a cohort: ends after it starts; the enrolment deadline no later than its end. */
function cohortDatesOk(v: { starts_at?: string; ends_at?: string; enrolment_deadline?: string }, ctx: z.RefinementCtx) {
  if (v.starts_at && v.ends_at && Date.parse(v.ends_at) <= Date.parse(v.starts_at)) ctx.addIssue({ code: 'custom', path: ['ends_at'], message: COHORT_TEXT.endsBeforeStart });
  if (v.ends_at && v.enrolment_deadline && Date.parse(v.enrolment_deadline) > Date.parse(v.ends_at)) {
    ctx.addIssue({ code: 'custom', path: ['enrolment_deadline'], message: COHORT_TEXT.deadlineAfterStart });
  }
}

/** POST /api/admin/courses/{id}/cohorts body. */
export const CreateCohortBodySchema = z
  .object({ ...cohortFields, capacity: cohortFields.capacity.default(null), schedule_code: cohortFields.schedule_code.default(null), mentor_ids: cohortFields.mentor_ids.default([]) })
  .superRefine(cohortDatesOk);
export type CreateCohortBody = z.input<typeof CreateCohortBodySchema>;

/** PATCH /api/admin/cohorts/{id} body: any of the fields; the dates are checked against the stored ones too. */
export const UpdateCohortBodySchema = z.object(cohortFields).partial().superRefine(cohortDatesOk);
export type UpdateCohortBody = z.input<typeof UpdateCohortBodySchema>;

/** A cohort as staff see it (studio and console). */
export const StaffCohortSchema = z.object({
  id: z.number().int(),
  course_id: z.number().int(),
  name: safeString(),
  starts_at: z.string(),
  ends_at: z.string(),
  enrolment_deadline: z.string(),
  capacity: z.number().int().nullable(),
  /** Enrolments in the cohort plus seats held by pending orders. */
  seats_taken: z.number().int(),
  schedule_code: safeString().nullable(),
  closed_at: z.string().nullable(),
  status: z.enum(COHORT_STATUSES),
  mentors: z.array(z.object({ id: z.number().int(), name: safeString() })),
  session_count: z.number().int(),
});
export type StaffCohort = z.infer<typeof StaffCohortSchema>;
export const StaffCohortResponseSchema = z.object({ data: StaffCohortSchema });

/**
 * GET /api/admin/cohort-mentors → { data: CohortMentorOption[] }: the accounts a cohort may name as
 * its mentors (holding the mentor role), by name; `profession` from the mentor profile linked to
 * the account, when there is one. Authors and admins.
 */
export const CohortMentorOptionSchema = z.object({ id: z.number().int(), name: safeString(), profession: safeString().nullable() });
export type CohortMentorOption = z.infer<typeof CohortMentorOptionSchema>;
export const CohortMentorOptionListSchema = z.object({ data: z.array(CohortMentorOptionSchema) });
export const StaffCohortListSchema = z.object({ data: z.array(StaffCohortSchema) });

const sessionFields = {
  title: safeString({ error: COHORT_TEXT.titleRequired }).trim().min(1, COHORT_TEXT.titleRequired).max(SESSION_TITLE_MAX, COHORT_TEXT.titleTooLong),
  starts_at: isoDate,
  ends_at: isoDate,
  meeting_url: httpUrl(COHORT_TEXT.meetingUrlInvalid),
  /** The job-training programme's session number (1..10, 999 = post-test); null = none. */
  sequence: z.number({ error: COHORT_TEXT.sequenceInvalid }).int(COHORT_TEXT.sequenceInvalid).min(1, COHORT_TEXT.sequenceInvalid).max(999, COHORT_TEXT.sequenceInvalid).nullable(),
  /** The webinar item this session serves; null = none. */
  item_id: z.number({ error: COHORT_TEXT.itemInvalid }).int(COHORT_TEXT.itemInvalid).positive(COHORT_TEXT.itemInvalid).max(ID_MAX, COHORT_TEXT.itemInvalid).nullable(),
};

function sessionDatesOk(v: { starts_at?: string; ends_at?: string }, ctx: z.RefinementCtx) {
  if (v.starts_at && v.ends_at && Date.parse(v.ends_at) <= Date.parse(v.starts_at)) ctx.addIssue({ code: 'custom', path: ['ends_at'], message: COHORT_TEXT.endsBeforeStart });
}

/** POST /api/admin/cohorts/{id}/sessions body. */
export const CreateSessionBodySchema = z
  .object({ ...sessionFields, sequence: sessionFields.sequence.default(null), item_id: sessionFields.item_id.default(null) })
  .superRefine(sessionDatesOk);
export type CreateSessionBody = z.input<typeof CreateSessionBodySchema>;
/** PATCH /api/admin/sessions/{id} body. Moving a session updates every learner's calendar feed. */
export const UpdateSessionBodySchema = z.object(sessionFields).partial().superRefine(sessionDatesOk);
export type UpdateSessionBody = z.input<typeof UpdateSessionBodySchema>;

/** A session as staff see it. */
export const StaffSessionSchema = z.object({
  id: z.number().int(),
  cohort_id: z.number().int(),
  item_id: z.number().int().nullable(),
  title: safeString(),
  starts_at: z.string(),
  ends_at: z.string(),
  meeting_url: safeString(),
  sequence: z.number().int().nullable(),
  cancelled_at: z.string().nullable(),
  /** Where the attached recording opens (the link, or the uploaded file under /storage/), null before one is attached (decision 288). */
  recording_url: safeString().nullable(),
});
export type StaffSession = z.infer<typeof StaffSessionSchema>;
export const StaffSessionResponseSchema = z.object({ data: StaffSessionSchema });
export const StaffSessionListSchema = z.object({ data: z.array(StaffSessionSchema) });

/** A cohort a learner may choose on the course's page: open for enrolment now. */
export const OpenCohortSchema = z.object({
  id: z.number().int(),
  name: safeString(),
  starts_at: z.string(),
  ends_at: z.string(),
  enrolment_deadline: z.string(),
  /** Seats left; null = unlimited. */
  seats_left: z.number().int().nullable(),
  session_count: z.number().int(),
});
export type OpenCohort = z.infer<typeof OpenCohortSchema>;
/** GET /api/course/{slug}/cohorts → the open cohorts, earliest first; `has_cohorts` tells whether choosing one is required. */
export const OpenCohortListSchema = z.object({ data: z.array(OpenCohortSchema), has_cohorts: z.boolean() });
export type OpenCohortList = z.infer<typeof OpenCohortListSchema>;

/** `cohort_id` of a purchase, a voucher, a free join or a move. */
export const cohortIdField = z.number({ error: COHORT_TEXT.cohortInvalid }).int(COHORT_TEXT.cohortInvalid).positive(COHORT_TEXT.cohortInvalid).max(ID_MAX, COHORT_TEXT.cohortInvalid);
/** POST /api/course/{slug}/join and PUT /api/programs/{slug}/cohort body. */
export const ChooseCohortBodySchema = z.object({ cohort_id: cohortIdField });
export type ChooseCohortBody = z.infer<typeof ChooseCohortBodySchema>;

/** One session of the learner's schedule ('Jadwal'). The meeting link is the sessions feature's join call's business; only the time here. */
export const ScheduleSessionSchema = z.object({
  id: z.number().int(),
  title: safeString(),
  starts_at: z.string(),
  ends_at: z.string(),
  sequence: z.number().int().nullable(),
  item_id: z.number().int().nullable(),
  cancelled: z.boolean(),
  /** GET path of the session's .ics file (needs the session's bearer token). */
  ics_path: safeString(),
});
export type ScheduleSession = z.infer<typeof ScheduleSessionSchema>;

/** GET /api/programs/{slug}/schedule → the learner's cohort and its sessions ('Jadwal'); `cohort` null when the course has none for them. */
export const ScheduleSchema = z.object({
  cohort: z
    .object({ id: z.number().int(), name: safeString(), starts_at: z.string(), ends_at: z.string(), can_move: z.boolean() })
    .nullable(),
  sessions: z.array(ScheduleSessionSchema),
  /** The next session not over and not cancelled; null when none. */
  next_session_id: z.number().int().nullable(),
});
export type Schedule = z.infer<typeof ScheduleSchema>;
export const ScheduleResponseSchema = z.object({ data: ScheduleSchema });

/** GET /api/calendar/feed and POST /api/calendar/feed/reset → the learner's private feed URL (absolute). */
export const CalendarFeedSchema = z.object({ data: z.object({ url: safeString(), webcal_url: safeString() }) });
export type CalendarFeed = z.infer<typeof CalendarFeedSchema>['data'];

/** `{token}.ics` of the public feed path: base64url, 32 characters. */
export const FeedTokenParamsSchema = z.object({ file: safeString().regex(/^[A-Za-z0-9_-]{32}\.ics$/, COHORT_TEXT.feedNotFound) });
