import { useMutation } from '@tanstack/react-query';
import { PrakerjaStepResponseSchema, type PrakerjaCallbackBodySchema, type RedeemPrakerjaBody, type RequestAttendanceBodySchema } from '@kelas/contracts/prakerja';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export type PrakerjaStepResponse = z.infer<typeof PrakerjaStepResponseSchema>;

/**
 * POST /api/prakerja/redemptions { redeem_code } → `{ message, data: verified | redirect }`
 * (decision 190). Rejects with ApiError 422 (message under `redeem_code`), 429, 502 or 503.
 */
export async function redeemPrakerjaCode(body: RedeemPrakerjaBody): Promise<PrakerjaStepResponse> {
  return PrakerjaStepResponseSchema.parse(await api.post<unknown>('/prakerja/redemptions', body));
}

/** POST /api/prakerja/attendance { course_slug, sequence }: start the verification of one session. */
export async function requestAttendance(body: z.input<typeof RequestAttendanceBodySchema>): Promise<PrakerjaStepResponse> {
  return PrakerjaStepResponseSchema.parse(await api.post<unknown>('/prakerja/attendance', body));
}

/** POST /api/prakerja/callback { code, sequence }: check the status after the programme's page. */
export async function confirmPrakerjaCallback(body: z.input<typeof PrakerjaCallbackBodySchema>): Promise<PrakerjaStepResponse> {
  return PrakerjaStepResponseSchema.parse(await api.post<unknown>('/prakerja/callback', body));
}

export const useRedeemPrakerjaCode = () => useMutation({ mutationFn: redeemPrakerjaCode });
export const useRequestAttendance = () => useMutation({ mutationFn: requestAttendance });
