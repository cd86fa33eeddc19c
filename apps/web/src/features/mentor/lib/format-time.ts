import type { Locale } from '@kelas/contracts/i18n';
import { format, formatDistanceStrict, type Locale as DateLocale } from 'date-fns';
import { enGB, id } from 'date-fns/locale';

const DATE_LOCALES: Record<Locale, DateLocale> = { id, en: enGB };
const PATTERNS: Record<Locale, string> = { id: 'd MMM yyyy, HH.mm', en: 'd MMM yyyy, HH:mm' };

/** An ISO time as the mentor console shows it, in the browser's time zone: '21 Nov 2026, 14.05' ('14:05' in English). */
export function formatSubmittedAt(iso: string, locale: Locale = 'id'): string {
  return format(new Date(iso), PATTERNS[locale], { locale: DATE_LOCALES[locale] });
}

/** How long ago, in the interface language: '3 jam yang lalu' / '3 hours ago'. */
export function formatAgo(iso: string, now: Date = new Date(), locale: Locale = 'id'): string {
  return formatDistanceStrict(new Date(iso), now, { locale: DATE_LOCALES[locale], addSuffix: true });
}
