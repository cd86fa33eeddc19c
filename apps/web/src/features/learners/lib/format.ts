import { useMemo } from 'react';
import { useAcademyFormat } from '@/lib/i18n/academy-format';

/**
 * The learner screens' dates in the interface language, in the browser's time zone with its name:
 * `dateTime` '24 Nov 2026, 10.15 WIB' / '24 Nov 2026, 10:15 WIB', `date` '24 Nov 2026'; '–' for null.
 */
export function useLearnerDates(): { date: (iso: string | null) => string; dateTime: (iso: string | null) => string } {
  const f = useAcademyFormat();
  return useMemo(() => ({ date: (iso) => (iso ? f.shortDate(iso) : '–'), dateTime: (iso) => (iso ? f.shortDateTime(iso) : '–') }), [f]);
}

/** Enrolment sources and order statuses the `learners` catalogue names; others are shown as they are. */
export type EnrolmentSource = 'order' | 'voucher' | 'sso' | 'admin' | 'free' | 'prakerja';
export type OrderStatusKey = 'pending' | 'paid' | 'expired' | 'failed' | 'cancelled';
