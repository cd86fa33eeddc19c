import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FieldError, Input, Label } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { session } from '@/lib/session';
import { useVerifyTwoFactor } from '../api/verify-two-factor';
import { AuthShell, FormAlert } from './auth-shell';

/**
 * The login's second step: one field for the 6-digit code of the
 * authenticator app or a recovery code. Success stores the session as the password login does
 * (the auth layout then sends the user on); a spent challenge sends them back to the password step.
 */
export function TwoFactorStep({ challenge, onRestart }: { challenge: string; onRestart: (message?: string) => void }) {
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const mutation = useVerifyTwoFactor();
  const { t } = useTranslation(['twoFactorText', 'authText']);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setFieldError(undefined);
    setFormError(null);
    const value = code.trim();
    if (!/^(\d{6}|[A-Za-z0-9]{5}-?[A-Za-z0-9]{5})$/.test(value)) {
      setFieldError(t('twoFactorText:codeFormat'));
      return;
    }
    try {
      const answer = await mutation.mutateAsync({ challenge, code: value });
      session.login(answer.token, answer.user);
    } catch (err) {
      if (err instanceof ApiError && err.code === 'CHALLENGE_INVALID') onRestart(err.message);
      else if (err instanceof ApiError && err.status === 422) setFieldError(err.field('code') ?? err.message);
      else if (err instanceof ApiError && err.status === 429) setFormError(err.message);
      else setFormError(t('authText:unexpected'));
    }
  };

  return (
    <AuthShell title={t('twoFactorText:stepTitle')} intro={t('twoFactorText:stepText')}>
      {formError && <FormAlert kind="error">{formError}</FormAlert>}
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <div>
          <Label htmlFor="two-factor-code">{t('twoFactorText:codeLabel')}</Label>
          <Input
            id="two-factor-code"
            autoComplete="one-time-code"
            inputMode="text"
            autoFocus
            maxLength={11}
            placeholder="123456"
            className="text-center font-mono text-lg tracking-[0.3em]"
            value={code}
            onChange={(e) => setCode(e.target.value)}
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={fieldError ? 'two-factor-code-error' : undefined}
          />
          <FieldError id="two-factor-code-error" message={fieldError} />
        </div>
        <Button type="submit" size="lg" className="w-full" loading={mutation.isPending}>
          {t('twoFactorText:verify')}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm">
        <button type="button" onClick={() => onRestart()} className="font-semibold text-brand-700 hover:underline">
          {t('twoFactorText:backToLogin')}
        </button>
      </p>
    </AuthShell>
  );
}
