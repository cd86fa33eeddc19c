import { describe, expect, it } from 'vitest';
import { isoToZonedInput, zonedInputToIso } from './zoned-input';

describe('zoned datetime-local values (decision 267)', () => {
  it('reads and writes a Jakarta wall-clock time whatever the browser zone', () => {
    expect(zonedInputToIso('2026-12-01T19:00', 'Asia/Jakarta')).toBe('2026-12-01T12:00:00.000Z');
    expect(isoToZonedInput('2026-12-01T12:00:00.000Z', 'Asia/Jakarta')).toBe('2026-12-01T19:00');
    expect(zonedInputToIso('2026-12-01T19:00', 'Asia/Jayapura')).toBe('2026-12-01T10:00:00.000Z');
    expect(zonedInputToIso('', 'Asia/Jakarta')).toBe('');
  });
});
