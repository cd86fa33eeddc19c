import { parse } from 'csv-parse/sync';
import { ATTENDANCE_CSV_MAX_ROWS, SESSION_TEXT } from '@kelas/contracts/sessions';
import { AppError, fieldError } from '../../lib/app-error.ts';

/**
 * A meeting tool's participant report (Zoom's 'Participants' CSV; decision 288), one entry per
 * e-mail: the earliest join and the latest leave over the person's rows (Zoom writes a row per
 * rejoin). Rows without an e-mail (guests, phone callers) come back by name in `withoutEmail`.
 */
export type ParticipantReport = {
  participants: { email: string; name: string; joinedAt: Date; leftAt: Date | null }[];
  withoutEmail: string[];
};

const EMAIL_HEADER = /^(user )?e-?mail( address)?$|^participant e-?mail$/i;
const JOIN_HEADER = /^join( time)?$|^joined( at)?$|^first join/i;
const LEAVE_HEADER = /^leave( time)?$|^left( at)?$|^last leave/i;
const NAME_HEADER = /^name( \(original name\))?$|^participant( name)?$|^user name$|^full name$|^display name$/i;

/** The UTC offset (ms) of `zone` at the moment `utc`. */
function zoneOffset(utc: number, zone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(utc));
  const n = (t: string) => Number(parts.find((p) => p.type === t)?.value ?? 0);
  return Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second')) - utc;
}

/**
 * A report's time: an ISO time with its offset as it is; Zoom's local forms ('11/27/2026 09:58:12 AM',
 * '2026-11-27 09:58:12', with or without seconds) in the academy's zone `zone`. Null when unreadable.
 */
export function parseReportTime(text: string, zone: string): Date | null {
  const t = text.trim();
  if (!t) return null;
  if (/[zZ]$|[+-]\d\d:?\d\d$/.test(t) && /^\d{4}-\d\d-\d\d[T ]/.test(t)) {
    const d = Date.parse(t.replace(' ', 'T'));
    return Number.isNaN(d) ? null : new Date(d);
  }
  let m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})[ T]+(\d{1,2}):(\d{2})(?::(\d{2}))?\s*([AaPp][Mm])?$/.exec(t);
  let y: number, mo: number, d: number, h: number, mi: number, s: number, ampm: string | undefined;
  if (m) {
    [mo, d, y, h, mi, s] = [Number(m[1]), Number(m[2]), Number(m[3]), Number(m[4]), Number(m[5]), Number(m[6] ?? 0)];
    ampm = m[7];
  } else {
    m = /^(\d{4})-(\d{2})-(\d{2})[ T]+(\d{1,2}):(\d{2})(?::(\d{2}))?\s*([AaPp][Mm])?$/.exec(t);
    if (!m) return null;
    [y, mo, d, h, mi, s] = [Number(m[1]), Number(m[2]), Number(m[3]), Number(m[4]), Number(m[5]), Number(m[6] ?? 0)];
    ampm = m[7];
  }
  if (ampm) {
    if (h < 1 || h > 12) return null;
    h = (h % 12) + (/p/i.test(ampm) ? 12 : 0);
  }
  if (mo < 1 || mo > 12 || d < 1 || d > 31 || h > 23 || mi > 59 || s > 59) return null;
  const guess = Date.UTC(y, mo - 1, d, h, mi, s);
  const utc = guess - zoneOffset(guess, zone);
  return new Date(utc - (zoneOffset(utc, zone) - zoneOffset(guess, zone)));
}

/** The index of the participants' header row: the first row naming an e-mail and a join time, else the first naming an e-mail. */
function headerRow(records: string[][]): number {
  const named = (r: string[], re: RegExp) => r.some((c) => re.test(c.trim()));
  const full = records.findIndex((r) => named(r, EMAIL_HEADER) && named(r, JOIN_HEADER));
  return full >= 0 ? full : records.findIndex((r) => named(r, EMAIL_HEADER));
}

/**
 * Reads a participant report (decision 288). Tolerates a byte-order mark, Zoom's meeting summary
 * block above the participants, column names of Zoom's and other tools' reports in any case, and
 * extra columns. Throws 422: `csv` CSV_INVALID (not CSV), CSV_HEADER (no e-mail column), CSV_EMPTY,
 * CSV_TOO_MANY_ROWS, or CSV_ROWS with `errors: { 'baris N': [...] }` for every row whose times
 * cannot be read, so that nothing is imported unless every row is good.
 */
export function parseParticipantReport(text: string, zone: string): ParticipantReport {
  let records: string[][];
  try {
    records = parse(text.replace(/^\uFEFF/, ''), { relax_column_count: true, skip_empty_lines: true, trim: true, relax_quotes: false }) as string[][];
  } catch {
    throw fieldError('csv', SESSION_TEXT.csvInvalid, 'CSV_INVALID');
  }
  const h = headerRow(records);
  if (h < 0) throw fieldError('csv', SESSION_TEXT.csvHeader, 'CSV_HEADER');
  const header = records[h]!.map((c) => c.trim());
  const col = (re: RegExp) => header.findIndex((c) => re.test(c));
  const [emailAt, joinAt, leaveAt, nameAt] = [col(EMAIL_HEADER), col(JOIN_HEADER), col(LEAVE_HEADER), col(NAME_HEADER)];
  const rows = records.slice(h + 1);
  if (rows.length === 0) throw fieldError('csv', SESSION_TEXT.csvEmpty, 'CSV_EMPTY');
  if (rows.length > ATTENDANCE_CSV_MAX_ROWS) throw fieldError('csv', SESSION_TEXT.csvTooManyRows, 'CSV_TOO_MANY_ROWS');
  const errors: Record<string, string[]> = {};
  const byEmail = new Map<string, ParticipantReport['participants'][number]>();
  const withoutEmail: string[] = [];
  rows.forEach((cells, i) => {
    const email = (cells[emailAt] ?? '').trim().toLowerCase();
    const name = nameAt >= 0 ? (cells[nameAt] ?? '').trim() : '';
    if (!email) {
      if (name) withoutEmail.push(name);
      return;
    }
    const joined = joinAt >= 0 ? parseReportTime(cells[joinAt] ?? '', zone) : null;
    const leaveText = leaveAt >= 0 ? (cells[leaveAt] ?? '').trim() : '';
    const left = leaveText ? parseReportTime(leaveText, zone) : null;
    if (!joined || (leaveText && !left)) {
      errors[`baris ${h + i + 2}`] = [SESSION_TEXT.csvBadTime];
      return;
    }
    const seen = byEmail.get(email);
    if (!seen) byEmail.set(email, { email, name, joinedAt: joined, leftAt: left });
    else {
      if (joined < seen.joinedAt) seen.joinedAt = joined;
      if (left && (!seen.leftAt || left > seen.leftAt)) seen.leftAt = left;
    }
  });
  if (Object.keys(errors).length) throw new AppError(422, SESSION_TEXT.csvBadTime, 'CSV_ROWS', errors);
  if (byEmail.size === 0 && withoutEmail.length === 0) throw fieldError('csv', SESSION_TEXT.csvEmpty, 'CSV_EMPTY');
  return { participants: [...byEmail.values()], withoutEmail };
}
