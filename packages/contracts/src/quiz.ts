import { z } from 'zod';
import { rowId, safeString } from './text.ts';

/**
 * Quiz shapes (spec 2.23; section 3 "Quiz session", "Quiz question", "Quiz log"; section 5
 * "Quiz"; section 7 "POST /course/quiz/*"; section 8). Correctness of an answer never appears
 * in any of these shapes: it stays on the server.
 */

/** Validation messages of spec 5 (to the letter). */
export const QUIZ_MESSAGES = {
  questionIdsMissing: 'Material ID or Quiz Material ID is missing.',
  answerIdsMissing: 'Quiz log ID, quiz ID, or answer ID is missing.',
  finishIdMissing: 'Quiz log ID is missing to finish quiz.',
  /** The checks multi-answer questions add (decision 243). */
  answerOrAnswers: 'Kirim answer_id atau answer_ids, tidak keduanya.',
  answerIdsEmpty: 'Pilih minimal satu jawaban.',
  answerIdsDuplicate: 'Setiap jawaban hanya boleh dipilih sekali.',
  answerIdsOnSingle: 'Soal ini hanya memiliki satu jawaban benar: kirim answer_id.',
  answerIdOnMultiple: 'Soal ini dapat memiliki lebih dari satu jawaban benar: kirim answer_ids.',
} as const;

/**
 * Question types (decision 243): `single` has exactly one correct answer (radio buttons);
 * `multiple` one or more (checkboxes), right only when the chosen set equals the correct set.
 */
export const QUIZ_QUESTION_TYPES = ['single', 'multiple'] as const;
export const QuizQuestionTypeSchema = z.enum(QUIZ_QUESTION_TYPES);
export type QuizQuestionType = z.infer<typeof QuizQuestionTypeSchema>;
/** Most answers a question has (the studio's limit), so the most a multiple answer may choose. */
export const QUIZ_ANSWERS_MAX = 10;

/** Error codes of the quiz endpoints (the `code` of `{ message, code }`). */
export const QUIZ_CODES = {
  /** 410: the attempt's deadline has passed; it was closed with the answers saved so far. */
  expired: 'QUIZ_EXPIRED',
  /** 409: the attempt is already finished; answers are refused. */
  completed: 'QUIZ_COMPLETED',
  /** 409: a retake was asked for but every attempt (opportunity) has been used. */
  noAttemptsLeft: 'QUIZ_NO_ATTEMPTS_LEFT',
} as const;

/** A required positive integer id (numbers or numeric strings); `message` for any problem. */
const requiredId = (message: string) => rowId(message);

/** POST /api/course/quiz/question body. `retake: true` starts a new attempt after a finished one. */
export const QuizQuestionBodySchema = z.object({
  /** The quiz item's id (the spec's "current item id"). */
  material_id: requiredId(QUIZ_MESSAGES.questionIdsMissing),
  /** quizzes.id, from the active material's detail.quiz_material_id. */
  quiz_material_id: requiredId(QUIZ_MESSAGES.questionIdsMissing),
  retake: z.boolean().optional().default(false),
});
export type QuizQuestionBody = z.input<typeof QuizQuestionBodySchema>;

/**
 * POST /api/course/quiz/answer body: the answer to one question of one open attempt,
 * `answer_id` for a `single` question, `answer_ids` (the whole chosen set, replacing the saved
 * one) for a `multiple` one. Exactly one of the two (422 `answer_id`); `answer_ids` not empty and
 * without duplicates (422 `answer_ids`). Which type the question is, the server checks.
 */
export const QuizAnswerBodySchema = z
  .object({
    log_id: requiredId(QUIZ_MESSAGES.answerIdsMissing),
    /** The question id. */
    quiz_id: requiredId(QUIZ_MESSAGES.answerIdsMissing),
    answer_id: requiredId(QUIZ_MESSAGES.answerIdsMissing).optional(),
    answer_ids: z
      .array(requiredId(QUIZ_MESSAGES.answerIdsMissing), { error: QUIZ_MESSAGES.answerIdsEmpty })
      .min(1, QUIZ_MESSAGES.answerIdsEmpty)
      .max(QUIZ_ANSWERS_MAX, QUIZ_MESSAGES.answerIdsDuplicate)
      .refine((ids) => new Set(ids).size === ids.length, QUIZ_MESSAGES.answerIdsDuplicate)
      .optional(),
  })
  .superRefine((b, ctx) => {
    if (b.answer_id === undefined && b.answer_ids === undefined) ctx.addIssue({ code: 'custom', path: ['answer_id'], message: QUIZ_MESSAGES.answerIdsMissing });
    if (b.answer_id !== undefined && b.answer_ids !== undefined) ctx.addIssue({ code: 'custom', path: ['answer_id'], message: QUIZ_MESSAGES.answerOrAnswers });
  });
