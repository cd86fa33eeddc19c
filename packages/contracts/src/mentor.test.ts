import { describe, expect, it } from 'vitest';
import { GradeBodySchema, GradeFormSchema, SubmissionListQuerySchema } from './mentor.ts';

describe('GradeFormSchema', () => {
  it('turns the score text into an integer 0..100', () => {
    expect(GradeFormSchema.parse({ score: ' 85 ', feedback: ' Bagus ' })).toEqual({
      score: 85,
      feedback: 'Bagus',
    });
    expect(GradeFormSchema.parse({ score: '0', feedback: 'x' }).score).toBe(0);
    expect(GradeFormSchema.parse({ score: '100', feedback: 'x' }).score).toBe(100);
  });
  it('says which rule failed', () => {
    const msg = (score: string, feedback = 'ok') =>
      GradeFormSchema.safeParse({ score, feedback }).error?.issues[0]?.message;
    expect(msg('')).toBe('Nilai wajib diisi.');
    expect(msg('101')).toBe('Nilai harus bilangan bulat dari 0 sampai 100.');
    expect(msg('8.5')).toBe('Nilai harus bilangan bulat dari 0 sampai 100.');
    expect(msg('-1')).toBe('Nilai harus bilangan bulat dari 0 sampai 100.');
    expect(msg('80', '  ')).toBe('Catatan wajib diisi.');
    expect(msg('80', 'x'.repeat(5001))).toBe('Catatan maksimal 5000 karakter.');
  });
});

describe('GradeBodySchema and the list query', () => {
  it('accepts only integer numbers for the score', () => {
    expect(GradeBodySchema.safeParse({ score: 70, feedback: 'ok' }).success).toBe(true);
    expect(GradeBodySchema.safeParse({ score: '70', feedback: 'ok' }).success).toBe(false);
    expect(GradeBodySchema.safeParse({ score: null, feedback: 'ok' }).success).toBe(false);
  });
  it('defaults to waiting, page 1', () => {
    expect(SubmissionListQuerySchema.parse({})).toEqual({ status: 'waiting', page: 1 });
    expect(SubmissionListQuerySchema.parse({ status: 'graded', course_id: '3', page: '2' })).toEqual({
      status: 'graded',
      course_id: 3,
      page: 2,
    });
  });
});
