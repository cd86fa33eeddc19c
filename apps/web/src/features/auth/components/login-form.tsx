import { zodResolver } from '@hookform/resolvers/zod';
import { LoginBodySchema, NOT_VERIFIED_CODE } from '@kelas/contracts/auth';
import { ACCOUNT_DEACTIVATED_CODE } from '@kelas/contracts/learners';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { FieldError, Input, Label } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { session } from '@/lib/session';
import { useLogin } from '../api/login';
import { applyFieldErrors } from '../lib/form-errors';
import { useMessage } from '@/lib/i18n/use-message';
import { AuthShell, FormAlert } from './auth-shell';
import { TwoFactorStep } from './two-factor-step';

type LoginInput = z.input<typeof LoginBodySchema>;
type LoginOutput = z.output<typeof LoginBodySchema>;

/** Keeps `next` on links between the auth pages, so the guest still lands where they were going. */
export function withNext(path: string, next: string | null, extra: Record<string, string> = {}) {
  const params = new URLSearchParams(extra);
  if (next) params.set('next', next);
  const q = params.toString();
  return q ? `${path}${path.includes('?') ? '&' : '?'}${q}` : path;
}

/**
 * Login (spec 2.10, 5, 8): email and password with the spec's messages; the `message` query
 * parameter shown once (then dropped from the address); on success the session is stored and the
 * auth layout sends the user to `next` or /. An unverified account goes to /verify-login; a
 * two-factor account gets the second step (a code) before the session.
 */
export function LoginForm() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const next = params.get('next');
  // Read once: after it is shown the parameter leaves the address, so a reload does not repeat it.
  const [notice] = useState(() => params.get('message'));
  const [formError, setFormError] = useState<string | null>(null);
  const [challenge, setChallenge] = useState<string | null>(null);
  const mutation = useLogin();
  const { t } = useTranslation(['auth', 'authText']);
  const message = useMessage();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<LoginInput, unknown, LoginOutput>({ resolver: zodResolver(LoginBodySchema), defaultValues: { email: '', password: '' } });

  useEffect(() => {
    if (!params.has('message')) return;
    const rest = new URLSearchParams(params);
    rest.delete('message');
    setParams(rest, { replace: true, state: location.state });
  }, [params, setParams, location.state]);

  const onSubmit = handleSubmit(async (body) => {
    setFormError(null);
    try {
      const answer = await mutation.mutateAsync(body);
      if ('challenge' in answer) setChallenge(answer.challenge);
      else session.login(answer.token, answer.user);
    } catch (err) {
      if (err instanceof ApiError && err.status === 403 && err.code === NOT_VERIFIED_CODE) {
        navigate(withNext(paths.verifyLogin(body.email), next), { state: { codeSent: true } });
      } else if (err instanceof ApiError && err.status === 422) {
        if (!applyFieldErrors(err, setError, ['email', 'password'])) setError('email', { message: t('authText:invalidCredentials') });
      } else if (err instanceof ApiError && (err.status === 429 || (err.status === 403 && err.code === ACCOUNT_DEACTIVATED_CODE))) {
        // Too many tries, or an account an admin deactivated: the server's message says what to do.
        setFormError(err.message);
      } else {
        setFormError(t('authText:unexpected'));
      }
    }
  });

  if (challenge) {
    return (
      <TwoFactorStep
        challenge={challenge}
        onRestart={(message) => {
          setChallenge(null);
          setFormError(message ?? null);
        }}
      />
    );
  }

  return (
    <AuthShell title={t('login.title')} intro={t('login.intro')}>
      {notice && <FormAlert kind="info">{notice}</FormAlert>}
      {formError && <FormAlert kind="error">{formError}</FormAlert>}
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <div>
          <Label htmlFor="login-email">{t('login.email')}</Label>
          <Input
            id="login-email"
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder={t('login.emailPlaceholder')}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={errors.email ? 'login-email-error' : undefined}
            {...register('email')}
          />
          <FieldError id="login-email-error" message={message(errors.email?.message)} />
        </div>
        <div>
          <div className="mb-1.5 flex items-center justify-between gap-3">
            <Label htmlFor="login-password" className="mb-0">
              {t('login.password')}
            </Label>
            <Link to={paths.forgotPassword} className="text-sm font-semibold text-brand-700 hover:underline">
              {t('login.forgot')}
            </Link>
          </div>
          <PasswordInput
            id="login-password"
            autoComplete="current-password"
            placeholder={t('login.passwordPlaceholder')}
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={errors.password ? 'login-password-error' : undefined}
            {...register('password')}
          />
          <FieldError id="login-password-error" message={message(errors.password?.message)} />
        </div>
        <Button type="submit" size="lg" className="w-full" loading={mutation.isPending}>
          {t('login.submit')}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-slate-600">
        <Trans t={t} i18nKey="login.noAccount" components={{ anchor: <Link to={withNext(paths.register, next)} className="font-semibold text-brand-700 hover:underline" /> }} />
      </p>
    </AuthShell>
  );
}
