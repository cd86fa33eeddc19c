import { describe, expect, it } from 'vitest';
import { fileSizeText, formatHms, formatMs, formatPhone, hhmmToMinutes, roundDown1 } from './format.ts';
import { pageTokens } from './pagination.ts';

describe('format (spec 9)', () => {
  it('rounds down to 1 decimal', () => {
    expect(roundDown1(4.79)).toBe(4.7);
    expect(roundDown1(5)).toBe(5);
  });
  it('shows file sizes in MB, KB or bytes with 2 decimals', () => {
    expect(fileSizeText(2 * 1024 * 1024)).toBe('2.00 MB');
    expect(fileSizeText(1536)).toBe('1.50 KB');
    expect(fileSizeText(512)).toBe('512.00 bytes');
  });
  it("converts 'HH:MM' to minutes", () => {
    expect(hhmmToMinutes('01:30')).toBe(90);
    expect(hhmmToMinutes('00:00')).toBe(0);
    expect(hhmmToMinutes('nope')).toBeNaN();
  });
  it('formats the payment countdown samples', () => {
    expect(formatHms(9296)).toBe('02:34:56');
    expect(formatMs(154)).toBe('02:34');
  });
});

describe('formatPhone (the support number’s format)', () => {
  it('shows what the learner typed after one +62, grouped', () => {
    expect(formatPhone('081234567890')).toBe('+62 812-3456-7890');
    expect(formatPhone('+62 812-3456-7890')).toBe('+62 812-3456-7890');
    expect(formatPhone('6281234567')).toBe('+62 812-3456-7');
    expect(formatPhone('12345')).toBe('12345');
  });
});

describe('pagination (spec 2.21)', () => {
  it('shows all pages up to 7', () => {
    expect(pageTokens(7, 3)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageTokens(1, 1)).toEqual([1]);
  });
  it('near the start', () => {
    expect(pageTokens(10, 4)).toEqual([1, 2, 3, 4, 5, 'ellipsis', 10]);
  });
  it('in the middle', () => {
    expect(pageTokens(10, 5)).toEqual([1, 'ellipsis', 4, 5, 6, 'ellipsis', 10]);
  });
  it('near the end', () => {
    expect(pageTokens(10, 7)).toEqual([1, 'ellipsis', 6, 7, 8, 9, 10]);
    expect(pageTokens(10, 10)).toEqual([1, 'ellipsis', 6, 7, 8, 9, 10]);
  });
});
