import { type TwoFactorSetup } from '@kelas/contracts/two-factor';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { FieldError, Input, Label } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { useDisableTwoFactor } from '../api/disable-two-factor';
import { useEnableTwoFactor } from '../api/enable-two-factor';
import { useTwoFactor } from '../api/get-two-factor';
import { useSetupTwoFactor } from '../api/setup-two-factor';

type Errors = Partial<Record<'password' | 'code', string>>;

/** Field errors of a 422 on `password`/`code`; any other failure is toasted. */
function handleError(err: unknown, setErrors: (e: Errors) => void, unexpected: string) {
  if (err instanceof ApiError && err.status === 422 && err.errors) {
    setErrors({ password: err.field('password'), code: err.field('code') });
    return;
  }
  notify(err instanceof ApiError ? err.message : unexpected, 'error');
}

/**
 * The security tab: two-factor status, then enrolment in three steps
 * (current password → QR code and a code → recovery codes shown once), or removal with the
 * password and a code. Admins see that it is required for them.
 */
export function TwoFactorSection() {
  const { t } = useTranslation(['twoFactorText', 'profile']);
  const { data: status, isPending } = useTwoFactor();
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [recovery, setRecovery] = useState<string[] | null>(null);

  if (isPending || !status) {
    return (
      <div className="space-y-4" aria-busy="true">
        <Skeleton className="h-6 w-1/2" />
        <Skeleton className="h-11 w-full" />
      </div>
    );
  }

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center gap-3">
        <h2 className="text-lg font-bold text-slate-900">{t('twoFactorText:sectionTitle')}</h2>
        <Badge tone={status.enabled ? 'hijau' : 'abu'}>{status.enabled ? t('twoFactorText:statusOn') : t('twoFactorText:statusOff')}</Badge>
      </div>
      <p className="text-sm leading-relaxed text-slate-600">{t('twoFactorText:sectionText')}</p>
      {status.required && !status.enabled && (
        <p role="alert" className="rounded-lg bg-amber-50 px-4 py-3 text-sm font-medium text-amber-800 ring-1 ring-amber-600/30">
          {t('twoFactorText:requiredNote')}
        </p>
      )}
      {recovery ? (
        <RecoveryCodes codes={recovery} onDone={() => setRecovery(null)} />
      ) : status.enabled ? (
        <>
          <p className="text-sm text-slate-700">{t('twoFactorText:recoveryLeft', { n: status.recovery_codes_left })}</p>
          <DisableForm />
        </>
      ) : setup ? (
        <ConfirmStep
          setup={setup}
          onEnabled={(codes) => {
            setSetup(null);
            setRecovery(codes);
          }}
        />
      ) : (
        <PasswordStep onReady={setSetup} />
      )}
    </div>
  );
}

/**
 * The submit flow the three forms share: clear the errors, check the fields locally (`check` gives
 * the first error), call the server, and show a 422's field errors or toast any other failure.
 */
function useStepSubmit(check: () => Errors | null, run: () => Promise<void>) {
  const { t } = useTranslation('profile');
  const [errors, setErrors] = useState<Errors>({});
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const local = check();
    setErrors(local ?? {});
    if (local) return;
    try {
      await run();
    } catch (err) {
      handleError(err, setErrors, t('unexpected'));
    }
  };
  return { errors, onSubmit };
}

type FieldProps = { id: string; value: string; onChange: (v: string) => void; error: string | undefined };

