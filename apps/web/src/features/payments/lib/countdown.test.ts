import { describe, expect, it } from 'vitest';
import { countdownText, deadlineText, formatCardInput, formatExpiryInput, groupDigits } from './countdown';

describe('payment instruction helpers', () => {
  it('shows the spec samples: 9296 s as hh:mm:ss and 154 s as mm:ss', () => {
    expect(countdownText(9296)).toBe('02:34:56');
    expect(countdownText(154)).toBe('02:34');
    expect(countdownText(0)).toBe('00:00');
  });
  it('formats the deadline in Jakarta time', () => {
    expect(deadlineText('2025-05-21T03:30:00Z')).toMatch(/21 Mei 2025.*10[.:]30 WIB$/);
  });
  it('groups digits and formats card inputs as typed', () => {
    expect(groupDigits('7001234567890123')).toBe('7001 2345 6789 0123');
    expect(formatCardInput('4111-1111 1111 1111 999')).toBe('4111 1111 1111 1111 999');
    expect(formatExpiryInput('1')).toBe('1');
    expect(formatExpiryInput('123')).toBe('12/3');
    expect(formatExpiryInput('12/39')).toBe('12/39');
  });
});
