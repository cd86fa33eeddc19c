import { describe, expect, it } from 'vitest';
import { formatAgo, formatSubmittedAt } from './format-time';

describe('mentor console times', () => {
  it('formats a date and time in Indonesian', () => {
    const d = new Date(2026, 10, 21, 14, 5);
    expect(formatSubmittedAt(d.toISOString())).toBe('21 Nov 2026, 14.05');
  });
  it('says how long ago', () => {
    const now = new Date('2026-11-21T12:00:00Z');
    expect(formatAgo('2026-11-21T09:00:00Z', now)).toBe('3 jam yang lalu');
    expect(formatAgo('2026-11-19T12:00:00Z', now)).toBe('2 hari yang lalu');
  });
});

describe('mentor console times in English', () => {
  it('formats a date and time and says how long ago', () => {
    const d = new Date(2026, 10, 21, 14, 5);
    expect(formatSubmittedAt(d.toISOString(), 'en')).toBe('21 Nov 2026, 14:05');
    expect(formatAgo('2026-11-21T09:00:00Z', new Date('2026-11-21T12:00:00Z'), 'en')).toBe('3 hours ago');
  });
});
