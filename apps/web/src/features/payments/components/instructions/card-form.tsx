import { zodResolver } from '@hookform/resolvers/zod';
import { Lock } from 'lucide-react';
import { useId, type ChangeEvent } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useFormat } from '@/lib/i18n/format';
import {
  cardBrand,
  cardExpiryValid,
  CardPaymentSchema,
  channelName,
  parseCardExpiry,
  PAYMENT_MESSAGES,
  SANDBOX_APPROVED_CARD,
  SANDBOX_DECLINED_CARD,
  SANDBOX_FAILING_CARDS,
  type CardPaymentInput,
} from '@kelas/contracts/payments';
import { Button } from '@/components/ui/button';
import { FieldError, Input, Label } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { formatCardInput, formatExpiryInput, groupDigits } from '../../lib/countdown';
import { useMessage } from '@/lib/i18n/use-message';

/** The contract's checks plus the expiry against this month (the server checks again with its own clock). */
const CardFormSchema = CardPaymentSchema.superRefine((v, ctx) => {
  const exp = parseCardExpiry(v.expiry);
  if (exp && !cardExpiryValid(exp, new Date())) ctx.addIssue({ code: 'custom', path: ['expiry'], message: PAYMENT_MESSAGES.cardExpired });
});
type CardOutput = z.output<typeof CardFormSchema>;
const FIELDS = ['card_number', 'expiry', 'cvv', 'first_name', 'last_name', 'phone'] as const;

/** The sandbox's test card that fails with `reason`. */
const sandboxCard = (reason: string) => groupDigits(Object.keys(SANDBOX_FAILING_CARDS).find((n) => SANDBOX_FAILING_CARDS[n] === reason) ?? '');

/**
 * Credit card form (spec 2.18): card number, expiry, CVV, first name, last name, phone and
 * 'Bayar Sekarang'. Luhn, brand, expiry and CVV are checked here and on the server; the number is
 * sent once and kept nowhere (decision 043). The brand shown under the number is read from it
 * (`cardBrand`), as the server records it: the tile chosen before is only a hint (decision 252).
 */
export function CardForm({ amount, sandbox, onPay }: { amount: number; sandbox: boolean; onPay: (card: CardPaymentInput) => Promise<void> }) {
  const uid = useId();
  const { t } = useTranslation('payments');
  const { rupiah } = useFormat();
  const translate = useMessage();
  const form = useForm<CardPaymentInput, unknown, CardOutput>({
    resolver: zodResolver(CardFormSchema),
    defaultValues: { card_number: '', expiry: '', cvv: '', first_name: '', last_name: '', phone: '' },
  });
  const e = form.formState.errors;
  const brand = cardBrand((form.watch('card_number') ?? '').replace(/\D/g, ''));
  const submit = form.handleSubmit(async (values) => {
    try {
      await onPay(values);
    } catch (err) {
      if (err instanceof ApiError && err.errors) {
        for (const f of FIELDS) {
          const m = err.field(f);
          if (m) form.setError(f, { message: m });
        }
      } else throw err;
    }
  });
  const field = (name: Path<CardPaymentInput>, label: string, props: Record<string, unknown>, className = '') => {
    const id = `${uid}-${name}`;
    const message = translate(e[name]?.message);
    return (
      <div className={className}>
        <Label htmlFor={id}>{label}</Label>
        <Input id={id} aria-invalid={message ? true : undefined} aria-describedby={message ? `${id}-error` : undefined} {...props} />
        <FieldError id={`${id}-error`} message={message} />
      </div>
    );
  };
  const cardReg = form.register('card_number');
  const expReg = form.register('expiry');
  const cardNumber = field('card_number', t('card.number'), {
    ...cardReg,
    inputMode: 'numeric',
    autoComplete: 'cc-number',
    placeholder: '1234 5678 9012 3456',
    onChange: (ev: ChangeEvent<HTMLInputElement>) => {
      ev.target.value = formatCardInput(ev.target.value);
      return cardReg.onChange(ev);
    },
  });
  const expiry = field('expiry', t('card.expiry'), {
    ...expReg,
    inputMode: 'numeric',
    autoComplete: 'cc-exp',
    placeholder: t('card.expiryPlaceholder'),
    onChange: (ev: ChangeEvent<HTMLInputElement>) => {
      ev.target.value = formatExpiryInput(ev.target.value);
      return expReg.onChange(ev);
    },
  });
  const cvv = field('cvv', t('card.cvv'), { ...form.register('cvv'), inputMode: 'numeric', autoComplete: 'cc-csc', placeholder: '123', maxLength: 4, type: 'password' });
  const firstName = field('first_name', t('card.firstName'), { ...form.register('first_name'), autoComplete: 'cc-given-name' });
  const lastName = field('last_name', t('card.lastName'), { ...form.register('last_name'), autoComplete: 'cc-family-name' });
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <p className="flex items-center justify-between rounded-xl bg-slate-50 px-4 py-3 text-sm text-slate-700">
        {t('card.total')} <strong className="text-lg text-slate-900">{rupiah(amount)}</strong>
      </p>
      {cardNumber}
      {brand && (
        <p className="-mt-2 text-sm text-slate-600" aria-live="polite">
          {t('card.brand', { brand: channelName('card', brand) })}
        </p>
      )}
      <div className="grid grid-cols-2 gap-4">
        {expiry}
        {cvv}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {firstName}
        {lastName}
      </div>
      <div>
        <Label htmlFor={`${uid}-phone`}>{t('card.phone')}</Label>
        <div className="flex gap-2">
          <span className="flex h-11 w-16 shrink-0 items-center justify-center rounded-lg border border-slate-300 bg-slate-50 text-sm text-slate-700">+62</span>
          <Input
            id={`${uid}-phone`}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            placeholder="81234567890"
            aria-invalid={e.phone ? true : undefined}
            aria-describedby={e.phone ? `${uid}-phone-error` : undefined}
            {...form.register('phone')}
          />
        </div>
        <FieldError id={`${uid}-phone-error`} message={translate(e.phone?.message)} />
      </div>
      {sandbox && (
        <p className="rounded-lg bg-fuchsia-50 px-3 py-2 text-xs text-fuchsia-900">
          {t('card.sandboxCards', { approved: groupDigits(SANDBOX_APPROVED_CARD), declined: groupDigits(SANDBOX_DECLINED_CARD) })}{' '}
          {t('card.sandboxFailing', { expired: sandboxCard('expired_card'), cvv: sandboxCard('invalid_cvv'), funds: sandboxCard('insufficient_funds') })}
        </p>
      )}
      <Button type="submit" size="lg" className="w-full" loading={form.formState.isSubmitting}>
        <Lock className="size-4" aria-hidden="true" />
        {t('card.pay')}
      </Button>
    </form>
  );
}
