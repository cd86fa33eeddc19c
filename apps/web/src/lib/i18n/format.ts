import { DEFAULT_LOCALE, INTL_LOCALE, isLocale, type Locale } from '@kelas/contracts/i18n';
import { formatRupiah } from '@kelas/contracts/money';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Dates, times, numbers and rupiah in the interface language (decision 214), all
 * through `Intl`. Times carry the zone of the browser's clock as Indonesians name it (WIB, WITA,
 * WIT), elsewhere `Intl`'s short zone name. Indonesian rupiah is exactly the contract's
 * `formatRupiah` ('Rp1.110.000'); English is `Intl` with IDR and no decimals ('Rp 1,110,000').
 */

/** A moment: a Date, an ISO 8601 text or epoch milliseconds. */
export type DateInput = Date | string | number;

/** Indonesia's three time zones by IANA name (Asia/Pontianak keeps Western Indonesia Time). */
const INDONESIAN_ZONES: Readonly<Record<string, string>> = {
  'Asia/Jakarta': 'WIB',
  'Asia/Pontianak': 'WIB',
  'Asia/Makassar': 'WITA',
  'Asia/Ujung_Pandang': 'WITA',
  'Asia/Jayapura': 'WIT',
};

/**
 * `Intl` formatters by language and options, made once each: building one loads locale data
 * (≈ 1–15 ms on a mid-range phone), and a list of cards or rows would otherwise build one per value.
 * The options are a few fixed shapes in this code, so the map stays small.
 */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function cached<F extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => F): F {
  let f = formatters.get(key) as F | undefined;
  if (!f) formatters.set(key, (f = make()));
  return f;
}

const numberFormat = (locale: string, options: Intl.NumberFormatOptions) =>
  cached(`n ${locale} ${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options));

const dateTimeFormat = (locale: string, options: Intl.DateTimeFormatOptions) =>
  cached(`d ${locale} ${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));

/** The browser's time zone (IANA name); Asia/Jakarta when the browser does not say. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'Asia/Jakarta';
  } catch {
    return 'Asia/Jakarta';
  }
}

const toDate = (value: DateInput) => (value instanceof Date ? value : new Date(value));

/**
 * The label of a time zone at a moment: 'WIB', 'WITA' or 'WIT' for Indonesia's zones, otherwise
 * `Intl`'s short name in that language ('GMT', 'CET', 'GMT+7').
 */
export function zoneLabel(locale: Locale, timeZone: string, at: DateInput = new Date()): string {
  const known = INDONESIAN_ZONES[timeZone];
  if (known) return known;
  const part = dateTimeFormat(INTL_LOCALE[locale], { timeZone, timeZoneName: 'short', hour: 'numeric' })
    .formatToParts(toDate(at))
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? timeZone;
}

/** Options of the date and time formatters: the zone shown (the browser's by default). */
export type ZoneOptions = { timeZone?: string };

/** A calendar date: '21 Mei 2025' / '21 May 2025' (`dateStyle` long unless `options` say otherwise). */
export function formatDate(
  locale: Locale,
  value: DateInput,
  options: Intl.DateTimeFormatOptions & ZoneOptions = {},
): string {
  const { timeZone = browserTimeZone(), ...rest } = options;
  const shape: Intl.DateTimeFormatOptions = Object.keys(rest).length > 0 ? rest : { dateStyle: 'long' };
  return dateTimeFormat(INTL_LOCALE[locale], { ...shape, timeZone }).format(toDate(value));
}

/** A time of day with its zone: '10.30 WIB' / '10:30 WIB'. */
export function formatTime(locale: Locale, value: DateInput, options: ZoneOptions = {}): string {
  const { timeZone = browserTimeZone() } = options;
  const time = dateTimeFormat(INTL_LOCALE[locale], { hour: '2-digit', minute: '2-digit', timeZone }).format(toDate(value));
  return `${time} ${zoneLabel(locale, timeZone, value)}`;
}