export type QuizAnswerBody = z.input<typeof QuizAnswerBodySchema>;

/** POST /api/course/quiz/finish body. */
export const QuizFinishBodySchema = z.object({
  log_id: requiredId(QUIZ_MESSAGES.finishIdMissing),
});
export type QuizFinishBody = z.input<typeof QuizFinishBodySchema>;

/** One answer option: id and sanitised HTML. No correctness flag. */
export const QuizAnswerOptionSchema = z.object({ id: z.number().int(), answer: safeString() });

/** A question (spec 3 "Quiz question"): id, quiz (sanitised HTML), type, answers in display order. */
export const QuizQuestionSchema = z.object({
  id: z.number().int(),
  quiz: safeString(),
  /** `multiple`: checkboxes, answered with `answer_ids` (decision 243). */
  type: QuizQuestionTypeSchema,
  answers: z.array(QuizAnswerOptionSchema),
});
export type QuizQuestion = z.infer<typeof QuizQuestionSchema>;

export const QuizLogStatusSchema = z.enum(['in_progress', 'completed']);

/** A saved answer: the answer id of a `single` question, the chosen ids (ascending) of a `multiple` one. */
export const SavedChoiceSchema = z.union([z.number().int(), z.array(z.number().int())]);
export type SavedChoice = z.infer<typeof SavedChoiceSchema>;

/**
 * The quiz log (spec 3): one attempt. Times are ISO 8601 UTC. `answers` maps a question id
 * to the chosen answer id (single) or ids (multiple). score (percent 0..100), correct_answer and wrong_answer are null
 * until the attempt is finished; unanswered questions count as wrong.
 */
export const QuizLogSchema = z.object({
  status: QuizLogStatusSchema,
  attempt_no: z.number().int(),
  started_at: safeString(),
  /** Fixed by the server when the attempt starts: started_at + duration. */
  deadline: safeString(),
  finished_at: safeString().nullable(),
  answers: z.record(safeString(), SavedChoiceSchema),
  score: z.number().int().nullable(),
  correct_answer: z.number().int().nullable(),
  wrong_answer: z.number().int().nullable(),
  /** score ≥ target_score once finished, else null. */
  passed: z.boolean().nullable(),
});
export type QuizLog = z.infer<typeof QuizLogSchema>;

/**
 * POST /api/course/quiz/question → { data: QuizSession }. `server_time` lets the client count
 * down from the server's clock. A quiz without questions answers `quizzes: []` and no log.
 */
export const QuizSessionSchema = z.object({
  quizzes: z.array(QuizQuestionSchema),
  log: QuizLogSchema.nullable(),
  log_id: z.number().int().nullable(),
  server_time: safeString(),
  /** Attempts still available after this one. */
  remaining_attempts: z.number().int(),
  /** Staff previewing: the questions only, no attempt is started and nothing is saved (decision 244). */
  preview: z.boolean(),
});
export type QuizSession = z.infer<typeof QuizSessionSchema>;
export const QuizSessionResponseSchema = z.object({ data: QuizSessionSchema });

/** POST /api/course/quiz/answer → { data: SavedAnswer }: what was saved (the body's answer_id or answer_ids). */
export const SavedAnswerSchema = z.object({
  log_id: z.number().int(),
  quiz_id: z.number().int(),
  answer_id: z.number().int().optional(),
  answer_ids: z.array(z.number().int()).optional(),
});
export type SavedAnswer = z.infer<typeof SavedAnswerSchema>;
export const SavedAnswerResponseSchema = z.object({ data: SavedAnswerSchema });

/** POST /api/course/quiz/finish → { data: FinishedQuiz }. The same result however often it is called. */
export const FinishedQuizSchema = z.object({
  log_id: z.number().int(),
  log: QuizLogSchema,
  remaining_attempts: z.number().int(),
});
export type FinishedQuiz = z.infer<typeof FinishedQuizSchema>;
export const FinishedQuizResponseSchema = z.object({ data: FinishedQuizSchema });

/** Spec 4: pass when the score is at least target_score. */
export const isPassed = (score: number, targetScore: number) => score >= targetScore;

/** Score of an attempt in percent: round(correct ÷ questions × 100); 0 for a quiz without questions. */
export function quizScore(correct: number, questions: number): number {
  return questions > 0 ? Math.round((correct / questions) * 100) : 0;
}

/** Answer label by position (spec 9 "labels start at A"): 0 → 'A', 25 → 'Z', 26 → 'AA'. */
export function answerLabel(index: number): string {
  let n = index;
  let label = '';
  do {
    label = String.fromCharCode(65 + (n % 26)) + label;
    n = Math.floor(n / 26) - 1;
  } while (n >= 0);
  return label;
}

/** Countdown text mm:ss (spec 2.23 "a timer shown as 00:00") for a remaining time in milliseconds. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  return `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}
