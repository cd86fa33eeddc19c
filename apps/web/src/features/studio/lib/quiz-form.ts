import { STUDIO_LIMITS, STUDIO_MESSAGES, type PutQuizBody, type StudioQuiz } from '@kelas/contracts/studio';
import { z } from 'zod';

/** Strips tags to see whether rich text says anything ('<p></p>' is empty). */
export const richTextIsEmpty = (html: string) => html.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ').trim() === '';

const richRequired = (message: string) => z.string().refine((s) => !richTextIsEmpty(s), message);

/**
 * The quiz editor's form: the contract's rules (2–10 answers, at least one correct, target 0–100,
 * attempts 1–100, 1–600 minutes) with messages placed under the field they are about. Numbers
 * arrive as text from the inputs.
 */
export const QuizFormSchema = z.object({
  target_score: z.coerce.number({ error: STUDIO_MESSAGES.targetScoreInvalid }).int(STUDIO_MESSAGES.targetScoreInvalid).min(0, STUDIO_MESSAGES.targetScoreInvalid).max(100, STUDIO_MESSAGES.targetScoreInvalid),
  opportunity: z.coerce.number({ error: STUDIO_MESSAGES.opportunityInvalid }).int(STUDIO_MESSAGES.opportunityInvalid).min(1, STUDIO_MESSAGES.opportunityInvalid).max(100, STUDIO_MESSAGES.opportunityInvalid),
  duration_minutes: z.coerce.number({ error: STUDIO_MESSAGES.durationInvalid }).int(STUDIO_MESSAGES.durationInvalid).min(1, STUDIO_MESSAGES.durationInvalid).max(600, STUDIO_MESSAGES.durationInvalid),
  questions: z
    .array(
      z.object({
        question: richRequired(STUDIO_MESSAGES.questionRequired),
        answers: z
          .array(z.object({ answer: richRequired(STUDIO_MESSAGES.answerRequired), is_correct: z.boolean() }))
          .min(STUDIO_LIMITS.answersMin, STUDIO_MESSAGES.answersCount)
          .max(STUDIO_LIMITS.answersMax, STUDIO_MESSAGES.answersCount)
          .refine((a) => a.some((x) => x.is_correct), STUDIO_MESSAGES.noCorrectAnswer),
      }),
    )
    .min(1, STUDIO_MESSAGES.questionsRequired)
    .max(STUDIO_LIMITS.questionsMax),
});
export type QuizFormIn = z.input<typeof QuizFormSchema>;
export type QuizFormOut = z.output<typeof QuizFormSchema>;

/** A new question: two empty answers, the first marked correct. */
export const blankQuestion = (): QuizFormIn['questions'][number] => ({
  question: '',
  answers: [
    { answer: '', is_correct: true },
    { answer: '', is_correct: false },
  ],
});

/** The form's values for a stored quiz. */
export function quizToForm(quiz: StudioQuiz): QuizFormIn {
  return {
    target_score: String(quiz.target_score),
    opportunity: String(quiz.opportunity),
    duration_minutes: String(quiz.duration_minutes),
    questions: quiz.questions.map((q) => ({ question: q.question, answers: q.answers.map((a) => ({ answer: a.answer, is_correct: a.is_correct })) })),
  };
}

/** The PUT body for the checked form values and the version last read. */
export const formToBody = (values: QuizFormOut, version: number): PutQuizBody => ({ ...values, version });
