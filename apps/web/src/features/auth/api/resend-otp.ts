import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/auth/otp/resend `{ email }` → `{ message, retry_after }`; 429 OTP_COOLDOWN with `retry_after` (seconds). */
export const resendOtp = (email: string) => api.post<{ message: string; retry_after: number }>('/auth/otp/resend', { email });

export const useResendOtp = () => useMutation({ mutationFn: resendOtp });
