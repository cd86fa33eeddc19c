import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { hasForbiddenChars, INPUT_MESSAGES, rowId, safeString } from './text.ts';

describe('safeString', () => {
  it.each([
    ['a NUL byte', 'a\0b', true],
    ['a lone high surrogate', 'a\ud800', true],
    ['a lone low surrogate', '\udc00b', true],
    ['a surrogate pair (an emoji)', 'a😀b', false],
    ['Indonesian text', 'Belajar Analisis Data — ½ hari', false],
  ])('%s → forbidden: %s', (_label, text, forbidden) => {
    expect(hasForbiddenChars(text)).toBe(forbidden);
    const r = safeString().trim().min(1).safeParse(text);
    expect(r.success).toBe(!forbidden);
    if (!r.success) expect(r.error.issues[0]!.message).toBe(INPUT_MESSAGES.forbiddenChars);
  });

  it('chains like z.string(): trim, min, max, own messages', () => {
    const s = safeString({ error: 'Wajib diisi.' }).trim().min(1, 'Wajib diisi.').max(5, 'Maksimal 5 karakter.');
    expect(s.parse('  abc ')).toBe('abc');
    expect(s.safeParse('abcdef').error?.issues[0]?.message).toBe('Maksimal 5 karakter.');
    expect(s.safeParse(12).error?.issues[0]?.message).toBe('Wajib diisi.');
  });

  it('numbers: int() means a safe integer, ids stop at PostgreSQL integer', () => {
    expect(z.number().int().safeParse(2 ** 53).success).toBe(false);
    expect(z.number().safeParse(Infinity).success).toBe(false);
    expect(rowId().safeParse('2147483648').success).toBe(false);
    expect(rowId().parse('2147483647')).toBe(2_147_483_647);
    expect(rowId('Pilih kelas.').safeParse('0').error?.issues[0]?.message).toBe('Pilih kelas.');
  });
});