/** The current password, with its error tied to it for screen readers. */
function PasswordField({ id, value, onChange, error }: FieldProps) {
  const { t } = useTranslation(['twoFactorText', 'profile']);
  return (
    <div>
      <Label htmlFor={id}>{t('twoFactorText:passwordLabel')}</Label>
      <PasswordInput
        id={id}
        autoComplete="current-password"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** Input settings of a six-digit app code, and of a field that also takes a recovery code. */
const APP_CODE_INPUT = { inputMode: 'numeric', maxLength: 6, placeholder: '123456', className: 'font-mono tracking-[0.3em]' } as const;
const RECOVERY_INPUT = { maxLength: 11 } as const;

/** A code from the app (six digits) or, with `recovery`, also a recovery code. */
function CodeField({ id, value, onChange, error, recovery = false }: FieldProps & { recovery?: boolean }) {
  const { t } = useTranslation(['twoFactorText', 'profile']);
  return (
    <div>
      <Label htmlFor={id}>{t('twoFactorText:codeLabel')}</Label>
      <Input
        id={id}
        autoComplete="one-time-code"
        {...(recovery ? RECOVERY_INPUT : APP_CODE_INPUT)}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

const APP_CODE = /^\d{6}$/;
const APP_OR_RECOVERY_CODE = /^(\d{6}|[A-Za-z0-9]{5}-?[A-Za-z0-9]{5})$/;

function PasswordStep({ onReady }: { onReady: (s: TwoFactorSetup) => void }) {
  const { t } = useTranslation(['twoFactorText', 'profile']);
  const [password, setPassword] = useState('');
  const mutation = useSetupTwoFactor();
  const { errors, onSubmit } = useStepSubmit(
    () => (password ? null : { password: t('twoFactorText:passwordRequired') }),
    async () => onReady(await mutation.mutateAsync({ password })),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <PasswordField id="two-factor-password" value={password} onChange={setPassword} error={errors.password} />
      <Button type="submit" size="lg" className="w-full sm:w-auto" loading={mutation.isPending}>
        {t('twoFactorText:start')}
      </Button>
    </form>
  );
}

function ConfirmStep({ setup, onEnabled }: { setup: TwoFactorSetup; onEnabled: (codes: string[]) => void }) {
  const { t } = useTranslation(['twoFactorText', 'profile']);
  const [code, setCode] = useState('');
  const mutation = useEnableTwoFactor();
  const { errors, onSubmit } = useStepSubmit(
    () => (APP_CODE.test(code.trim()) ? null : { code: t('twoFactorText:codeFormat') }),
    async () => {
      const answer = await mutation.mutateAsync({ code: code.trim() });
      notify(answer.message, 'success');
      onEnabled(answer.data.recovery_codes);
    },
  );
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <p className="text-sm leading-relaxed text-slate-700">{t('twoFactorText:scanText')}</p>
      <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-start">
        <img src={setup.qr} alt={t('twoFactorText:qrAlt')} width={200} height={200} className="size-50 rounded-lg ring-1 ring-slate-200" />
        <div className="w-full min-w-0 space-y-2">
          <p className="text-sm text-slate-600">{t('twoFactorText:secretLabel')}</p>
          <code data-testid="two-factor-secret" className="block break-all rounded-lg bg-slate-100 px-3 py-2 font-mono text-sm text-slate-900">
            {setup.secret}
          </code>
        </div>
      </div>
      <CodeField id="two-factor-confirm-code" value={code} onChange={setCode} error={errors.code} />
      <Button type="submit" size="lg" className="w-full sm:w-auto" loading={mutation.isPending}>
        {t('twoFactorText:confirm')}
      </Button>
    </form>
  );
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation(['twoFactorText', 'profile']);
  return (
    <div className="space-y-4 rounded-xl bg-brand-50 p-5 ring-1 ring-brand-600/20">
      <h3 className="font-bold text-slate-900">{t('twoFactorText:recoveryTitle')}</h3>
      <p className="text-sm leading-relaxed text-slate-700">{t('twoFactorText:recoveryText')}</p>
      <ul aria-label={t('twoFactorText:recoveryTitle')} className="grid grid-cols-2 gap-2 font-mono text-sm text-slate-900">
        {codes.map((c) => (
          <li key={c} className="rounded-md bg-white px-3 py-2 text-center ring-1 ring-slate-200">
            {c}
          </li>
        ))}
      </ul>
      <Button type="button" variant="hijau" onClick={onDone}>
        {t('twoFactorText:done')}
      </Button>
    </div>
  );
}

function DisableForm() {
  const { t } = useTranslation(['twoFactorText', 'profile']);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const mutation = useDisableTwoFactor();
  const { errors, onSubmit } = useStepSubmit(
    () => (!password ? { password: t('twoFactorText:passwordRequired') } : APP_OR_RECOVERY_CODE.test(code.trim()) ? null : { code: t('twoFactorText:codeFormat') }),
    async () => {
      const answer = await mutation.mutateAsync({ password, code: code.trim() });
      notify(answer.message, 'success');
    },
  );
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5 border-t border-slate-200 pt-6">
      <p className="text-sm text-slate-600">{t('twoFactorText:disableText')}</p>
      <PasswordField id="two-factor-off-password" value={password} onChange={setPassword} error={errors.password} />
      <CodeField id="two-factor-off-code" value={code} onChange={setCode} error={errors.code} recovery />
      <Button type="submit" variant="merah" loading={mutation.isPending}>
        {t('twoFactorText:disable')}
      </Button>
    </form>
  );
}
