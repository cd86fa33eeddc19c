import { i18next } from '@/lib/i18n/i18n';

/** A JSON value as one short line for the diff view: strings as they are, null as '–', the rest as JSON. */
export function formatAuditValue(v: unknown): string {
  if (v === null || v === undefined) return '–';
  if (typeof v === 'string') return v;
  if (Array.isArray(v) && v.every((x) => typeof x === 'string')) return v.length ? v.join(', ') : i18next.t('audit:empty');
  return JSON.stringify(v);
}
