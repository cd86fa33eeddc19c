import { z } from 'zod';
import { rowId, safeString } from './text.ts';

/**
 * Mentor grading console (the spec has no mentor screens, section 6 says mentors
 * grade assignments). Endpoints under /api/mentor, role mentor (admins see every course).
 */

/** Filter of the submission list: waiting for a grade, or graded. */
export const SUBMISSION_FILTERS = ['waiting', 'graded'] as const;
export type SubmissionFilter = (typeof SUBMISSION_FILTERS)[number];

/** Rows per page of the submission list. */
export const SUBMISSIONS_PER_PAGE = 20;
/** Longest feedback a mentor may write, in characters. */
export const FEEDBACK_MAX_CHARS = 5000;

export const MENTOR_MESSAGES = {
  scoreRequired: 'Nilai wajib diisi.',
  scoreRange: 'Nilai harus bilangan bulat dari 0 sampai 100.',
  feedbackRequired: 'Catatan wajib diisi.',
  feedbackTooLong: `Catatan maksimal ${FEEDBACK_MAX_CHARS} karakter.`,
  notYourCourse: 'Anda bukan mentor kelas ini.',
  submissionNotFound: 'Tugas tidak ditemukan.',
  graded: 'Nilai tersimpan dan peserta sudah diberi tahu.',
} as const;

/** GET /api/mentor/submissions query. `page` starts at 1. */
export const SubmissionListQuerySchema = z.object({
  status: z.enum(SUBMISSION_FILTERS).default('waiting'),
  course_id: rowId().optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type SubmissionListQuery = z.input<typeof SubmissionListQuerySchema>;

const scoreSchema = z
  .number({ error: MENTOR_MESSAGES.scoreRequired })
  .int(MENTOR_MESSAGES.scoreRange)
  .min(0, MENTOR_MESSAGES.scoreRange)
  .max(100, MENTOR_MESSAGES.scoreRange);
const feedbackSchema = z
  .string({ error: MENTOR_MESSAGES.feedbackRequired })
  .trim()
  .min(1, MENTOR_MESSAGES.feedbackRequired)
  .max(FEEDBACK_MAX_CHARS, MENTOR_MESSAGES.feedbackTooLong);

/** POST /api/mentor/submissions/{id}/grade body: score 0..100 (integer percent), feedback plain text. */
export const GradeBodySchema = z.object({ score: scoreSchema, feedback: feedbackSchema });

/** The grading form: the score arrives as the input's text; empty is 'Nilai wajib diisi.', never 0. */
export const GradeFormSchema = z.object({
  score: z
    .string()
    .trim()
    .min(1, MENTOR_MESSAGES.scoreRequired)
    .regex(/^\d{1,3}$/, MENTOR_MESSAGES.scoreRange)
    .transform(Number)
    .pipe(scoreSchema),
  feedback: feedbackSchema,
});
export type GradeBody = z.output<typeof GradeBodySchema>;

/** One submission as the mentor sees it. Times are ISO 8601 UTC; file_size in bytes. */
export const MentorSubmissionSchema = z.object({
  id: z.number().int(),
  status: z.enum(['submitted', 'graded']),
  learner: z.object({ id: z.number().int(), name: safeString(), email: safeString() }),
  course: z.object({ id: z.number().int(), slug: safeString(), title: safeString() }),
  item: z.object({ id: z.number().int(), title: safeString() }),
  file_name: safeString(),
  file_size: z.number().int(),
  /** Signed, expiring URL of the PDF (opens in the browser without a bearer header). */
  file_url: safeString(),
  /** When file_url stops working. */
  file_url_expires_at: safeString(),
  submitted_at: safeString(),
  score: z.number().int().nullable(),
  feedback: safeString().nullable(),
  graded_at: safeString().nullable(),
  graded_by: z.object({ id: z.number().int(), name: safeString() }).nullable(),
});
export type MentorSubmission = z.infer<typeof MentorSubmissionSchema>;

/** GET /api/mentor/submissions/{id}: the submission plus the assignment text (sanitised HTML). */
export const MentorSubmissionDetailSchema = MentorSubmissionSchema.extend({
  instruction: safeString(),
  objective: safeString(),
  /** Minutes. */
  duration: z.number().int(),
});
export type MentorSubmissionDetail = z.infer<typeof MentorSubmissionDetailSchema>;

export const MentorSubmissionPageSchema = z.object({
  data: z.array(MentorSubmissionSchema),
  meta: z.object({
    page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
    last_page: z.number().int(),
  }),
});
export type MentorSubmissionPage = z.infer<typeof MentorSubmissionPageSchema>;

/** GET /api/mentor/courses: courses the mentor teaches (all courses with practice items for an admin). */
export const MentorCourseSchema = z.object({
  id: z.number().int(),
  slug: safeString(),
  title: safeString(),
  waiting_count: z.number().int(),
});
export type MentorCourse = z.infer<typeof MentorCourseSchema>;
