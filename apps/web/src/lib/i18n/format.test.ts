import { formatRupiah } from '@kelas/contracts/money';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  browserTimeZone,
  formatDate,
  formatDateTime,
  formatNumber,
  formatRupiahIn,
  formatFor,
  formatTime,
  zoneLabel,
} from './format';

const at = '2025-05-21T03:30:00Z';

describe('format (dates, times, numbers and rupiah through Intl)', () => {
  afterEach(() => vi.restoreAllMocks());

  it("names Indonesia's zones WIB, WITA and WIT, and others by Intl's short name", () => {
    expect(zoneLabel('id', 'Asia/Jakarta')).toBe('WIB');
    expect(zoneLabel('en', 'Asia/Pontianak')).toBe('WIB');
    expect(zoneLabel('en', 'Asia/Makassar')).toBe('WITA');
    expect(zoneLabel('id', 'Asia/Jayapura')).toBe('WIT');
    expect(zoneLabel('en', 'Europe/London', '2025-01-15T12:00:00Z')).toBe('GMT');
    expect(zoneLabel('en', 'Europe/London', '2025-07-15T12:00:00Z')).toBe('BST');
  });

  it('shows times in the given zone with its label', () => {
    expect(formatTime('id', at, { timeZone: 'Asia/Jakarta' })).toBe('10.30 WIB');
    expect(formatTime('en', at, { timeZone: 'Asia/Makassar' })).toBe('11:30 WITA');
    expect(formatTime('en', at, { timeZone: 'Asia/Jayapura' })).toBe('12:30 WIT');
    expect(formatDateTime('en', at, { timeZone: 'Asia/Jakarta' })).toBe('21 May 2025 at 10:30 WIB');
    expect(formatDateTime('id', at, { timeZone: 'Asia/Jakarta' })).toMatch(/^21 Mei 2025.*10\.30 WIB$/);
  });

  it("takes the browser's zone by default", () => {
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({
      timeZone: 'Asia/Makassar',
    } as Intl.ResolvedDateTimeFormatOptions);
    expect(browserTimeZone()).toBe('Asia/Makassar');
    vi.restoreAllMocks();
    expect(formatTime('id', at, { timeZone: browserTimeZone() })).toBe(formatTime('id', at));
  });

  it("gives lists and records a compact date and time with the zone, in the language", () => {
    const jakarta = { timeZone: 'Asia/Jakarta' };
    expect(formatFor('id').shortDateTime(at, jakarta)).toBe('21 Mei 2025, 10.30 WIB');
    expect(formatFor('en').shortDateTime(at, jakarta)).toBe('21 May 2025, 10:30 WIB');
    expect(formatFor('en').shortDateTime('2025-05-21T03:30:05Z', { timeZone: 'Asia/Makassar', seconds: true })).toBe('21 May 2025, 11:30:05 WITA');
    expect(formatFor('id').shortDate(at, jakarta)).toBe('21 Mei 2025');
    expect(formatFor('en').shortDate('2025-09-21T03:30:00Z', jakarta)).toBe('21 Sept 2025');
  });

  it('formats dates in the language, long by default', () => {
    expect(formatDate('id', at, { timeZone: 'Asia/Jakarta' })).toBe('21 Mei 2025');
    expect(formatDate('en', at, { timeZone: 'Asia/Jakarta' })).toBe('21 May 2025');
    expect(formatDate('en', at, { timeZone: 'Asia/Jakarta', day: 'numeric', month: 'short' })).toBe('21 May');
  });

  it('keeps the Indonesian rupiah exactly as before and gives English its own separators', () => {
    for (const n of [0, 5, 1_110_000, 99_999_999]) expect(formatRupiahIn('id', n)).toBe(formatRupiah(n));
    expect(formatRupiahIn('id', 1_110_000)).toBe('Rp1.110.000');
    expect(formatRupiahIn('en', 1_110_000)).toBe('Rp\u00a01,110,000');
    expect(formatRupiahIn('en', 1_499.6)).toBe('Rp\u00a01,500');
  });

  it("formats numbers with the language's separators", () => {
    expect(formatNumber('id', 1234.5)).toBe('1.234,5');
    expect(formatNumber('en', 1234.5)).toBe('1,234.5');
    expect(formatNumber('en', 4.7, { minimumFractionDigits: 1 })).toBe('4.7');
  });
});
