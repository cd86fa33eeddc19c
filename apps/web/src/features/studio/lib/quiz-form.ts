import { QUIZ_COMPLETION_RULES } from '@kelas/contracts/learning';
import { QUIZ_QUESTION_TYPES } from '@kelas/contracts/quiz';
import { STUDIO_LIMITS, type PutQuizBody, type StudioQuiz } from '@kelas/contracts/studio';
import { z } from 'zod';
import type { StudioT } from './studio-t';

/** Strips tags to see whether rich text says anything ('<p></p>' is empty). */
export const richTextIsEmpty = (html: string) => html.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ').trim() === '';

const richRequired = (message: string) => z.string().refine((s) => !richTextIsEmpty(s), message);

/**
 * The quiz editor's form: the contract's rules (2–10 answers, at least one correct and exactly one
 * for a single-answer question, target 0–100, attempts 1–100, 1–600 minutes; the completion rule,
 * decisions 240 and 243) with messages, in the interface language, placed under the field they are
 * about. Numbers arrive as text from the inputs.
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
    completion_rule: z.enum(QUIZ_COMPLETION_RULES),
    questions: z
      .array(
        z
          .object({
            question: richRequired(t('studioMessages:questionRequired')),
            type: z.enum(QUIZ_QUESTION_TYPES),
            answers: z
              .array(z.object({ answer: richRequired(t('studioMessages:answerRequired')), is_correct: z.boolean() }))
              .min(STUDIO_LIMITS.answersMin, t('studioMessages:answersCount'))
              .max(STUDIO_LIMITS.answersMax, t('studioMessages:answersCount'))
              .refine((a) => a.some((x) => x.is_correct), t('studioMessages:noCorrectAnswer')),
          })
          .superRefine((q, ctx) => {
            if (q.type === 'single' && q.answers.filter((a) => a.is_correct).length > 1) {
              ctx.addIssue({ code: 'custom', path: ['answers'], message: t('studioMessages:singleNeedsOneCorrect') });
            }
          }),
      )
      .min(1, t('studioMessages:questionsRequired'))
      .max(STUDIO_LIMITS.questionsMax),
  });
};
export type QuizFormIn = z.input<ReturnType<typeof quizFormSchema>>;
export type QuizFormOut = z.output<ReturnType<typeof quizFormSchema>>;

/** A new question: single-answer, two empty answers, the first marked correct. */
export const blankQuestion = (): QuizFormIn['questions'][number] => ({
  question: '',
  type: 'single',
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
    completion_rule: quiz.completion_rule,
    questions: quiz.questions.map((q) => ({ question: q.question, type: q.type, answers: q.answers.map((a) => ({ answer: a.answer, is_correct: a.is_correct })) })),
  };
}

/** The PUT body for the checked form values and the version last read. */
export const formToBody = (values: QuizFormOut, version: number): PutQuizBody => ({ ...values, version });