/** The shapes of a date and time: `dateStyle` and `timeStyle` (a zone name is added by the formatter, so `timeStyle` stops at 'medium'). */
export type DateTimeOptions = ZoneOptions & {
  dateStyle?: Intl.DateTimeFormatOptions['dateStyle'];
  timeStyle?: 'short' | 'medium';
};

/**
 * Date and time with the zone: '21 Mei 2025 pukul 10.30 WIB' / '21 May 2025 at 10:30 WIB'; with
 * styles, e.g. the console's `{ dateStyle: 'medium', timeStyle: 'short' }`: '21 Mei 2025, 10.30 WIB' /
 * '21 May 2025, 10:30 WIB'.
 */
export function formatDateTime(locale: Locale, value: DateInput, options: DateTimeOptions = {}): string {
  const { timeZone = browserTimeZone(), dateStyle, timeStyle } = options;
  const shape: Intl.DateTimeFormatOptions =
    dateStyle || timeStyle
      ? { dateStyle: dateStyle ?? 'medium', timeStyle: timeStyle ?? 'short' }
      : { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' };
  const text = dateTimeFormat(INTL_LOCALE[locale], { ...shape, timeZone }).format(toDate(value));
  return `${text} ${zoneLabel(locale, timeZone, value)}`;
}

/** Rupiah without decimals: Indonesian 'Rp1.110.000' (the contract's format), English 'Rp 1,110,000' (a no-break space). */
export function formatRupiahIn(locale: Locale, amount: number): string {
  if (locale === 'id') return formatRupiah(amount);
  return numberFormat(INTL_LOCALE[locale], {
    style: 'currency',
    currency: 'IDR',
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  }).format(amount);
}

/** A number in the language's digits and separators: '1.234,5' / '1,234.5'. */
export function formatNumber(locale: Locale, value: number, options: Intl.NumberFormatOptions = {}): string {
  return numberFormat(INTL_LOCALE[locale], options).format(value);
}

/** The formatters of one language (what `useFormat()` returns). */
export type Format = {
  locale: Locale;
  date: (value: DateInput, options?: Intl.DateTimeFormatOptions & ZoneOptions) => string;
  dateTime: (value: DateInput, options?: DateTimeOptions) => string;
  time: (value: DateInput, options?: ZoneOptions) => string;
  /** Lists and records (the console): '21 Mei 2025' / '21 May 2025'. */
  shortDate: (value: DateInput, options?: ZoneOptions) => string;
  /** Lists and records (the console): '21 Mei 2025, 10.30 WIB' / '21 May 2025, 10:30 WIB'; with seconds '10.30.05 WIB'. */
  shortDateTime: (value: DateInput, options?: ZoneOptions & { seconds?: boolean }) => string;
  rupiah: (amount: number) => string;
  number: (value: number, options?: Intl.NumberFormatOptions) => string;
};

/** The formatters bound to one language. */
export function formatFor(locale: Locale): Format {
  return {
    locale,
    date: (value, options) => formatDate(locale, value, options),
    dateTime: (value, options) => formatDateTime(locale, value, options),
    time: (value, options) => formatTime(locale, value, options),
    shortDate: (value, options) => formatDate(locale, value, { ...options, dateStyle: 'medium' }),
    shortDateTime: (value, { seconds, ...options } = {}) => formatDateTime(locale, value, { ...options, dateStyle: 'medium', timeStyle: seconds ? 'medium' : 'short' }),
    rupiah: (amount) => formatRupiahIn(locale, amount),
    number: (value, options) => formatNumber(locale, value, options),
  };
}

/** The formatters of the interface language; components re-render with the language. */
export function useFormat(): Format {
  const { i18n } = useTranslation();
  const lng = i18n.resolvedLanguage ?? i18n.language;
  const locale: Locale = isLocale(lng) ? lng : DEFAULT_LOCALE;
  return useMemo(() => formatFor(locale), [locale]);
}
