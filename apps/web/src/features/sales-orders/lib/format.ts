import type { OrderStatus } from '@kelas/contracts/checkout';
import type { RefundStatus } from '@kelas/contracts/refunds';
import { useTranslation } from 'react-i18next';
import type { BadgeTone } from '@/components/ui/badge';

export const ORDER_TONE: Record<OrderStatus, BadgeTone> = { pending: 'kuning', paid: 'hijau', partially_refunded: 'biru', refunded: 'biru', expired: 'abu', failed: 'merah', cancelled: 'abu' };
export const REFUND_TONE: Record<RefundStatus, BadgeTone> = { pending: 'kuning', succeeded: 'hijau', failed: 'merah' };

const METHODS = ['bank_transfer', 'ewallet', 'retail', 'card', 'qris'] as const;

/** The method filter's options ('all' first), labelled in the interface language. */
export function useMethodOptions(): { value: string; label: string }[] {
  const { t } = useTranslation('sales-orders');
  return [{ value: '', label: t('methods.all') }, ...METHODS.map((m) => ({ value: m as string, label: t(`methods.${m}`) }))];
}

/** A random key for one refund dialog (Idempotency-Key). */
export const newIdempotencyKey = () => `rf-${crypto.randomUUID()}`;
