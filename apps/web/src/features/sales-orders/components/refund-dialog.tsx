import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { FieldError, Input, Label } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { useAcademyFormat } from '@/lib/i18n/academy-format';
import { notify } from '@/lib/toast';
import type { Refund } from '@kelas/contracts/refunds';
import { useCreateRefund } from '../api/orders';
import { newIdempotencyKey } from '../lib/format';

const textareaClass =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/20 focus:outline-none aria-invalid:border-red-500';

/** A refund made this recently asks again before another (decision 263): two admins, or one double click, refunding twice. */
export const RECENT_REFUND_MS = 10 * 60 * 1000;

/**
 * The refund form of an order: the refunds already made on it (amount, status,
 * time in the academy's zone), amount in rupiah (the remainder by default, half with one click),
 * reason, and the confirmation a certificate requires. When a refund was made in the last 10
 * minutes it asks again before sending. One Idempotency-Key per opening, so a double submit makes one refund.
 */
export function RefundDialog({
  orderId,
  refundable,
  certificateIssued,
  refunds,
  open,
  onOpenChange,
}: {
  orderId: number;
  refundable: number;
  certificateIssued: boolean;
  refunds: Refund[];
  open: boolean;
  onOpenChange: (o: boolean) => void;
}) {
  const { t } = useTranslation(['sales-orders', 'refundText', 'refundStatusLabel']);
  const { rupiah, shortDateTime } = useAcademyFormat();
  const made = refunds.filter((r) => r.status !== 'failed');
  const recent = made.find((r) => Date.now() - new Date(r.created_at).getTime() < RECENT_REFUND_MS) ?? null;
  const [askedAgain, setAskedAgain] = useState(false);
  const [key, setKey] = useState(newIdempotencyKey);
  const refund = useCreateRefund(orderId);
  const Schema = z
    .object({
      amount: z.coerce
        .number<string>({ error: t('refundText:amountInteger') })
        .int(t('refundText:amountInteger'))
        .positive(t('refundText:amountPositive'))
        .max(refundable, t('refundText:amountOver', { max: rupiah(refundable) })),
      reason: z.string().trim().min(1, t('refundText:reasonRequired')).max(500, t('refundText:reasonTooLong')),
      confirm: z.boolean(),
    })
    .refine((v) => !certificateIssued || v.confirm, { message: t('refundText:certificateIssued'), path: ['confirm'] });
  const form = useForm<z.input<typeof Schema>, unknown, z.output<typeof Schema>>({ resolver: zodResolver(Schema), defaultValues: { amount: String(refundable), reason: '', confirm: false } });
  const { errors, isSubmitting } = form.formState;

  const close = (o: boolean) => {
    onOpenChange(o);
    if (!o) {
      form.reset({ amount: String(refundable), reason: '', confirm: false });
      setKey(newIdempotencyKey());
      setAskedAgain(false);
    }
  };
  const submit = form.handleSubmit(async (v) => {
    if (recent && !askedAgain) return setAskedAgain(true);
    try {
      const r = await refund.mutateAsync({ body: { amount: v.amount, reason: v.reason, confirm: v.confirm }, key });
      notify(r.status === 'succeeded' ? t('refundText:created') : r.status === 'pending' ? t('refundText:pending') : t('refundText:failed'), r.status === 'failed' ? 'error' : 'success');
      close(false);
    } catch (err) {
      if (err instanceof ApiError && err.field('amount')) form.setError('amount', { message: err.field('amount') });
      else form.setError('root', { message: err instanceof ApiError ? err.message : t('failed') });
    }
  });

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent title={t('refund.title')} description={t('refund.description', { amount: rupiah(refundable) })}>
        <form onSubmit={submit} noValidate className="space-y-4">
          {made.length > 0 && (
            <div>
              <p className="text-sm font-medium text-slate-700">{t('refund.already')}</p>
              <ul className="mt-1 space-y-1 text-sm text-slate-700">
                {made.map((r) => (
                  <li key={r.id}>{t('refund.alreadyLine', { amount: rupiah(r.amount), status: t(`refundStatusLabel:${r.status}`), when: shortDateTime(r.created_at) })}</li>
                ))}
              </ul>
            </div>
          )}
          <div>
            <Label htmlFor="refund-amount">{t('refund.amount')}</Label>
            <Input
              id="refund-amount"
              inputMode="numeric"
              aria-invalid={errors.amount ? true : undefined}
              aria-describedby={errors.amount ? 'refund-amount-error' : 'refund-amount-hint'}
              {...form.register('amount')}
            />
            <div id="refund-amount-hint" className="mt-2 flex gap-2">
              <Button type="button" size="sm" variant="abu" onClick={() => form.setValue('amount', String(Math.floor(refundable / 2)))}>
                {t('refund.half')}
              </Button>
              <Button type="button" size="sm" variant="abu" onClick={() => form.setValue('amount', String(refundable))}>
                {t('refund.all')}
              </Button>
            </div>
            <FieldError id="refund-amount-error" message={errors.amount?.message} />
          </div>
          <div>
            <Label htmlFor="refund-reason">{t('refund.reason')}</Label>
            <textarea id="refund-reason" rows={3} className={textareaClass} aria-invalid={errors.reason ? true : undefined} aria-describedby={errors.reason ? 'refund-reason-error' : undefined} {...form.register('reason')} />
            <FieldError id="refund-reason-error" message={errors.reason?.message} />
          </div>
          {certificateIssued && (
            <div className="rounded-lg border border-amber-300 bg-amber-50 p-3">
              <label className="flex items-start gap-2 text-sm text-amber-900">
                <input type="checkbox" className="mt-1 size-4" {...form.register('confirm')} />
                {t('refund.confirm')}
              </label>
              <FieldError message={errors.confirm?.message} />
            </div>
          )}
          <FieldError message={errors.root?.message} />
          {askedAgain && recent && (
            <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
              {t('refund.recent', { amount: rupiah(recent.amount), when: shortDateTime(recent.created_at) })}
            </p>
          )}
          <div className="flex justify-end gap-3">
            <Button type="button" variant="abu" onClick={() => close(false)}>
              {t('refund.cancel')}
            </Button>
            <Button type="submit" variant="merah" loading={isSubmitting}>
              {askedAgain ? t('refund.submitAgain') : t('refund.submit')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
