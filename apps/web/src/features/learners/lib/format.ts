const dateTime = new Intl.DateTimeFormat('id-ID', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Jakarta' });
const date = new Intl.DateTimeFormat('id-ID', { dateStyle: 'medium', timeZone: 'Asia/Jakarta' });

/** '24 Nov 2026, 10.15' in Jakarta time; '–' for null. */
export const formatDateTime = (iso: string | null) => (iso ? dateTime.format(new Date(iso)) : '–');
/** '24 Nov 2026' in Jakarta time; '–' for null. */
export const formatDate = (iso: string | null) => (iso ? date.format(new Date(iso)) : '–');

/** Enrolment sources and order statuses the `learners` catalogue names; others are shown as they are. */
export type EnrolmentSource = 'order' | 'voucher' | 'sso' | 'admin' | 'free' | 'prakerja';
export type OrderStatusKey = 'pending' | 'paid' | 'expired' | 'failed' | 'cancelled';
