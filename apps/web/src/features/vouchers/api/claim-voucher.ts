import { useMutation } from '@tanstack/react-query';
import { ClaimVoucherResultSchema, type ClaimVoucherBody, type ClaimVoucherResult } from '@kelas/contracts/vouchers';
import { api } from '@/lib/api-client';

/**
 * POST /api/course/claim { voucher_code, redemption_code?, cohort_id? } (spec 7) → { message, data: { course } }.
 * Rejects with ApiError 422 (message under `voucher_code`, `redemption_code` or `cohort_id`; a
 * cohort refusal's body names the course, see `ClaimVoucherRefusalSchema`) or 429.
 */
export async function claimVoucher(body: ClaimVoucherBody): Promise<ClaimVoucherResult> {
  const payload = {
    voucher_code: body.voucher_code,
    ...(body.redemption_code ? { redemption_code: body.redemption_code } : {}),
    ...(body.cohort_id ? { cohort_id: body.cohort_id } : {}),
  };
  return ClaimVoucherResultSchema.parse(await api.post<unknown>('/course/claim', payload));
}

export function useClaimVoucher(onSuccess: (result: ClaimVoucherResult) => void) {
  return useMutation({ mutationFn: claimVoucher, onSuccess });
}
