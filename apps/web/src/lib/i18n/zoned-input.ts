/**
 * A datetime-local input's value read and written in a given IANA zone (the academy's, decision
 * 267), whatever the browser's zone: staff type '2026-12-01T19:00' meaning 19:00 in that zone.
 */

/** The zone's wall-clock parts at `ms`, as UTC milliseconds of those parts. */
function wallClock(ms: number, timeZone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' })
      .formatToParts(new Date(ms))
      .map((p) => [p.type, p.value]),
  );
  return Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
}

/** 'YYYY-MM-DDTHH:mm' in `timeZone` → ISO-8601 UTC; '' for an empty or invalid value. */
export function zonedInputToIso(local: string, timeZone: string): string {
  const asUtc = Date.parse(`${local}:00Z`);
  if (!local || Number.isNaN(asUtc)) return '';
  const offset = wallClock(asUtc, timeZone) - asUtc;
  return new Date(asUtc - offset).toISOString();
}

/** ISO-8601 → 'YYYY-MM-DDTHH:mm' in `timeZone` (the input's value). */
export function isoToZonedInput(iso: string, timeZone: string): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return '';
  return new Date(wallClock(ms, timeZone)).toISOString().slice(0, 16);
}
