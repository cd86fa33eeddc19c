import type { OrderStatus } from '@kelas/contracts/checkout';
import type { RefundStatus } from '@kelas/contracts/refunds';
import type { BadgeTone } from '@/components/ui/badge';

/** '21 Mei 2025 10.30' in Jakarta time. */
export const formatDateTime = (iso: string) =>
  new Intl.DateTimeFormat('id-ID', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'Asia/Jakarta' }).format(new Date(iso));

export const ORDER_TONE: Record<OrderStatus, BadgeTone> = { pending: 'kuning', paid: 'hijau', expired: 'abu', failed: 'merah', cancelled: 'abu' };
export const REFUND_TONE: Record<RefundStatus, BadgeTone> = { pending: 'kuning', succeeded: 'hijau', failed: 'merah' };

export const METHOD_OPTIONS = [
  { value: '', label: 'Semua metode' },
  { value: 'bank_transfer', label: 'Bank Transfer' },
  { value: 'ewallet', label: 'E-Wallet' },
  { value: 'retail', label: 'Gerai Retail' },
  { value: 'card', label: 'Kartu' },
  { value: 'qris', label: 'QRIS' },
];

/** A random key for one refund dialog (Idempotency-Key). */
export const newIdempotencyKey = () => `rf-${crypto.randomUUID()}`;
