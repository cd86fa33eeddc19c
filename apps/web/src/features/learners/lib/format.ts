const dateTime = new Intl.DateTimeFormat('id-ID', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Jakarta' });
const date = new Intl.DateTimeFormat('id-ID', { dateStyle: 'medium', timeZone: 'Asia/Jakarta' });

/** '24 Nov 2026, 10.15' in Jakarta time; '–' for null. */
export const formatDateTime = (iso: string | null) => (iso ? dateTime.format(new Date(iso)) : '–');
/** '24 Nov 2026' in Jakarta time; '–' for null. */
export const formatDate = (iso: string | null) => (iso ? date.format(new Date(iso)) : '–');

/** Indonesian names of enrolment sources. */
export const SOURCE_LABELS: Record<string, string> = { order: 'Pembelian', voucher: 'Voucher', sso: 'SSO', admin: 'Admin', free: 'Gratis', prakerja: 'Prakerja' };
/** Indonesian names of order statuses. */
export const ORDER_STATUS_LABELS: Record<string, string> = { pending: 'Menunggu', paid: 'Lunas', expired: 'Kedaluwarsa', failed: 'Gagal', cancelled: 'Dibatalkan' };
