import { zodResolver } from '@hookform/resolvers/zod';
import { forgotPasswordBodySchema } from '@kelas/contracts/auth';
import { useCallback, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { FieldError, Input, Label } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useAppConfig } from '@/lib/app-config';
import { useForgotPassword } from '../api/forgot-password';
import { applyFieldErrors } from '../lib/form-errors';
import { useMessage } from '@/lib/i18n/use-message';
import { AuthShell, FormAlert } from './auth-shell';
import { CaptchaField } from './captcha-field';

type Schema = ReturnType<typeof forgotPasswordBodySchema>;

/**
 * Forgot password (spec 2.12, 5): email ('Masukan email anda'), the captcha ('Please complete the
 * {captcha}' names the configured service) and 'Reset Password' with a spinner. On success:
 * /login?message=… with the spec's sentence. Failures are logged; field errors from the server
 * (e.g. a captcha the server refused) are shown and the captcha starts over.
 */
export function ForgotPasswordForm() {
  const { captcha } = useAppConfig();
  const schema = useMemo(() => forgotPasswordBodySchema(captcha), [captcha]);
  const navigate = useNavigate();
  const mutation = useForgotPassword();
  const { t } = useTranslation(['auth', 'authText']);
  const message = useMessage();
  const [resetKey, setResetKey] = useState(0);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    formState: { errors, isSubmitted },
  } = useForm<z.input<Schema>, unknown, z.output<Schema>>({ resolver: zodResolver(schema), defaultValues: { email: '', recaptcha: '' } });

  const onCaptcha = useCallback((response: string) => setValue('recaptcha', response, { shouldValidate: isSubmitted }), [setValue, isSubmitted]);

  const onSubmit = handleSubmit(async (body) => {
    setFormError(null);
    try {
      const answer = await mutation.mutateAsync(body);
      navigate(`${paths.login}?message=${encodeURIComponent(answer.message)}`);
    } catch (err) {
      console.error(err);
      setValue('recaptcha', '');
      setResetKey((k) => k + 1);
      if (applyFieldErrors(err, setError, ['email', 'recaptcha'])) return;
      setFormError(err instanceof ApiError && err.status === 429 ? err.message : t('authText:unexpected'));
    }
  });

  return (
    <AuthShell title={t('forgot.title')} intro={t('forgot.intro')}>
      {formError && <FormAlert kind="error">{formError}</FormAlert>}
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <div>
          <Label htmlFor="forgot-email">{t('forgot.email')}</Label>
          <Input
            id="forgot-email"
            type="email"
            inputMode="email"
            autoComplete="email"
            placeholder={t('forgot.emailPlaceholder')}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={errors.email ? 'forgot-email-error' : undefined}
            {...register('email')}
          />
          <FieldError id="forgot-email-error" message={message(errors.email?.message)} />
        </div>
        <div>
          <input type="hidden" {...register('recaptcha')} />
          <CaptchaField onChange={onCaptcha} resetKey={resetKey} describedBy={errors.recaptcha ? 'forgot-captcha-error' : undefined} />
          <FieldError id="forgot-captcha-error" message={message(errors.recaptcha?.message)} />
        </div>
        <Button type="submit" size="lg" className="w-full" loading={mutation.isPending}>
          {t('forgot.submit')}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-slate-600">
        <Link to={paths.login} className="font-semibold text-brand-700 hover:underline">
          {t('forgot.haveAccount')}
        </Link>
      </p>
    </AuthShell>
  );
}
