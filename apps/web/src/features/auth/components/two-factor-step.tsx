import { TWO_FACTOR_TEXT } from '@kelas/contracts/two-factor';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FieldError, Input, Label } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { session } from '@/lib/session';
import { AUTH_TEXT } from '@kelas/contracts/auth';
import { useVerifyTwoFactor } from '../api/verify-two-factor';
import { AuthShell, FormAlert } from './auth-shell';

/**
 * The login's second step (issue 19 item 8): one field for the 6-digit code of the
 * authenticator app or a recovery code. Success stores the session as the password login does
 * (the auth layout then sends the user on); a spent challenge sends them back to the password step.
 */
export function TwoFactorStep({ challenge, onRestart }: { challenge: string; onRestart: (message?: string) => void }) {
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const mutation = useVerifyTwoFactor();

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setFieldError(undefined);
    setFormError(null);
    const value = code.trim();
    if (!/^(\d{6}|[A-Za-z0-9]{5}-?[A-Za-z0-9]{5})$/.test(value)) {
      setFieldError(TWO_FACTOR_TEXT.codeFormat);
      return;
    }
    try {
      const answer = await mutation.mutateAsync({ challenge, code: value });
      session.login(answer.token, answer.user);
    } catch (err) {
      if (err instanceof ApiError && err.code === 'CHALLENGE_INVALID') onRestart(err.message);
      else if (err instanceof ApiError && err.status === 422) setFieldError(err.field('code') ?? err.message);
      else if (err instanceof ApiError && err.status === 429) setFormError(err.message);
      else setFormError(AUTH_TEXT.unexpected);
    }
  };

  return (
    <AuthShell title={TWO_FACTOR_TEXT.stepTitle} intro={TWO_FACTOR_TEXT.stepText}>
      {formError && <FormAlert kind="error">{formError}</FormAlert>}
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <div>
          <Label htmlFor="two-factor-code">{TWO_FACTOR_TEXT.codeLabel}</Label>
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
          {TWO_FACTOR_TEXT.verify}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm">
        <button type="button" onClick={() => onRestart()} className="font-semibold text-brand-700 hover:underline">
          {TWO_FACTOR_TEXT.backToLogin}
        </button>
      </p>
    </AuthShell>
  );
}
