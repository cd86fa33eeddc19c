import { zodResolver } from '@hookform/resolvers/zod';
import { ResetPasswordFormSchema, type ResetPasswordForm as ResetPasswordValues } from '@kelas/contracts/auth';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { FieldError, Label } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useResetPassword } from '../api/reset-password';
import { applyFieldErrors } from '../lib/form-errors';
import { useMessage } from '@/lib/i18n/use-message';
import { AuthShell, FormAlert } from './auth-shell';

/**
 * Reset password (spec 2.13, 5): `token` from the address (missing or empty → /login), two
 * password fields with eye toggles and the section-5 messages, 'Reset Password'. On success:
 * /login with a notice. Failures are logged; the server's reason (e.g. a used link) is shown.
 */
export function ResetPasswordForm() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const navigate = useNavigate();
  const mutation = useResetPassword();
  const { t } = useTranslation(['auth', 'authText']);
  const message = useMessage();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ResetPasswordValues>({ resolver: zodResolver(ResetPasswordFormSchema), defaultValues: { password: '', confirm_password: '' } });

  if (!token) return <Navigate to={paths.login} replace />;

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const answer = await mutation.mutateAsync({ ...values, token });
      navigate(`${paths.login}?message=${encodeURIComponent(answer.message)}`);
    } catch (err) {
      console.error(err);
      if (applyFieldErrors(err, setError, ['password', 'confirm_password'])) return;
      setFormError(err instanceof ApiError && (err.status === 422 || err.status === 429) ? err.message : t('authText:unexpected'));
    }
  });

  return (
    <AuthShell title={t('reset.title')} intro={t('reset.intro')}>
      {formError && <FormAlert kind="error">{formError}</FormAlert>}
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <div>
          <Label htmlFor="reset-password">{t('reset.password')}</Label>
          <PasswordInput
            id="reset-password"
            autoComplete="new-password"
            placeholder={t('reset.passwordPlaceholder')}
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={errors.password ? 'reset-password-error' : undefined}
            {...register('password')}
          />
          <FieldError id="reset-password-error" message={message(errors.password?.message)} />
        </div>
        <div>
          <Label htmlFor="reset-confirm_password">{t('reset.confirm')}</Label>
          <PasswordInput
            id="reset-confirm_password"
            autoComplete="new-password"
            placeholder={t('reset.confirmPlaceholder')}
            aria-invalid={errors.confirm_password ? true : undefined}
            aria-describedby={errors.confirm_password ? 'reset-confirm_password-error' : undefined}
            {...register('confirm_password')}
          />
          <FieldError id="reset-confirm_password-error" message={message(errors.confirm_password?.message)} />
          <p className="mt-1.5 text-xs leading-relaxed text-slate-500">{t('authText:passwordRuleHint')}</p>
        </div>
        <Button type="submit" size="lg" className="w-full" loading={mutation.isPending}>
          {t('reset.submit')}
        </Button>
      </form>
    </AuthShell>
  );
}
