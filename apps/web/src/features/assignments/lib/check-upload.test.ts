import { describe, expect, it } from 'vitest';
import { checkAssignmentUpload } from './check-upload';

const MB2 = 2 * 1024 * 1024;
const pdf = (size: number) => ({ type: 'application/pdf', size });

describe('checkAssignmentUpload (spec 5, in order)', () => {
  it('needs a file first', () => {
    expect(checkAssignmentUpload(null, null)).toBe('File tidak boleh kosong.');
    expect(checkAssignmentUpload(pdf(0), 5)).toBe('File tidak boleh kosong.');
  });
  it('then a PDF type, before the size and the material', () => {
    expect(checkAssignmentUpload({ type: 'image/png', size: MB2 + 1 }, null)).toBe(
      'Hanya file PDF yang diperbolehkan.',
    );
    expect(checkAssignmentUpload({ type: '', size: 10 }, 5)).toBe('Hanya file PDF yang diperbolehkan.');
  });
  it('then at most 2 MB, before the material', () => {
    expect(checkAssignmentUpload(pdf(MB2 + 1), null)).toBe('Ukuran file melebihi 2MB.');
    expect(checkAssignmentUpload(pdf(MB2), 5)).toBeNull();
  });
  it('then the current item id', () => {
    expect(checkAssignmentUpload(pdf(100), null)).toBe('Material ID tidak ditemukan.');
    expect(checkAssignmentUpload(pdf(100), 0)).toBe('Material ID tidak ditemukan.');
    expect(checkAssignmentUpload(pdf(100), 12)).toBeNull();
  });
});
