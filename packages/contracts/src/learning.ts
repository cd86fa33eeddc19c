import { z } from 'zod';
import { rowId, safeString } from './text.ts';

/**
 * Learning shapes (spec section 3 "Course activity", "Active material"; section 7 "Learning").
 * Shared by the learning player, the quiz and the practice assignment.
 */

export const ITEM_TYPES = ['quiz', 'reading', 'topic', 'text', 'video', 'practice', 'essay', 'embed', 'webinar', 'task'] as const;
export const ItemTypeSchema = z.enum(ITEM_TYPES);
export type ItemType = z.infer<typeof ItemTypeSchema>;

/** is_complete values 0 and 1 (spec 9). */
export const IsCompleteSchema = z.union([z.literal(0), z.literal(1)]);

/**
 * What completes an item ('Syarat selesai'; decision 240), decided on the server per item type:
 * - `own_action`: the learner's own action ('Selanjutnya'): reading, text, survey embed, a video of a free-order course;
 * - `attended`: a webinar no session of the learner's cohort serves, by the learner's own action;
 * - `attendance`: a webinar a session of the learner's cohort serves: the attendance recorded at that
 *   session (a join, a mentor's mark, the recording under make-up; decision 288), never 'Selanjutnya';
 * - `passed`: a quiz finished at or over its pass mark (the default for quizzes);
 * - `attempted`: a quiz finished at any score (pre-tests);
 * - `graded`: a practice assignment or skill test graded at or over its pass mark (the default);
 * - `submitted`: a practice assignment once its file is uploaded;
 * - `answered`: a reflective journal with every question answered;
 * - `watched`: a video of a sequential course, watched to its end (decision 241).
 */
export const COMPLETION_RULES = ['own_action', 'attended', 'attendance', 'passed', 'attempted', 'graded', 'submitted', 'answered', 'watched'] as const;
export const CompletionRuleSchema = z.enum(COMPLETION_RULES);
export type CompletionRule = z.infer<typeof CompletionRuleSchema>;

/** Quiz completion rules an author chooses from (the default first). */
export const QUIZ_COMPLETION_RULES = ['passed', 'attempted'] as const satisfies readonly CompletionRule[];
export type QuizCompletionRule = (typeof QUIZ_COMPLETION_RULES)[number];
/** Practice (and skill test) completion rules an author chooses from (the default first). */
export const PRACTICE_COMPLETION_RULES = ['graded', 'submitted'] as const satisfies readonly CompletionRule[];
export type PracticeCompletionRule = (typeof PRACTICE_COMPLETION_RULES)[number];
/** Pass mark (percent) of a practice item whose author has not set one. */
export const DEFAULT_PRACTICE_PASS_MARK = 70;

/** True for the rules the complete call (POST …/complete) satisfies by itself. */
export const completesByOwnAction = (rule: CompletionRule) => rule === 'own_action' || rule === 'attended';

export const ActivityItemSchema = z.object({
  item_id: z.number().int(),
  title: safeString(),
  item_type: ItemTypeSchema,
  is_complete: IsCompleteSchema,
  /** What completes it (decision 240). */
  completion_rule: CompletionRuleSchema,
  /** Sequential course: true while an item before it is incomplete (it cannot be opened; decision 241). */
  is_locked: z.boolean(),
  /** Drip release: when a locked item opens (ISO-8601 UTC), null when no date holds it (decision 288). */
  opens_at: z.string().nullable().optional(),
});
export type ActivityItem = z.infer<typeof ActivityItemSchema>;

export const ActivityMaterialSchema = z.object({
  material_id: z.number().int(),
  material_title: safeString(),
  items: z.array(ActivityItemSchema),
});
export type ActivityMaterial = z.infer<typeof ActivityMaterialSchema>;

/** GET /api/course/{slug}/activity → { data: CourseActivity }. course_progress in whole percent. */
export const CourseActivitySchema = z.object({
  course_id: z.number().int(),
  course_slug: safeString(),
  course_title: safeString(),
  course_progress: z.number().int().min(0).max(100),
  materials: z.array(ActivityMaterialSchema),
  /** Code of the valid certificate once every item is complete under its rule, else null. */
  certificate_code: safeString().nullable(),
  /** Items open one after the other, and videos must be watched to their end (decision 241). */
  sequential: z.boolean(),
  /** Staff opening a course they are not enrolled in: shown, nothing recorded ('Pratinjau'; decision 244). */
  preview: z.boolean(),
});
export type CourseActivity = z.infer<typeof CourseActivitySchema>;

