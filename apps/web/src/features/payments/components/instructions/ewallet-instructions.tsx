import { zodResolver } from '@hookform/resolvers/zod';
import { ExternalLink, Smartphone } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useFormat } from '@/lib/i18n/format';
import { EwalletRequestSchema, type Payment } from '@kelas/contracts/payments';
import { Button, buttonClass } from '@/components/ui/button';
import { FieldError, Input, Label } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { ewalletTips } from '../../lib/instruction-steps';
import { useMessage } from '@/lib/i18n/use-message';

type Ewallet = Extract<Payment['instructions'], { kind: 'ewallet' }>;
type PhoneInput = z.input<typeof EwalletRequestSchema>;
type PhoneOutput = z.output<typeof EwalletRequestSchema>;

/**
 * E-wallet (spec 2.18): the phone number the request goes to, (re)send, and the retry tips with
 * the note that retrying does NOT charge twice. With a gateway deeplink, a button opens the app.
 */
export function EwalletInstructions({ payment, wallet, onSend, sending }: { payment: Payment; wallet: Ewallet; onSend: (phone: string) => Promise<void>; sending: boolean }) {
  const uid = useId();
  const { t } = useTranslation('payments');
  const { rupiah } = useFormat();
  const message = useMessage();
  const form = useForm<PhoneInput, unknown, PhoneOutput>({ resolver: zodResolver(EwalletRequestSchema), defaultValues: { phone: wallet.phone ?? '' } });
  const error = message(form.formState.errors.phone?.message);
  const submit = form.handleSubmit(async ({ phone }) => {
    try {
      await onSend(phone);
    } catch (err) {
      form.setError('phone', { message: err instanceof ApiError ? (err.field('phone') ?? err.message) : t('ewallet.sendFailed') });
    }
  });
  const name = payment.channel_name;
  return (
    <div className="space-y-5">
      <div className="flex items-center gap-3 rounded-xl bg-slate-50 p-4">
        <Smartphone className="size-8 shrink-0 text-brand-700" aria-hidden="true" />
        <div>
          <p className="text-sm text-slate-600">{t('ewallet.payWith', { wallet: name })}</p>
          <p className="text-xl font-bold text-slate-900">{rupiah(payment.amount)}</p>
        </div>
      </div>
      {wallet.deeplink_url && (
        <a href={wallet.deeplink_url} className={buttonClass('biru', 'lg', 'w-full')} rel="noopener noreferrer">
          <ExternalLink className="size-4" aria-hidden="true" />
          {t('ewallet.openApp', { wallet: name })}
        </a>
      )}
      <form onSubmit={submit} noValidate className="space-y-3">
        <div>
          <Label htmlFor={`${uid}-phone`}>{t('ewallet.phone', { wallet: name })}</Label>
          <div className="flex gap-2">
            <span className="flex h-11 w-16 shrink-0 items-center justify-center rounded-lg border border-slate-300 bg-slate-50 text-sm text-slate-700">+62</span>
            <Input
              id={`${uid}-phone`}
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              placeholder="81234567890"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${uid}-phone-error` : undefined}
              {...form.register('phone')}
            />
          </div>
          <FieldError id={`${uid}-phone-error`} message={error} />
        </div>
        {wallet.requested_at && wallet.phone && (
          <p role="status" className="rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
            {t('ewallet.requested', { phone: wallet.phone, wallet: name })}
          </p>
        )}
        <Button type="submit" className="w-full" loading={sending}>
          {wallet.requested_at ? t('ewallet.resend') : t('ewallet.send')}
        </Button>
      </form>
      <div className="rounded-xl border border-slate-200 p-4">
        <h3 className="font-semibold text-slate-900">{t('ewallet.notIn')}</h3>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
          {ewalletTips(t, name).map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
        <p className="mt-3 text-sm font-semibold text-slate-900">{t('ewallet.noDoubleCharge')}</p>
      </div>
    </div>
  );
}
