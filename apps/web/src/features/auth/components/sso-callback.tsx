import { CheckCircle2, CircleAlert } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Logo } from '@/components/ui/logo';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { session } from '@/lib/session';
import { ssoVerify } from '../api/sso-verify';

/** Spec 9: success redirect after 1 s, error redirect after 3 s; the cookie lives 86400 s. */
const SUCCESS_MS = 1000;
const ERROR_MS = 3000;
const COOKIE_MAX_AGE = 86_400;

type State = { kind: 'verifying' } | { kind: 'success' } | { kind: 'error'; message: string };

/**
 * Single sign-on callback (spec 2.15, 4): verifies `token` with POST /api/auth/sso-verify, stores
 * the session (the 'token' cookie: max-age 86400, path /, secure, strict same-site; and the
 * session store), says 'Verifikasi sukses. Mengarahkan ke dashboard...' and goes to / after 1 s.
 * On error 'Error: {message}' and 'Anda akan diarahkan kembali ke halaman login...', then /login
 * after 3 s; a missing token is the error 'Token autentikasi tidak valid atau hilang.'
 */
export function SsoCallback() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const navigate = useNavigate();
  const { t } = useTranslation(['auth', 'authText']);
  const [state, setState] = useState<State>(() => (token ? { kind: 'verifying' } : { kind: 'error', message: t('authText:ssoMissing') }));
  const started = useRef(false);

  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    ssoVerify(token)
      .then((answer) => {
        document.cookie = `token=${encodeURIComponent(answer.token)}; max-age=${COOKIE_MAX_AGE}; path=/; secure; samesite=strict`;
        session.login(answer.token, answer.user);
        setState({ kind: 'success' });
      })
      .catch((err: unknown) => {
        setState({ kind: 'error', message: err instanceof ApiError && err.message && !/^HTTP \d+$/.test(err.message) ? err.message : t('authText:ssoFailed') });
      });
  }, [token, t]);

  useEffect(() => {
    if (state.kind === 'verifying') return;
    const t = setTimeout(() => navigate(state.kind === 'success' ? paths.home : paths.login, { replace: true }), state.kind === 'success' ? SUCCESS_MS : ERROR_MS);
    return () => clearTimeout(t);
  }, [state.kind, navigate]);

  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 px-4">
      <section className="w-full max-w-md rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200" aria-live="polite">
        <div className="mb-6 flex justify-center">
          <Logo />
        </div>
        {state.kind === 'verifying' && (
          <div className="flex flex-col items-center gap-4 text-slate-700">
            <Spinner className="text-brand-600 [&_svg]:size-8" />
            <p>{t('authText:ssoVerifying')}</p>
          </div>
        )}
        {state.kind === 'success' && (
          <div className="flex flex-col items-center gap-4 text-emerald-700">
            <CheckCircle2 className="size-10" aria-hidden="true" />
            <p className="font-medium">{t('authText:ssoSuccess')}</p>
          </div>
        )}
        {state.kind === 'error' && (
          <div className="flex flex-col items-center gap-3">
            <CircleAlert className="size-10 text-red-600" aria-hidden="true" />
            <p role="alert" className="font-medium text-red-700">
              {t('sso.error', { message: state.message })}
            </p>
            <p className="text-sm text-slate-600">{t('authText:ssoRedirectLogin')}</p>
          </div>
        )}
      </section>
    </main>
  );
}