/** Body of POST /api/course/items/{item_id}/active and /complete (spec 7). */
export const ItemActionBodySchema = z.object({
  courseId: rowId(),
  /** The current chapter's material_id. */
  itemId: rowId(),
  itemType: ItemTypeSchema,
});
export type ItemActionBody = z.infer<typeof ItemActionBodySchema>;

/** Longest video the watched time may report (seconds): a day. */
export const VIDEO_SECONDS_MAX = 86_400;

/**
 * Body of POST /api/course/items/{item_id}/complete: the item, and for a video under the
 * `watched` rule the furthest point watched, in seconds (decision 241).
 */
export const CompleteItemBodySchema = ItemActionBodySchema.extend({
  watched_seconds: z.number().min(0).max(VIDEO_SECONDS_MAX).optional(),
});
export type CompleteItemBody = z.infer<typeof CompleteItemBodySchema>;

/**
 * Whether a video reported as watched to `watchedSeconds` counts as watched to its end: within
 * 2 seconds or 5 % of its `durationSeconds`, whichever is more (an author's typed duration and the
 * player's may differ a little).
 */
export function watchedToEnd(watchedSeconds: number, durationSeconds: number): boolean {
  return watchedSeconds >= durationSeconds - Math.max(2, durationSeconds * 0.05);
}

/** assignment_log (spec 3): null, or the learner's submission. */
export const AssignmentLogSchema = z
  .object({
    status: z.enum(['submitted', 'graded']),
    feedback: safeString().nullable(),
    score: z.number().int().nullable(),
    /** Uploaded file path; its last segment is the file name shown. */
    task: safeString(),
    /** Authorised URL to open the submitted PDF. */
    task_url: safeString(),
    submitted_at: safeString(),
  })
  .nullable();
export type AssignmentLog = z.infer<typeof AssignmentLogSchema>;

/** The latest result of a quiz for the result screen. */
export const QuizResultSchema = z.object({
  log_id: z.number().int(),
  status: z.enum(['in_progress', 'completed']),
  score: z.number().int().nullable(),
  correct_answer: z.number().int().nullable(),
  wrong_answer: z.number().int().nullable(),
});

/** Typed `detail` of the active material, by item_type (spec 3). */
export const QuizDetailSchema = z.object({
  id: z.number().int(),
  quiz_material_id: z.number().int(),
  /** Percent 0..100. */
  target_score: z.number().int(),
  /** Attempts allowed in all. */
  opportunity: z.number().int(),
  /** Attempts still available. */
  remaining_attempts: z.number().int(),
  duration_minutes: z.number().int(),
  question_count: z.number().int(),
  /** Best completed attempt (the one that counts), or null. */
  best: QuizResultSchema.nullable(),
  /** `passed` or `attempted` (decision 240). */
  completion_rule: CompletionRuleSchema,
  /** An attempt in progress, or null. */
  open_log_id: z.number().int().nullable(),
  /** Whole seconds left on that attempt's server clock when this was answered (0 once past its deadline); null without one. */
  open_seconds_left: z.number().int().min(0).nullable(),
});
export const ReadingDetailSchema = z.object({ id: z.number().int(), pdf: safeString(), pdf_url: safeString() });
export const TopicDetailSchema = z.object({
  id: z.number().int(),
  schedule: z.object({ webinar_link: safeString(), starts_at: safeString(), ends_at: safeString() }),
});
export const VideoDetailSchema = z.object({
  id: z.number().int(),
  url: safeString(),
  provider: z.enum(['youtube', 'vimeo', 'file']),
  /** Seconds, as the author set it; null when unknown. */
  duration_seconds: z.number().int().nullable(),
});
export const EmbedDetailSchema = z.object({ id: z.number().int(), url: safeString(), instruction: safeString() });
/** The author's text (sanitised HTML); '' when the author wrote none (the player then shows its welcome). */
export const TextDetailSchema = z.object({ id: z.number().int(), html: safeString() });
export const EssayDetailSchema = z.object({
  id: z.number().int(),
  questions: z.array(safeString()),
  /** Saved answers (read-only once saved), or null. */
  answers: z.array(safeString()).nullable(),
});
export const PracticeDetailSchema = z.object({
  id: z.number().int(),
  /** Minutes. */
  duration: z.number().int(),
  /** Sanitised HTML. */
  instruction: safeString(),
  /** Sanitised HTML. */
  objective: safeString(),
  /** Asset PDF path (public storage). */
  pdf: safeString(),
  pdf_url: safeString(),
  assignment_log: AssignmentLogSchema,
  /** `graded` or `submitted` (decision 240). */
  completion_rule: CompletionRuleSchema,
  /** Percent a grade must reach under `graded`. */
  pass_mark: z.number().int().min(0).max(100),
});

