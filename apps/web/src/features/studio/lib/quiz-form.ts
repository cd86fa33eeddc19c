import { STUDIO_LIMITS, type PutQuizBody, type StudioQuiz } from '@kelas/contracts/studio';
import { z } from 'zod';
import type { StudioT } from './studio-t';

/** Strips tags to see whether rich text says anything ('<p></p>' is empty). */
export const richTextIsEmpty = (html: string) => html.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ').trim() === '';

const richRequired = (message: string) => z.string().refine((s) => !richTextIsEmpty(s), message);

/**
 * The quiz editor's form: the contract's rules (2–10 answers, at least one correct, target 0–100,
 * attempts 1–100, 1–600 minutes) with messages, in the interface language, placed under the field
 * they are about. Numbers arrive as text from the inputs.
 */
export const quizFormSchema = (t: StudioT) => {
  const whole = (key: 'targetScoreInvalid' | 'opportunityInvalid' | 'durationInvalid', min: number, max: number) => {
    const message = t(`studioMessages:${key}`);
    return z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);
  };
  return z.object({
    target_score: whole('targetScoreInvalid', 0, 100),
    opportunity: whole('opportunityInvalid', 1, 100),
    duration_minutes: whole('durationInvalid', 1, 600),
    questions: z
      .array(
        z.object({
          question: richRequired(t('studioMessages:questionRequired')),
          answers: z
            .array(z.object({ answer: richRequired(t('studioMessages:answerRequired')), is_correct: z.boolean() }))
            .min(STUDIO_LIMITS.answersMin, t('studioMessages:answersCount'))
            .max(STUDIO_LIMITS.answersMax, t('studioMessages:answersCount'))
            .refine((a) => a.some((x) => x.is_correct), t('studioMessages:noCorrectAnswer')),
        }),
      )
      .min(1, t('studioMessages:questionsRequired'))
      .max(STUDIO_LIMITS.questionsMax),
  });
};
export type QuizFormIn = z.input<ReturnType<typeof quizFormSchema>>;
export type QuizFormOut = z.output<ReturnType<typeof quizFormSchema>>;

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
