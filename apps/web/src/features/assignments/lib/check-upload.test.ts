import { ASSIGNMENT_MESSAGES } from '@kelas/contracts/assignments';
import { describe, expect, it } from 'vitest';
import { checkAssignmentUpload } from './check-upload';

/** The Indonesian message of the first failing check (the spec's texts), or null. */
const message = (...args: Parameters<typeof checkAssignmentUpload>) => {
  const problem = checkAssignmentUpload(...args);
  return problem && ASSIGNMENT_MESSAGES[problem];
};

const MB2 = 2 * 1024 * 1024;
const pdf = (size: number) => ({ type: 'application/pdf', size });

describe('checkAssignmentUpload (spec 5, in order)', () => {
  it('needs a file first', () => {
    expect(message(null, null)).toBe('File tidak boleh kosong.');
    expect(message(pdf(0), 5)).toBe('File tidak boleh kosong.');
  });
  it('then a PDF type, before the size and the material', () => {
    expect(message({ type: 'image/png', size: MB2 + 1 }, null)).toBe(
      'Hanya file PDF yang diperbolehkan.',
    );
    expect(message({ type: '', size: 10 }, 5)).toBe('Hanya file PDF yang diperbolehkan.');
  });
  it('then at most 2 MB, before the material', () => {
    expect(message(pdf(MB2 + 1), null)).toBe('Ukuran file melebihi 2MB.');
    expect(message(pdf(MB2), 5)).toBeNull();
  });
  it('then the current item id', () => {
    expect(message(pdf(100), null)).toBe('Material ID tidak ditemukan.');
    expect(message(pdf(100), 0)).toBe('Material ID tidak ditemukan.');
    expect(message(pdf(100), 12)).toBeNull();
  });
});