/** POST /api/course/items/{item_id}/active → { data: ActiveMaterial }. */
export const ActiveMaterialSchema = z.object({
  item_id: z.number().int(),
  material_id: z.number().int(),
  name: safeString(),
  item_type: ItemTypeSchema,
  is_complete: IsCompleteSchema,
  /** What completes it ('Syarat selesai'; decision 240). */
  completion_rule: CompletionRuleSchema,
  /** The percent the rule asks for (quiz `passed`: its target score; practice `graded`: its pass mark), else null. */
  pass_mark: z.number().int().min(0).max(100).nullable(),
  detail: z.record(safeString(), z.unknown()),
});
export type ActiveMaterial = z.infer<typeof ActiveMaterialSchema>;
export type QuizDetail = z.infer<typeof QuizDetailSchema>;
export type PracticeDetail = z.infer<typeof PracticeDetailSchema>;
export type ReadingDetail = z.infer<typeof ReadingDetailSchema>;
export type TopicDetail = z.infer<typeof TopicDetailSchema>;
export type VideoDetail = z.infer<typeof VideoDetailSchema>;
export type EmbedDetail = z.infer<typeof EmbedDetailSchema>;
export type EssayDetail = z.infer<typeof EssayDetailSchema>;
export type TextDetail = z.infer<typeof TextDetailSchema>;

/** Reflective journal rules (spec 9): 2 questions, 1 attempt, weight 0 %. */
export const ESSAY_QUESTION_COUNT = 2;

/** Material-switch spinner (spec 9): 500 ms on every change of the active material. */
export const MATERIAL_SWITCH_SPINNER_MS = 500;

/** Essay rules shown in 'Instruksi' (spec 2.22 / 9): 1 attempt, weight 0 %. */
export const ESSAY_ATTEMPTS = 1;
export const ESSAY_WEIGHT_PERCENT = 0;
/** Longest accepted essay answer, in characters. */
export const ESSAY_ANSWER_MAX = 5000;

/** Messages of the learning API and player (spec 8 plus the API's own checks). */
export const LEARNING_MESSAGES = {
  courseNotFound: 'Kelas tidak ditemukan.',
  itemNotFound: 'Materi tidak ditemukan.',
  itemNotInCourse: 'Materi tidak ditemukan di kelas ini.',
  notEnrolled: 'Kamu belum terdaftar di kelas ini.',
  itemTypeMismatch: 'Tipe materi tidak sesuai.',
  notEssay: 'Materi ini bukan jurnal refleksi.',
  essayAnswerRequired: 'Jawaban tidak boleh kosong.',
  essayAnswerCount: 'Jawab semua pertanyaan.',
  essayAnswerTooLong: `Jawaban maksimal ${ESSAY_ANSWER_MAX} karakter.`,
  essayAlreadySaved: 'Jawaban sudah disimpan. Kesempatan mengerjakan hanya 1 kali.',
  /** Logged only when marking an item complete fails (spec 4 / 8). */
  markCompleteFailed: 'Gagal menandai complete',
  unknownType: 'Tipe materi tidak dikenali.',
  /** 409 COMPLETION_RULE of the complete call, one per rule it does not satisfy (decision 240). */
  completesWhenPassed: 'Quiz ini selesai saat kamu lulus dengan nilai minimal {{score}}.',
  completesWhenAttempted: 'Quiz ini selesai saat kamu menyelesaikan satu percobaan.',
  completesWhenGraded: 'Tugas ini selesai saat mentor memberi nilai minimal {{score}}.',
  completesWhenSubmitted: 'Tugas ini selesai saat kamu mengunggah file tugas.',
  completesWhenAnswered: 'Jurnal ini selesai saat kamu menjawab semua pertanyaannya.',
  completesWhenWatched: 'Video ini selesai saat kamu menontonnya sampai akhir.',
  /** 409 ITEM_LOCKED: a sequential course's item before the previous ones are complete (decision 241). */
  itemLocked: 'Selesaikan materi sebelumnya terlebih dahulu.',
  /** 409 PREVIEW: staff previewing a course record nothing (decision 244). */
  previewReadOnly: 'Ini pratinjau: progres, jawaban dan tugas tidak disimpan.',
} as const;

