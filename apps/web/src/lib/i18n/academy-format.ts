import { useMemo } from 'react';
import { DEFAULT_APP_CONFIG, useAppConfig } from '../app-config';
import { useFormat, type Format } from './format';

/** The formatters of `f` with times in `timeZone` unless a call names another zone. */
export function withTimeZone(f: Format, timeZone: string): Format {
  return {
    ...f,
    date: (value, options) => f.date(value, { timeZone, ...options }),
    dateTime: (value, options) => f.dateTime(value, { timeZone, ...options }),
    time: (value, options) => f.time(value, { timeZone, ...options }),
    shortDate: (value, options) => f.shortDate(value, { timeZone, ...options }),
    shortDateTime: (value, options) => f.shortDateTime(value, { timeZone, ...options }),
  };
}

/** The academy's zone (decision 267): staff read and type every time in it. */
export function useAcademyZone(): string {
  return useAppConfig().timeZone ?? DEFAULT_APP_CONFIG.timeZone;
}

/**
 * The formatters of staff screens (the console, the studio, the mentor console): dates and times
 * in the academy's zone (the server's TIMEZONE, Asia/Jakarta by default), labelled ('10.30 WIB'),
 * whatever the browser's zone (decision 267). Learners' screens keep `useFormat` (their own zone).
 */
export function useAcademyFormat(): Format {
  const f = useFormat();
  const zone = useAcademyZone();
  return useMemo(() => withTimeZone(f, zone), [f, zone]);
}
