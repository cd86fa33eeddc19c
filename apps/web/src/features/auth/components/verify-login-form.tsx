import { AUTH_LIMITS } from '@kelas/contracts/auth';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { session } from '@/lib/session';
import { notify } from '@/lib/toast';
import { useResendOtp } from '../api/resend-otp';
import { useVerifyOtp } from '../api/verify-otp';
import { emptyOtp } from '../lib/otp';
import { AuthShell } from './auth-shell';
import { OtpInput } from './otp-input';

/** Seconds left until 'Kirim ulang kode' may be used again, ticking every second. */
function useCountdown(initial: number) {
  const [left, setLeft] = useState(initial);
  useEffect(() => {
    if (left <= 0) return;
    const t = setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => clearTimeout(t);
  }, [left]);
  return [left, setLeft] as const;
}

/**
 * Account verification (spec 2.14): reads `email` (none → /login), six code boxes, 'Verifikasi'
 * ('Memverifikasi...' while sending), the answer's error under the boxes, and a real
 * 'Kirim ulang kode' with a 60 s countdown. On success the session is stored and the auth layout
 * sends the user to `next` or / (docs/decisions/031-auth-next-and-verification.md).
 */
export function VerifyLoginForm() {
  const [params] = useSearchParams();
  const location = useLocation();
  const email = params.get('email')?.trim() ?? '';
  const codeSent = (location.state as { codeSent?: boolean } | null)?.codeSent === true;
  const [boxes, setBoxes] = useState(emptyOtp);
  const [error, setError] = useState<string | null>(null);
  const [left, setLeft] = useCountdown(codeSent ? AUTH_LIMITS.otpResendSeconds : 0);
  const verify = useVerifyOtp();
  const resend = useResendOtp();
  const { t } = useTranslation(['auth', 'authText']);

  if (!email) return <Navigate to={paths.login} replace />;

  const onSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    const otp = boxes.join('').trim();
    if (otp.length < AUTH_LIMITS.otpDigits) {
      setError(t('authText:otpLength'));
      return;
    }
    setError(null);
    try {
      const answer = await verify.mutateAsync({ otp, email });
      session.login(answer.token, answer.user);
    } catch (err) {
      setError(err instanceof ApiError ? (err.field('otp') ?? err.message) : t('authText:unexpected'));
      setBoxes(emptyOtp());
    }
  };

  const onResend = async () => {
    try {
      const answer = await resend.mutateAsync(email);
      setLeft(answer.retry_after);
      setError(null);
      notify(answer.message, 'success');
    } catch (err) {
      const retry = err instanceof ApiError ? (err.body as { retry_after?: number } | undefined)?.retry_after : undefined;
      if (retry) setLeft(retry);
      notify(err instanceof ApiError ? err.message : t('authText:unexpected'), 'error');
    }
  };

  return (
    <AuthShell
      title={t('authText:verifyTitle')}
      intro={
        <>
          <p>{t('authText:verifyText')}</p>
          <p className="mt-1 font-medium break-all text-slate-800">{email}</p>
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate>
        <OtpInput value={boxes} onChange={setBoxes} invalid={Boolean(error)} describedBy={error ? 'otp-error' : undefined} disabled={verify.isPending} />
        <FieldError id="otp-error" message={error} className="text-center" />
        <Button type="submit" size="lg" className="mt-6 w-full" disabled={verify.isPending}>
          {verify.isPending ? t('verify.submitting') : t('verify.submit')}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-slate-600">
        {t('verify.noCode')}{' '}
        {left > 0 ? (
          <span className="font-semibold text-slate-500">
            {t('verify.resendIn', { seconds: left })}
          </span>
        ) : (
          <button type="button" onClick={onResend} disabled={resend.isPending} className="font-semibold text-brand-700 hover:underline disabled:opacity-60">
            {t('verify.resend')}
          </button>
        )}
      </p>
    </AuthShell>
  );
}