/** Most questions a reflective journal may ask (the studio's limit). */
export const ESSAY_QUESTIONS_MAX = 20;

/**
 * Body of POST /api/course/items/{item_id}/essay: one answer per question, in order. The server
 * also checks that there are as many answers as the journal has questions (422 `answers`).
 */
export const EssaySaveBodySchema = z.object({
  answers: z
    .array(
      z
        .string({ error: LEARNING_MESSAGES.essayAnswerRequired })
        .trim()
        .min(1, LEARNING_MESSAGES.essayAnswerRequired)
        .max(ESSAY_ANSWER_MAX, LEARNING_MESSAGES.essayAnswerTooLong),
      { error: LEARNING_MESSAGES.essayAnswerCount },
    )
    .min(1, LEARNING_MESSAGES.essayAnswerCount)
    .max(ESSAY_QUESTIONS_MAX, LEARNING_MESSAGES.essayAnswerCount),
});
export type EssaySaveBody = z.infer<typeof EssaySaveBodySchema>;

/**
 * Answer of POST /api/course/items/{item_id}/complete and /essay → { data: CompletionResult }:
 * the item is complete for the learner; course_progress in whole percent; certificate_code once
 * the whole course is complete.
 */
export const CompletionResultSchema = z.object({
  item_id: z.number().int(),
  is_complete: z.literal(1),
  course_progress: z.number().int().min(0).max(100),
  certificate_code: safeString().nullable(),
});
export type CompletionResult = z.infer<typeof CompletionResultSchema>;

/** Video detail with the address a frame can play (spec 2.22 "video plays the material's own URL"). */
export const VideoPlayerDetailSchema = VideoDetailSchema.extend({
  /** The URL for an iframe (YouTube/Vimeo player) or for <video> (a file). */
  embed_url: safeString(),
});
export type VideoPlayerDetail = z.infer<typeof VideoPlayerDetailSchema>;

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

/**
 * Which player plays a video URL, and the address to give it: YouTube (watch, youtu.be, shorts,
 * embed) → youtube-nocookie embed; Vimeo (vimeo.com/{id}, player.vimeo.com/video/{id}) → Vimeo
 * player; anything else http(s) → the browser's own player (`file`). Null for a non-http URL.
 */
export function videoEmbed(url: string): { provider: 'youtube' | 'vimeo' | 'file'; embed_url: string } | null {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    // A relative path is a file on our own storage.
    return /^[\w./-]+$/.test(url) && !url.includes('..') ? { provider: 'file', embed_url: `/storage/${url.replace(/^\/+/, '')}` } : null;
  }
  if (u.protocol !== 'https:' && u.protocol !== 'http:') return null;
  const host = u.hostname.replace(/^(www\.|m\.)/, '');
  const segments = u.pathname.split('/').filter(Boolean);
  let youtubeId: string | null = null;
  if (host === 'youtu.be') youtubeId = segments[0] ?? null;
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (segments[0] === 'watch') youtubeId = u.searchParams.get('v');
    else if (segments[0] === 'embed' || segments[0] === 'shorts' || segments[0] === 'live') youtubeId = segments[1] ?? null;
  }
  if (youtubeId !== null) {
    return YOUTUBE_ID.test(youtubeId) ? { provider: 'youtube', embed_url: `https://www.youtube-nocookie.com/embed/${youtubeId}` } : null;
  }
  if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    const id = segments.find((s) => /^\d+$/.test(s));
    return id ? { provider: 'vimeo', embed_url: `https://player.vimeo.com/video/${id}` } : null;
  }
  return { provider: 'file', embed_url: u.toString() };
}

/**
 * Course progress in whole percent: complete items × 100 / all items, rounded DOWN so that 100
 * means every item is complete; 0 for a course without items.
 */
export function progressPercent(completeItems: number, totalItems: number): number {
  if (totalItems <= 0) return 0;
  return Math.min(100, Math.floor((Math.max(0, completeItems) * 100) / totalItems));
}
