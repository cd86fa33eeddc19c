import {
  VoucherBatchListSchema,
  VoucherBatchWithCodesSchema,
  VoucherRedemptionListSchema,
  vouchersToCsv,
  type CreateVoucherBatchBody,
} from '@kelas/contracts/admin';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * The console's voucher batches, over the voucher CLI's admin API:
 * GET /api/admin/voucher-batches, POST /api/admin/voucher-batches, GET …/{id}/vouchers (CSV export),
 * GET …/{id}/redemptions, POST …/{id}/revoke.
 */
export const batchesQuery = () =>
  queryOptions({ queryKey: ['admin', 'voucher-batches'], queryFn: async ({ signal }) => VoucherBatchListSchema.parse(await api.get<unknown>('/admin/voucher-batches', { signal })).data });
export const useVoucherBatches = () => useQuery(batchesQuery());

export const useBatchRedemptions = (batchId: number | null) =>
  useQuery({
    queryKey: ['admin', 'voucher-batches', batchId, 'redemptions'],
    queryFn: async ({ signal }) => VoucherRedemptionListSchema.parse(await api.get<unknown>(`/admin/voucher-batches/${batchId}/redemptions`, { signal })).data,
    enabled: batchId !== null,
  });

/** Saves the batch's codes as `voucher-{id}.csv` (the CLI's CSV columns). */
export async function downloadBatchCsv(batchId: number): Promise<void> {
  const { data } = VoucherBatchWithCodesSchema.parse(await api.get<unknown>(`/admin/voucher-batches/${batchId}/vouchers`));
  saveCsv(`voucher-${batchId}.csv`, vouchersToCsv(data.batch.course.slug, data.vouchers));
}

function saveCsv(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function useBatchActions() {
  const qc = useQueryClient();
  const refresh = () => qc.invalidateQueries({ queryKey: ['admin', 'voucher-batches'] });
  return {
    create: useMutation({
      mutationFn: async (b: CreateVoucherBatchBody) => VoucherBatchWithCodesSchema.parse(await api.post<unknown>('/admin/voucher-batches', b)).data,
      onSuccess: refresh,
    }),
    revoke: useMutation({ mutationFn: (id: number) => api.post<{ data: { revoked: number }; message: string }>(`/admin/voucher-batches/${id}/revoke`), onSuccess: refresh }),
  };
}
