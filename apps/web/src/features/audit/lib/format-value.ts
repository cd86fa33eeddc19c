import { i18next } from '@/lib/i18n/i18n';

/** An ISO-8601 instant as the database writes it into a JSON state ('2026-11-27T13:53:51.152Z', '…+00:00'). */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

/**
 * A JSON value as one short line for the diff view: an instant in the academy's zone through
 * `dateTime` (labelled, as every console time), other strings as they are, null as '–', the rest as JSON.
 */
export function formatAuditValue(v: unknown, dateTime?: (iso: string) => string): string {
  if (v === null || v === undefined) return '–';
  if (typeof v === 'string') return dateTime && INSTANT.test(v) ? dateTime(v) : v;
  if (Array.isArray(v) && v.every((x) => typeof x === 'string')) return v.length ? v.join(', ') : i18next.t('audit:empty');
  return JSON.stringify(v);
}
