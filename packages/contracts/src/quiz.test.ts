import { describe, expect, it } from 'vitest';
import {
  QUIZ_MESSAGES,
  QuizAnswerBodySchema,
  QuizFinishBodySchema,
  QuizQuestionBodySchema,
  answerLabel,
  formatCountdown,
  isPassed,
  quizScore,
} from './quiz.ts';

describe('quiz contracts (spec 2.23, 4, 5, 9)', () => {
  it('labels answers from A', () => {
    expect([0, 1, 2, 3].map(answerLabel)).toEqual(['A', 'B', 'C', 'D']);
    expect(answerLabel(25)).toBe('Z');
    expect(answerLabel(26)).toBe('AA');
  });

  it('scores round(correct ÷ questions × 100)', () => {
    expect(quizScore(4, 5)).toBe(80);
    expect(quizScore(2, 3)).toBe(67);
    expect(quizScore(1, 3)).toBe(33);
    expect(quizScore(1, 8)).toBe(13); // 12.5 rounds up
    expect(quizScore(0, 0)).toBe(0);
  });

  it('passes at or above target_score', () => {
    expect(isPassed(70, 70)).toBe(true);
    expect(isPassed(69, 70)).toBe(false);
  });

  it('formats the countdown as mm:ss, never negative', () => {
    expect(formatCountdown(15 * 60_000)).toBe('15:00');
    expect(formatCountdown(61_500)).toBe('01:02');
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(-5000)).toBe('00:00');
    expect(formatCountdown(90 * 60_000)).toBe('90:00');
  });

  it('gives the spec 5 message for missing or bad ids', () => {
    const q = QuizQuestionBodySchema.safeParse({ material_id: 3 });
    expect(q.success).toBe(false);
    expect(q.error?.issues[0]?.message).toBe(QUIZ_MESSAGES.questionIdsMissing);
    const a = QuizAnswerBodySchema.safeParse({ log_id: 1, quiz_id: null, answer_id: 'x' });
    expect(a.error?.issues.map((i) => i.message)).toEqual([QUIZ_MESSAGES.answerIdsMissing, QUIZ_MESSAGES.answerIdsMissing]);
    const f = QuizFinishBodySchema.safeParse({ log_id: 99_999_999_999 });
    expect(f.error?.issues[0]?.message).toBe(QUIZ_MESSAGES.finishIdMissing);
    expect(QuizFinishBodySchema.parse({ log_id: '12' })).toEqual({ log_id: 12 });
    expect(QuizQuestionBodySchema.parse({ material_id: 1, quiz_material_id: 2 })).toEqual({ material_id: 1, quiz_material_id: 2, retake: false });
  });
});
