/** Formatting helpers of spec section 9. */

/** Rounds a number down to 1 decimal place: 4.79 → 4.7. */
export function roundDown1(n: number): number {
  return Math.floor(n * 10) / 10;
}

/** File size display: MB from 1024*1024 bytes, KB from 1024 bytes, otherwise bytes; 2 decimals. */
export function fileSizeText(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(2)} MB`;
  if (bytes >= 1024) return `${(bytes / 1024).toFixed(2)} KB`;
  return `${bytes.toFixed(2)} bytes`;
}

/** 'HH:MM' → total minutes ('01:30' → 90). NaN when the text is not of that shape. */
export function hhmmToMinutes(text: string): number {
  const m = /^(\d{1,2}):(\d{2})$/.exec(text.trim());
  if (!m) return Number.NaN;
  return Number(m[1]) * 60 + Number(m[2]);
}

/** Date as YYYY-MM-DD (local calendar date). */
export function formatDateYmd(d: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`;
}

/** Seconds as hh:mm:ss (payment countdown, spec 9: 9296 s → '02:34:56'). */
export function formatHms(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const p = (n: number) => String(n).padStart(2, '0');
  return `${p(Math.floor(s / 3600))}:${p(Math.floor((s % 3600) / 60))}:${p(s % 60)}`;
}

/** Seconds as mm:ss (quiz timer, QRIS countdown). */
export function formatMs(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

/**
 * A phone number as the app shows its own (spec 2.12 '{phone}', the support number's format
 * '+62 812-0000-0000'): the digits the learner typed after the fixed +62 prefix (a leading 0 or
 * 62 dropped), grouped 3-4-rest. Anything that is not a phone number comes back as it was.
 * '081234567890' → '+62 812-3456-7890'.
 */
export function formatPhone(input: string): string {
  const digits = input.replace(/[\s-]/g, '').replace(/^\+?62/, '').replace(/^0/, '');
  if (!/^8\d{7,12}$/.test(digits)) return input;
  return `+62 ${digits.slice(0, 3)}-${digits.slice(3, 7)}-${digits.slice(7)}`;
}
