import { zodResolver } from '@hookform/resolvers/zod';
import { RegisterFormSchema, type RegisterForm as RegisterFormValues } from '@kelas/contracts/auth';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { FieldError, Input, Label } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { useRegister } from '../api/register';
import { applyFieldErrors } from '../lib/form-errors';
import { useMessage } from '@/lib/i18n/use-message';
import { AuthShell, FormAlert } from './auth-shell';
import { withNext } from './login-form';

const FIELDS = ['name', 'email', 'phone_number', 'password', 'confirm_password', 'terms'] as const;

/**
 * Register (spec 2.11, 5): name, email, phone_number, password, confirm_password and the terms
 * checkbox, all required on the client; the server also checks the password rule and the match
 * and its 422 messages land on the fields. On success: /verify-login?email=… (the code is mailed).
 */
export function RegisterForm() {
  const [params] = useSearchParams();
  const next = params.get('next');
  const navigate = useNavigate();
  const mutation = useRegister();
  const { t } = useTranslation(['auth', 'authText']);
  const message = useMessage();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<RegisterFormValues>({
    resolver: zodResolver(RegisterFormSchema),
    defaultValues: { name: '', email: '', phone_number: '', password: '', confirm_password: '', terms: false },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const answer = await mutation.mutateAsync({ ...values, terms: true });
      notify(t('authText:registered'), 'success');
      navigate(withNext(paths.verifyLogin(answer.email), next), { state: { codeSent: true } });
    } catch (err) {
      if (applyFieldErrors(err, setError, FIELDS)) return;
      setFormError(err instanceof ApiError && err.status === 429 ? err.message : t('authText:unexpected'));
    }
  });

  const field = (name: (typeof FIELDS)[number]) => ({
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `register-${name}-error` : undefined,
    ...register(name),
  });
  const props = {
    name: field('name'),
    email: field('email'),
    phone_number: field('phone_number'),
    password: field('password'),
    confirm_password: field('confirm_password'),
    terms: field('terms'),
  };

  return (
    <AuthShell title={t('register.title')} intro={t('register.intro')}>
      {formError && <FormAlert kind="error">{formError}</FormAlert>}
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <div>
          <Label htmlFor="register-name">{t('register.name')}</Label>
          <Input id="register-name" autoComplete="name" placeholder={t('register.namePlaceholder')} {...props.name} />
          <FieldError id="register-name-error" message={message(errors.name?.message)} />
        </div>
        <div>
          <Label htmlFor="register-email">{t('register.email')}</Label>
          <Input id="register-email" type="email" inputMode="email" autoComplete="email" placeholder={t('register.emailPlaceholder')} {...props.email} />
          <FieldError id="register-email-error" message={message(errors.email?.message)} />
        </div>
        <div>
          <Label htmlFor="register-phone_number">{t('register.phone')}</Label>
          <div className="flex">
            <span className="inline-flex h-11 items-center rounded-l-lg border border-r-0 border-slate-300 bg-slate-50 px-3 text-sm text-slate-600" aria-hidden="true">
              +62
            </span>
            <Input
              id="register-phone_number"
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              placeholder="81234567890"
              className="rounded-l-none"
              {...props.phone_number}
            />
          </div>
          <FieldError id="register-phone_number-error" message={message(errors.phone_number?.message)} />
        </div>
        <div>
          <Label htmlFor="register-password">{t('register.password')}</Label>
          <PasswordInput id="register-password" autoComplete="new-password" placeholder={t('register.passwordPlaceholder')} {...props.password} />
          <FieldError id="register-password-error" message={message(errors.password?.message)} />
        </div>
        <div>
          <Label htmlFor="register-confirm_password">{t('register.confirm')}</Label>
          <PasswordInput
            id="register-confirm_password"
            autoComplete="new-password"
            placeholder={t('register.confirmPlaceholder')}
            {...props.confirm_password}
          />
          <FieldError id="register-confirm_password-error" message={message(errors.confirm_password?.message)} />
          <p className="mt-1.5 text-xs leading-relaxed text-slate-500">{t('authText:passwordRuleHint')}</p>
        </div>
        <div>
          <div className="flex items-start gap-3">
            <input
              id="register-terms"
              type="checkbox"
              className="mt-0.5 size-5 shrink-0 rounded border-slate-300 accent-brand-600"
              {...props.terms}
            />
            <label htmlFor="register-terms" className="text-sm leading-relaxed text-slate-700">
              <Trans t={t} i18nKey="register.terms" components={{ anchor: <Link to={paths.terms} className="font-semibold text-brand-700 hover:underline" /> }} />
            </label>
          </div>
          <FieldError id="register-terms-error" message={message(errors.terms?.message)} />
        </div>
        <Button type="submit" size="lg" className="w-full" loading={mutation.isPending}>
          {t('register.submit')}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-slate-600">
        <Trans t={t} i18nKey="register.haveAccount" components={{ anchor: <Link to={withNext(paths.login, next)} className="font-semibold text-brand-700 hover:underline" /> }} />
      </p>
    </AuthShell>
  );
}
