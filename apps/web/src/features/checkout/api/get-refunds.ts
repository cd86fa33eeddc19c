import { queryOptions, useQuery } from '@tanstack/react-query';
import { LearnerRefundListSchema, type LearnerRefund } from '@kelas/contracts/refunds';
import { ApiError, api } from '@/lib/api-client';
import { session } from '@/lib/session';

/** GET /api/refunds → the learner's refunds, oldest first (shown in the order history). */
export const refundsQuery = queryOptions({
  queryKey: ['checkout', 'refunds'],
  queryFn: async ({ signal }): Promise<LearnerRefund[]> => LearnerRefundListSchema.parse(await api.get<unknown>('/refunds', { signal })).data,
  staleTime: 0,
});

export const useRefunds = () => useQuery(refundsQuery);

/** GET /api/orders/{id}/refunds/{refundId}/credit-note → application/pdf, saved through a temporary link. */
export async function downloadCreditNote(refund: LearnerRefund): Promise<void> {
  const token = session.get().token;
  const res = await fetch(`/api/orders/${refund.order_id}/refunds/${refund.id}/credit-note`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!res.ok) {
    const body = (await res.json().catch(() => ({}))) as { message?: string; code?: string };
    throw new ApiError(res.status, body.message ?? `HTTP ${res.status}`, body.code);
  }
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = `nota-kredit-${refund.credit_note_number}.pdf`;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
