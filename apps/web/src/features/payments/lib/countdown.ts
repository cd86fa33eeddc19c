import { formatHms, formatMs } from '@kelas/contracts/format';
import { DEFAULT_LOCALE, type Locale } from '@kelas/contracts/i18n';
import { formatDate } from '@/lib/i18n/format';

/** 'Selesaikan pembayaran dalam' text: hh:mm:ss from one hour up (spec sample 9296 s), mm:ss below (QRIS 2:34). */
export function countdownText(seconds: number): string {
  return seconds >= 3600 ? formatHms(seconds) : formatMs(seconds);
}

/** The deadline in Jakarta time in `locale`: 'Rabu, 21 Mei 2025 pukul 10.30 WIB', 'Wednesday 21 May 2025 at 10:30 WIB'. */
export function deadlineText(iso: string, locale: Locale = DEFAULT_LOCALE): string {
  const options = { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'Asia/Jakarta' } as const;
  return `${formatDate(locale, iso, options)} WIB`;
}

/** Groups digits for reading aloud and copying by eye: '7001234567890123' → '7001 2345 6789 0123'. */
export function groupDigits(value: string, size = 4): string {
  return value.replace(new RegExp(`(.{${size}})(?=.)`, 'g'), '$1 ');
}

/** Formats a card number as typed: digits only, in groups of four, at most 19 digits. */
export function formatCardInput(value: string): string {
  return groupDigits(value.replace(/\D/g, '').slice(0, 19));
}

/** Formats an expiry as typed: 'MM/YY', inserting the slash after the month. */
export function formatExpiryInput(value: string): string {
  const d = value.replace(/\D/g, '').slice(0, 4);
  return d.length > 2 ? `${d.slice(0, 2)}/${d.slice(2)}` : d;
}
