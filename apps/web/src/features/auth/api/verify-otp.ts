import type { SessionAnswer, VerifyOtpBody } from '@kelas/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/auth/otp/verify `{ otp, email }` → `{ token, user }`; on error the body's `error` text (spec 7, 2.14). */
export const verifyOtp = (body: VerifyOtpBody) => api.post<SessionAnswer>('/auth/otp/verify', body);

export const useVerifyOtp = () => useMutation({ mutationFn: verifyOtp });
