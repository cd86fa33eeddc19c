import { describe, expect, it } from 'vitest';
import { sanitizeTaskFileName, taskFileName } from './assignments.ts';

describe('taskFileName', () => {
  it('is the last segment of the task path', () => {
    expect(taskFileName('assignments/12/Laporan Akhir.pdf')).toBe('Laporan Akhir.pdf');
    expect(taskFileName('tugas.pdf')).toBe('tugas.pdf');
    expect(taskFileName('a/b/')).toBe('b');
    expect(taskFileName('')).toBe('');
  });
});

describe('sanitizeTaskFileName', () => {
  it('keeps an ordinary name', () => {
    expect(sanitizeTaskFileName('Laporan Akhir (revisi 2).pdf')).toBe('Laporan Akhir (revisi 2).pdf');
    expect(sanitizeTaskFileName('Tugas Ánalisis – Putri.PDF')).toBe('Tugas Ánalisis – Putri.PDF');
  });
  it('drops any path, control and quote characters', () => {
    expect(sanitizeTaskFileName('../../etc/passwd')).toBe('passwd.pdf');
    expect(sanitizeTaskFileName('..\\..\\windows\\evil.pdf')).toBe('evil.pdf');
    expect(sanitizeTaskFileName('a"b\r\nc<d>.pdf')).toBe('abcd.pdf');
    expect(sanitizeTaskFileName('...hidden.pdf')).toBe('hidden.pdf');
  });
  it('always gives a .pdf name of at most 120 characters', () => {
    expect(sanitizeTaskFileName('')).toBe('tugas.pdf');
    expect(sanitizeTaskFileName(undefined)).toBe('tugas.pdf');
    expect(sanitizeTaskFileName('..')).toBe('tugas.pdf');
    expect(sanitizeTaskFileName('scan.bin')).toBe('scan.bin.pdf');
    const long = sanitizeTaskFileName(`${'x'.repeat(300)}.pdf`);
    expect(long.length).toBeLessThanOrEqual(120);
    expect(long.endsWith('.pdf')).toBe(true);
  });
});
