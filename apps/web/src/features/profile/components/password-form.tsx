import { zodResolver } from '@hookform/resolvers/zod';
import { ChangePasswordFormSchema, PROFILE_TEXT, type ChangePasswordForm as ChangePasswordValues } from '@kelas/contracts/profile';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FieldError, Label } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { useChangePassword } from '../api/change-password';
import { useMessage } from '@/lib/i18n/use-message';

const FIELDS = [
  ['old_password', 'oldPassword', 'current-password'],
  ['new_password', 'newPassword', 'new-password'],
  ['confirm_password', 'confirmPassword', 'new-password'],
] as const;

/**
 * The password tab (spec 2.25, 5): 'Kata Sandi Lama', 'Kata Sandi Baru', 'Konfirmasi Sandi'
 * with eye toggles, the rule text, 'Simpan'. The client only requires the three fields; the
 * server checks the old password, the rule and the match, and its 422 messages land on the
 * fields. Other failures are logged ('Gagal update password') and toasted.
 */
export function PasswordForm() {
  const mutation = useChangePassword();
  const { t } = useTranslation('profileText');
  const message = useMessage();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<ChangePasswordValues>({
    resolver: zodResolver(ChangePasswordFormSchema),
    defaultValues: { old_password: '', new_password: '', confirm_password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const answer = await mutation.mutateAsync(values);
      reset();
      notify(answer.message, 'success');
    } catch (err) {
      console.error(PROFILE_TEXT.passwordFailedLog, err);
      if (err instanceof ApiError && err.status === 422 && err.errors) {
        let first = true;
        for (const [name] of FIELDS) {
          const m = err.field(name);
          if (m) {
            setError(name, { type: 'server', message: m }, { shouldFocus: first });
            first = false;
          }
        }
        if (!first) return;
      }
      notify(err instanceof ApiError && err.status === 429 ? err.message : t('passwordFailedLog'), 'error');
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      {FIELDS.map(([name, label, autoComplete]) => (
        <div key={name}>
          <Label htmlFor={`password-${name}`}>{t(label)}</Label>
          <PasswordInput
            id={`password-${name}`}
            autoComplete={autoComplete}
            aria-invalid={errors[name] ? true : undefined}
            aria-describedby={errors[name] ? `password-${name}-error` : undefined}
            {...register(name)}
          />
          <FieldError id={`password-${name}-error`} message={message(errors[name]?.message)} />
        </div>
      ))}
      <p className="text-sm leading-relaxed text-slate-600">{t('passwordRule')}</p>
      <Button type="submit" size="lg" className="w-full sm:w-auto sm:min-w-40" loading={mutation.isPending}>
        {t('save')}
      </Button>
    </form>
  );
}
